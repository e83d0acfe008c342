import AccessibilityTree
import AssistiveTechnologies
import Audit
import Basics

extension HTMLReporter {
    /// The data the page's script renders each screen from when it is opened, as compact JSON:
    /// `files` (every source file named), `variants` (the names of the settings variants),
    /// `screens` (name, declaration, size, elements as
    /// `[name, x, y, width, height, order, interactive, file, line, findings, costs]`, transcript
    /// lines as `[text, kind, element]`, `costs` as `[technology, hardest, total, unreachable]`,
    /// and `variants`: the screen under each variant after the first, with only the fields that
    /// differ from the screen as audited, its elements as `changedElements` writes them, 0 where
    /// none differs),
    /// `findings` (`[rule, severity, message]`, then those found only under a variant as
    /// `[rule, severity, message, fix, place]`), `reportFindings` (how many are the report's) and
    /// `sources` (quoted lines by file index and line number).
    static func data(_ document: HTMLReportDocument) -> String {
        var files = FileTable()
        let screens = document.screens.map { screen -> JSONValue in
            var fields = screenFields(screen, files: &files)
            if !screen.variants.isEmpty {
                fields.append(("variants", .array(screen.variants.map { variant in
                    variant.map { JSONValue.object(changedFields($0, from: screen, files: &files)) } ?? .integer(0)
                })))
            }
            return .object(fields)
        }
        let findings = document.report.findings.map { finding -> JSONValue in
            .array([.string(finding.ruleID), .string(finding.severity.rawValue), .string(finding.message)])
        } + document.variantFindings.map { finding -> JSONValue in
            .array([.string(finding.ruleID), .string(finding.severity.rawValue), .string(finding.message),
                    .optional(finding.fix), .string("\(finding.location.file):\(finding.location.line)")])
        }
        let sources = document.sources.lines.sorted { $0.key < $1.key }.map { file, lines -> (String, JSONValue) in
            (String(files.index(of: file)), .object(lines.sorted { $0.key < $1.key }.map { (String($0.key), .string($0.value)) }))
        }
        let value = JSONValue.object([
            ("files", .array(files.names.map(JSONValue.string))),
            ("variants", .array(document.settingsVariants.map { .string($0.name) })),
            ("screens", .array(screens)),
            ("findings", .array(findings)),
            ("reportFindings", .integer(document.report.findings.count)),
            ("costHeaders", .array(ElementCostsReport.headers.dropFirst().map(JSONValue.string))),
            ("sources", .object(sources)),
        ])
        return HTMLText.scriptSafe(value.compactText)
    }

    /// The fields of `variant` that differ from those of `screen`, the screen as audited; the
    /// script takes the others from it.
    private static func changedFields(_ variant: ReportScreen, from screen: ReportScreen,
                                      files: inout FileTable) -> [(String, JSONValue)] {
        var unchanged: Set<String> = []
        if variant.name == screen.name { unchanged.insert("name") }
        if variant.source == screen.source { unchanged.insert("source") }
        if variant.size == screen.size { unchanged.formUnion(["width", "height"]) }
        if variant.elements == screen.elements { unchanged.insert("elements") }
        if variant.transcript == screen.transcript { unchanged.insert("transcript") }
        if variant.costs == screen.costs { unchanged.insert("costs") }
        return screenFields(variant, files: &files).filter { !unchanged.contains($0.0) }.map { key, value in
            key == "elements" ? (key, .array(changedElements(variant.elements, from: screen.elements, files: &files))) : (key, value)
        }
    }

    /// Each element of a variant as 0 where it is the same as the screen's element at its index,
    /// `[x, y, width, height]` where only its frame differs, else in full.
    private static func changedElements(_ elements: [ReportElement], from original: [ReportElement],
                                        files: inout FileTable) -> [JSONValue] {
        elements.enumerated().map { index, changed in
            guard original.indices.contains(index) else { return element(changed, files: &files) }
            var moved = original[index]
            moved.frame = changed.frame
            if changed == original[index] { return .integer(0) }
            guard changed == moved, let frame = changed.frame else { return element(changed, files: &files) }
            return .array([.number(frame.minX), .number(frame.minY), .number(frame.size.width), .number(frame.size.height)])
        }
    }

    private static func screenFields(_ screen: ReportScreen, files: inout FileTable) -> [(String, JSONValue)] {
        [
            ("name", .string(screen.name)),
            ("source", .optional(screen.source.map { "\($0.file):\($0.line)" })),
            ("width", .number(screen.size.width)),
            ("height", .number(screen.size.height)),
            ("elements", .array(screen.elements.map { element($0, files: &files) })),
            ("transcript", .array(screen.transcript.map { line in
                .array([.string(line.text), .string(line.kind), line.element.map(JSONValue.integer) ?? .null])
            })),
            ("costs", .array(screen.costs.map { cost in
                .array([.string(cost.technology), .string(cost.hardest), .string(cost.total), .integer(cost.unreachable)])
            })),
        ]
    }

    private static func element(_ element: ReportElement, files: inout FileTable) -> JSONValue {
        let frame = element.frame
        return .array([
            .string(element.name),
            frame.map { .number($0.minX) } ?? .null, frame.map { .number($0.minY) } ?? .null,
            frame.map { .number($0.size.width) } ?? .null, frame.map { .number($0.size.height) } ?? .null,
            element.order.map(JSONValue.integer) ?? .null,
            .integer(element.isInteractive ? 1 : 0),
            element.source.map { .integer(files.index(of: $0.file)) } ?? .null,
            element.source.map { .integer($0.line) } ?? .null,
            .array(element.findings.map(JSONValue.integer)),
            .array(element.costs.map(JSONValue.string)),
        ])
    }
}

/// File names numbered in the order first met, so the data names each file once.
struct FileTable {
    private(set) var names: [String] = []
    private var indices: [String: Int] = [:]

    mutating func index(of file: String) -> Int {
        if let index = indices[file] { return index }
        indices[file] = names.count
        names.append(file)
        return names.count - 1
    }
}
