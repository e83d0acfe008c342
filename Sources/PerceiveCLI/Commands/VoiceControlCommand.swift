import AccessibilityTree
import AssistiveTechnologies
import Scenes

/// `perceive voice-control`: what a Voice Control user sees and gets on a screen, command by
/// command: the names and numbers over its interactive elements, what "Tap" followed by a name
/// does, and where a name answers for several items or for none.
struct VoiceControlCommand: Command {
    static let name = "voice-control"
    static let abstract = "See what Voice Control shows and does on a screen, command by command."
    static let positionalUsage = "[snapshot.json | FILE_OR_FOLDER]"
    static let discussion = """
        Says the commands to Voice Control on the screen; without --commands, says "Show names"
        then "Show numbers". Names come from the input labels, else the label; numbers follow the
        navigation order. A custom action's name performs it; "Show grid" numbers cells over the
        screen, a number zooms into a cell and "Tap" and a number taps its centre. Inputs are read
        as by 'perceive voiceover'. See docs/voice-control.md.
        """

    static let commands = Option<String>(
        "commands", valueName: "SCRIPT",
        help: "e.g. \"Show names, Tap Favorite, 2, Move up, Show grid, 5, Tap 3, Scroll down\"")

    static let optionGroups = [
        OptionGroup.options(SceneInput.options + [commands.spec]),
        DisplaySettingsOptions.group,
    ]

    let scene: any Scene
    let script: [VoiceCommand]

    init(arguments: ParsedArguments) throws(CommandError) {
        try SceneInput.checkOnePath(arguments)
        script = try SceneInput.script(Self.commands, in: arguments, parse: VoiceCommand.parseScript)
            ?? [.showNames, .showNumbers]
        scene = try SceneInput.scene(from: arguments)
    }

    func run(console: Console) throws(CommandError) -> ExitCode {
        console.writeOutput(VoiceControlText.text(of: VoiceControl.run(script, on: scene)))
        return .clean
    }
}
