import AccessibilityTree
import AssistiveTechnologies
import Scenes

/// `perceive keyboard`: where Full Keyboard Access focus goes, key by key, and what Space does.
struct KeyboardCommand: Command {
    static let name = "keyboard"
    static let abstract = "Follow Full Keyboard Access focus on a screen, key by key."
    static let positionalUsage = "[snapshot.json | FILE_OR_FOLDER]"
    static let discussion = """
        Focus starts on the first element; Tab and Shift-Tab move between groups (a container's
        controls, or a control on its own), the arrow keys within a group, Space activates and
        Escape goes back; Tab-Z opens the actions menu (custom actions, Increment, Decrement).
        Without --keys, Tab through every group. Inputs are read as by
        'perceive voiceover'. See docs/assistive-technology-costs.md for the model.
        """

    static let keys = Option<String>(
        "keys", valueName: "SCRIPT", help: "e.g. \"tab,tab,down,space,tab-z,down,space\" (tab, shift-tab, up, down, left, right, space, escape, tab-z: actions menu)")

    static let optionGroups = [
        OptionGroup.options(SceneInput.options + [keys.spec]),
        DisplaySettingsOptions.group,
    ]

    let scene: any Scene
    let script: [KeyboardKey]?

    init(arguments: ParsedArguments) throws(CommandError) {
        try SceneInput.checkOnePath(arguments)
        script = try SceneInput.script(Self.keys, in: arguments, parse: KeyboardKey.parseScript)
        scene = try SceneInput.scene(from: arguments)
    }

    func run(console: Console) throws(CommandError) -> ExitCode {
        let keys = script ?? Array(repeating: .tab, count: max(0, FullKeyboardAccess(scene: scene).groupCount - 1))
        console.writeOutput(KeyboardText.text(of: FullKeyboardAccess.run(keys, on: scene)))
        return .clean
    }
}
