import AccessibilityTree
import AssistiveTechnologies
import Scenes

/// `perceive switch-control`: how item scanning walks a screen — its items and groups in order,
/// what each element's scanner menu offers, and the switch presses and seconds it takes to tap
/// each one with step scanning (two switches) and auto scanning (one switch).
struct SwitchControlCommand: Command {
    static let name = "switch-control"
    static let abstract = "See how Switch Control scans a screen and what each tap costs."
    static let positionalUsage = "[snapshot.json | FILE_OR_FOLDER]"
    static let discussion = """
        Lists the screen's interactive elements as item scanning highlights them, grouped by their
        containers, each with its scanner menu and the cost of tapping it: presses with step
        scanning (Move to Next Item and Select Item switches), and presses and seconds with auto
        scanning (one Select Item switch). Inputs are read as by 'perceive voiceover'.
        See docs/switch-control.md for what is modelled.
        """

    static let scanTime = Option<Double>(
        "scan-time", valueName: "SECONDS", help: "Auto Scanning Time (default 1)",
        accepted: ["a number of seconds from 0.05 to 60"]) { text in
        Double(text).flatMap { (0.05...60).contains($0) ? $0 : nil }
    }
    static let autoTap = Flag("auto-tap", help: "Tap Behavior › Auto Tap: selecting an element taps it after 0.75 s")

    static let optionGroups = [
        OptionGroup.options(SceneInput.options + [scanTime.spec, autoTap.spec]),
        DisplaySettingsOptions.group,
    ]

    let screen: Screen
    let settings: SwitchControlSettings

    init(arguments: ParsedArguments) throws(CommandError) {
        try SceneInput.checkOnePath(arguments)
        settings = try Self.settings(from: arguments)
        screen = try SceneInput.scene(from: arguments).render()
    }

    /// The Switch Control settings given: `--scan-time`, `--auto-tap`.
    static func settings(from arguments: ParsedArguments) throws(CommandError) -> SwitchControlSettings {
        var settings = SwitchControlSettings(usesAutoTap: arguments.contains(autoTap))
        if let seconds = try arguments.value(scanTime) {
            settings.scanTime = .milliseconds(Int((seconds * 1000).rounded()))
        }
        return settings
    }

    func run(console: Console) throws(CommandError) -> ExitCode {
        console.writeOutput(SwitchControlText.text(of: ScanLayout(screen: screen), settings: settings))
        return .clean
    }
}
