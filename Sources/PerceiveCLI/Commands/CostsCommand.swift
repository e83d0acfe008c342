import AccessibilityTree
import AssistiveTechnologies
import Scenes

/// `perceive costs`: for every actionable element of a screen, what it takes to reach and
/// activate it with VoiceOver, Switch Control, Voice Control, Full Keyboard Access and Dwell.
struct CostsCommand: Command {
    static let name = "costs"
    static let abstract = "Compare what reaching each control costs with every assistive technology."
    static let positionalUsage = "[snapshot.json | FILE_OR_FOLDER]"
    static let discussion = """
        One row for each interactive element, in reading order: VoiceOver swipes from the first
        element and a double tap; Switch Control presses with step scanning and presses and
        seconds with auto scanning; the Voice Control command that reaches it alone, or why none
        does; Full Keyboard Access key presses; whether Dwell can hit it reliably. Inputs are read
        as by 'perceive voiceover'. With --all-screens, every SwiftUI view or preview of the
        source (and the sheets and alerts they present) is a screen of its own and each row
        names its screen; --top N keeps the N most expensive rows: the longest auto scanning
        first, then step scanning presses, VoiceOver swipes and keys, an unreachable element
        before any number. See docs/assistive-technology-costs.md for the models.
        """

    enum Format: String, CaseIterable { case text, json }

    static let format = Option<Format>("format", valueName: "FORMAT", help: "text: a table (default), or json")
    static let allScreens = Flag("all-screens", help: "every view and preview of SwiftUI source, not only the first")
    static let top = Option<Int>(
        "top", valueName: "N", help: "only the N most expensive rows, most expensive first",
        accepted: ["a whole number of at least 1"]) { text in Int(text).flatMap { $0 >= 1 ? $0 : nil } }

    static let optionGroups = [
        OptionGroup.options(SceneInput.options + [allScreens.spec, top.spec, SwitchControlCommand.scanTime.spec, format.spec]),
        DisplaySettingsOptions.group,
    ]

    /// The rows: of one screen, or of every screen with their names.
    enum Rows {
        case screen([ElementCosts])
        case screens([ScreenElementCosts])
    }

    let rows: Rows
    let format: Format

    init(arguments: ParsedArguments) throws(CommandError) {
        try SceneInput.checkOnePath(arguments)
        let settings = try SwitchControlCommand.settings(from: arguments)
        format = try arguments.value(Self.format) ?? .text
        let top = try arguments.value(Self.top)
        if arguments.contains(Self.allScreens) {
            let screens = try SceneInput.everySwiftUIScreen(from: arguments, flag: Self.allScreens)
            let all = screens.flatMap { named in
                ElementCosts.costs(on: named.screen, switchControl: settings).map {
                    ScreenElementCosts(screen: named.name, source: named.source, costs: $0)
                }
            }
            rows = .screens(top.map { ElementCosts.mostExpensive(all, count: $0, costs: \.costs) } ?? all)
        } else {
            let costs = ElementCosts.costs(on: try SceneInput.scene(from: arguments).render(), switchControl: settings)
            rows = .screen(top.map { ElementCosts.mostExpensive(costs, count: $0, costs: { $0 }) } ?? costs)
        }
    }

    func run(console: Console) throws(CommandError) -> ExitCode {
        switch (rows, format) {
        case let (.screen(costs), .text): console.writeOutput(ElementCostsReport.text(of: costs))
        case let (.screen(costs), .json): console.writeOutput(ElementCostsReport.json(of: costs))
        case let (.screens(rows), .text): console.writeOutput(ElementCostsReport.text(of: rows))
        case let (.screens(rows), .json): console.writeOutput(ElementCostsReport.json(of: rows))
        }
        return .clean
    }
}
