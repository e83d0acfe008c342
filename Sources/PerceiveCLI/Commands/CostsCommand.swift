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
        as by 'perceive voiceover'. See docs/assistive-technology-costs.md for the models.
        """

    enum Format: String, CaseIterable { case text, json }

    static let format = Option<Format>("format", valueName: "FORMAT", help: "text: a table (default), or json")

    static let optionGroups = [
        OptionGroup.options(SceneInput.options + [SwitchControlCommand.scanTime.spec, format.spec]),
        DisplaySettingsOptions.group,
    ]

    let screen: Screen
    let settings: SwitchControlSettings
    let format: Format

    init(arguments: ParsedArguments) throws(CommandError) {
        try SceneInput.checkOnePath(arguments)
        settings = try SwitchControlCommand.settings(from: arguments)
        format = try arguments.value(Self.format) ?? .text
        screen = try SceneInput.scene(from: arguments).render()
    }

    func run(console: Console) throws(CommandError) -> ExitCode {
        let costs = ElementCosts.costs(on: screen, switchControl: settings)
        switch format {
        case .text: console.writeOutput(ElementCostsReport.text(of: costs))
        case .json: console.writeOutput(ElementCostsReport.json(of: costs))
        }
        return .clean
    }
}
