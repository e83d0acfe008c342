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
        let costs = controls.map(\.costs)
        let namesByID = Dictionary(controls.map { ($0.costs.element.id, $0.name) }, uniquingKeysWith: { first, _ in first })
        let names = { (cost: ElementCosts) in namesByID[cost.element.id] ?? cost.element.id.rawValue }
        let count = ElementCostsReport.count
        func counted(_ technology: String, _ value: (ElementCosts) -> Int?, total: (Int, Int) -> String) -> ReportTechnologyCost {
            let reached = costs.compactMap { cost in value(cost).map { (cost, $0) } }
            let hardest = reached.max { $0.1 < $1.1 }
            return ReportTechnologyCost(
                technology: technology, hardest: hardest.map { "\(names($0.0)): \(cell(technology, of: $0.0))" } ?? "none reached",
                total: total(reached.map(\.1).reduce(0, +), reached.count), unreachable: costs.count - reached.count)
        }
        let autoTenths = { (cost: ElementCosts) in cost.switchControl.map { Int((seconds($0.autoTime) * 10).rounded()) } }
        let unique = costs.filter { if case .unique = $0.voiceControl { true } else { false } }.count
        let shared = costs.first { if case .ambiguous = $0.voiceControl { true } else { false } }
        let unsaid = costs.first { if case .unsayable = $0.voiceControl { true } else { false } }
        let small = costs.filter { if case .tooSmall = $0.dwell { true } else { false } }
        let smallest = small.min { area($0) < area($1) }
        return [
            counted("VoiceOver", \.voiceOverSwipes) { "\(count($0, "swipe")) and \(count($1, "double tap"))" },
            counted("Switch Control step", { $0.switchControl?.stepPresses }) { total, _ in count(total, "press") },
            counted("Switch Control auto", autoTenths) { total, _ in
                "\((Double(total) / 10).compactDescription) s waiting, \(count(costs.compactMap { $0.switchControl?.autoPresses }.reduce(0, +), "press"))"
            },
            ReportTechnologyCost(
                technology: "Voice Control", hardest: (unsaid ?? shared).map { "\(names($0)): \(cell("Voice Control", of: $0))" } ?? "every control by its name",
                total: "\(unique) of \(costs.count) by name alone; the others by number", unreachable: 0),
            counted("Voice Control grid", \.voiceControlGridCommands) { total, _ in count(total, "command") },
            counted("Keyboard", \.keyboardPresses) { total, _ in count(total, "key") },
            ReportTechnologyCost(
                technology: "Dwell", hardest: smallest.map { "\(names($0)): \(cell("Dwell", of: $0))" } ?? "every control reliable",
                total: "\(costs.count - small.count) of \(costs.count) reliable", unreachable: 0),
        ]
    }

    /// The cell of `perceive costs` for `technology` and one control.
    static func cell(_ technology: String, of costs: ElementCosts) -> String {
        let index = ElementCostsReport.headers.firstIndex(of: technology) ?? 0
        return ElementCostsReport.cells(costs)[index]
    }

    private static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }

    private static func area(_ costs: ElementCosts) -> Double {
        guard case let .tooSmall(size) = costs.dwell else { return .infinity }
        return size.width * size.height
    }
}
