import AssistiveTechnologies
import Basics

/// What one assistive technology costs over the controls of a screen (`perceive costs`,
/// `docs/assistive-technology-costs.md`): the control that takes the most, every control reached
/// and activated once from the start of the screen, and how many it cannot reach.
public struct ReportTechnologyCost: Hashable, Sendable {
    /// The column of `perceive costs` ("VoiceOver", "Switch Control step", …).
    public var technology: String
    /// The control that costs the most, with its cost ("Settings: 12 swipes + double tap").
    public var hardest: String
    /// Every control it reaches, each once from the start ("40 swipes and 6 double taps").
    public var total: String
    public var unreachable: Int

    public init(technology: String, hardest: String, total: String, unreachable: Int) {
        self.technology = technology
        self.hardest = hardest
        self.total = total
        self.unreachable = unreachable
    }

    /// One row a technology, in the order of `perceive costs`' columns; none without controls.
    /// Each control comes with its name as the report shows it.
    public static func summary(of controls: [(costs: ElementCosts, name: String)]) -> [ReportTechnologyCost] {
        guard !controls.isEmpty else { return [] }
        let count = ElementCostsReport.count
        let autoPresses = controls.compactMap { $0.costs.switchControl?.autoPresses }.reduce(0, +)
        return [
            counted("VoiceOver", controls, \.voiceOverSwipes) { "\(count($0, "swipe")) and \(count($1, "double tap"))" },
            counted("Switch Control step", controls, { $0.switchControl?.stepPresses }) { total, _ in count(total, "press") },
            counted("Switch Control auto", controls, { $0.switchControl.map { tenths($0.autoTime) } }) { total, _ in
                "\((Double(total) / 10).compactDescription) s waiting, \(count(autoPresses, "press"))"
            },
            voiceControl(controls),
            counted("Voice Control grid", controls, \.voiceControlGridCommands) { total, _ in count(total, "command") },
            counted("Keyboard", controls, \.keyboardPresses) { total, _ in count(total, "key") },
            dwell(controls),
        ]
    }

    /// A technology whose cost is a number for each control it reaches: the control with the
    /// largest, and `total` of the sum and how many it reaches.
    private static func counted(_ technology: String, _ controls: [(costs: ElementCosts, name: String)],
                                _ value: (ElementCosts) -> Int?, total: (Int, Int) -> String) -> ReportTechnologyCost {
        let reached = controls.compactMap { control in value(control.costs).map { (control, $0) } }
        let hardest = reached.max { $0.1 < $1.1 }.map { "\($0.0.name): \(cell(technology, of: $0.0.costs))" }
        return ReportTechnologyCost(technology: technology, hardest: hardest ?? "none reached",
                                    total: total(reached.map(\.1).reduce(0, +), reached.count),
                                    unreachable: controls.count - reached.count)
    }

    /// Voice Control: a control it cannot name first, else one whose name others share.
    private static func voiceControl(_ controls: [(costs: ElementCosts, name: String)]) -> ReportTechnologyCost {
        let unique = controls.filter { if case .unique = $0.costs.voiceControl { true } else { false } }.count
        let unsaid = controls.first { if case .unsayable = $0.costs.voiceControl { true } else { false } }
        let shared = controls.first { if case .ambiguous = $0.costs.voiceControl { true } else { false } }
        let hardest = (unsaid ?? shared).map { "\($0.name): \(cell("Voice Control", of: $0.costs))" }
        return ReportTechnologyCost(technology: "Voice Control", hardest: hardest ?? "every control by its name",
                                    total: unique == controls.count ? "all \(unique) by name alone"
                                        : "\(unique) of \(controls.count) by name alone; the others by number", unreachable: 0)
    }

    /// Dwell: the smallest control under 44 × 44 pt.
    private static func dwell(_ controls: [(costs: ElementCosts, name: String)]) -> ReportTechnologyCost {
        let small = controls.filter { if case .tooSmall = $0.costs.dwell { true } else { false } }
        let hardest = small.min { area($0.costs) < area($1.costs) }.map { "\($0.name): \(cell("Dwell", of: $0.costs))" }
        return ReportTechnologyCost(technology: "Dwell", hardest: hardest ?? "every control reliable",
                                    total: "\(controls.count - small.count) of \(controls.count) reliable", unreachable: 0)
    }

    /// The cell of `perceive costs` for `technology` and one control.
    static func cell(_ technology: String, of costs: ElementCosts) -> String {
        let index = ElementCostsReport.headers.firstIndex(of: technology) ?? 0
        return ElementCostsReport.cells(costs)[index]
    }

    /// Tenths of a second, rounded, so times add up exactly.
    private static func tenths(_ duration: Duration) -> Int {
        Int(((Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18) * 10).rounded())
    }

    private static func area(_ costs: ElementCosts) -> Double {
        guard case let .tooSmall(size) = costs.dwell else { return .infinity }
        return size.width * size.height
    }
}
