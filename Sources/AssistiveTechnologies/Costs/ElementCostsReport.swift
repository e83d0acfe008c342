import AccessibilityTree
import Basics

/// Costs as a table for people and as JSON for tools.
public enum ElementCostsReport {
    public static let headers = ["element", "VoiceOver", "Switch Control step", "Switch Control auto", "Voice Control",
                          "Voice Control grid", "Keyboard", "Dwell"]

    /// One row an element, columns aligned:
    /// `Favorite (favorite)  1 swipe + double tap  3 presses  2 presses, 1 s  Tap Favorite  2 keys  reliable`.
    public static func text(of costs: [ElementCosts]) -> String {
        table(headers: headers, rows: costs.map(cells))
    }

    /// The same table with the screen of each row first, for rows from many screens.
    public static func text(of rows: [ScreenElementCosts]) -> String {
        table(headers: ["screen"] + headers, rows: rows.map { [$0.screen] + cells($0.costs) })
    }

    private static func table(headers: [String], rows: [[String]]) -> String {
        let rows = [headers] + rows
        let widths = headers.indices.map { column in rows.map { $0[column].count }.max() ?? 0 }
        return rows.map { row in
            row.enumerated().map { column, cell in
                column == row.count - 1 ? cell : cell + String(repeating: " ", count: widths[column] - cell.count)
            }.joined(separator: "  ")
        }.map { $0 + "\n" }.joined()
    }

    /// The cells of one row: the element, then one a technology in the order of `headers`.
    public static func cells(_ costs: ElementCosts) -> [String] {
        [
            "\(SwitchControlText.name(of: costs.element)) (\(costs.element.id.rawValue))",
            costs.voiceOverSwipes.map { $0 == 0 ? "double tap" : "\(count($0, "swipe")) + double tap" } ?? "unreachable",
            costs.switchControl.map { count($0.stepPresses, "press") } ?? "unreachable",
            costs.switchControl.map { "\(count($0.autoPresses, "press")), \($0.autoTime.inSeconds.compactDescription) s" } ?? "unreachable",
            voiceControlText(costs.voiceControl),
            costs.voiceControlGridCommands.map { count($0, "command") } ?? "unreachable",
            costs.keyboardPresses.map { count($0, "key") } ?? "unreachable",
            dwellText(costs.dwell),
        ]
    }

    /// The costs as JSON: `{"format": "perceive-costs", "version": 1, "elements": [...]}`.
    public static func json(of costs: [ElementCosts]) -> String {
        document(of: costs.map { fields(of: $0) })
    }

    /// The same for rows from many screens: each element also names its `screen` and the
    /// `source` where the screen is declared.
    public static func json(of rows: [ScreenElementCosts]) -> String {
        document(of: rows.map { row in
            [("screen", .string(row.screen)), ("source", .optional(row.source))] + fields(of: row.costs)
        })
    }

    private static func document(of elements: [[(key: String, value: JSONValue)]]) -> String {
        let document = JSONValue.object([("format", .string("perceive-costs")), ("version", .integer(1)),
                                          ("elements", .array(elements.map(JSONValue.object)))])
        return JSONWriter.text(of: document, layout: .documentOrder)
    }

    private static func fields(of costs: ElementCosts) -> [(key: String, value: JSONValue)] {
        [
            ("id", .string(costs.element.id.rawValue)),
            ("label", .optional(costs.element.label)),
            ("voiceOverSwipes", costs.voiceOverSwipes.map(JSONValue.integer) ?? .null),
            ("switchControl", costs.switchControl.map { cost in
                .object([("stepPresses", .integer(cost.stepPresses)), ("autoPresses", .integer(cost.autoPresses)),
                         ("autoSeconds", .number(cost.autoTime.inSeconds))])
            } ?? .null),
            ("voiceControl", voiceControlJSON(costs.voiceControl)),
            ("voiceControlGridCommands", costs.voiceControlGridCommands.map(JSONValue.integer) ?? .null),
            ("keyboardPresses", costs.keyboardPresses.map(JSONValue.integer) ?? .null),
            ("dwell", dwellJSON(costs.dwell)),
        ]
    }

    private static func voiceControlText(_ naming: VoiceControlNaming) -> String {
        switch naming {
        case let .unique(name): "Tap \(name)"
        case let .ambiguous(name, count): "\"\(name)\" on \(count) elements"
        case let .unsayable(name): name.map { "cannot say \"\($0)\"" } ?? "no name"
        }
    }

    private static func voiceControlJSON(_ naming: VoiceControlNaming) -> JSONValue {
        switch naming {
        case let .unique(name): .object([("naming", .string("unique")), ("name", .string(name))])
        case let .ambiguous(name, count):
            .object([("naming", .string("ambiguous")), ("name", .string(name)), ("count", .integer(count))])
        case let .unsayable(name): .object([("naming", .string("unsayable")), ("name", .optional(name))])
        }
    }

    private static func dwellText(_ reach: DwellReach) -> String {
        switch reach {
        case .reliable: "reliable"
        case let .tooSmall(size): "too small (\(size.width.compactDescription)×\(size.height.compactDescription) pt)"
        case .unknown: "no frame"
        }
    }

    private static func dwellJSON(_ reach: DwellReach) -> JSONValue {
        switch reach {
        case .reliable: .string("reliable")
        case .tooSmall: .string("too-small")
        case .unknown: .string("unknown")
        }
    }

    /// `1 press`, `3 presses`, `2 swipes`.
    public static func count(_ number: Int, _ noun: String) -> String {
        number == 1 ? "1 \(noun)" : "\(number) \(noun)\(noun.hasSuffix("s") ? "es" : "s")"
    }
}
