import AccessibilityTree
import Scenes

/// What the simulator commands (`voice-control`, `switch-control`, `keyboard`, `dwell`, `costs`)
/// play: one snapshot, SwiftUI file or folder, or `--example`, read as `perceive voiceover`
/// reads it, under the display settings given.
enum SceneInput {
    /// The options naming the input besides the path.
    static var options: [OptionSpec] { [VoiceOverCommand.example.spec] + EntrySelection.options }

    /// Refuses a second path; checked before anything else is read.
    static func checkOnePath(_ arguments: ParsedArguments) throws(CommandError) {
        guard arguments.positional.count <= 1 else {
            throw .usage("unexpected argument '\(arguments.positional[1])'")
        }
    }

    static func scene(from arguments: ParsedArguments) throws(CommandError) -> any Scene {
        try VoiceOverCommand.scene(
            path: arguments.positional.first, example: try arguments.value(VoiceOverCommand.example),
            entry: try EntrySelection(arguments: arguments), settings: try DisplaySettingsOptions.settings(from: arguments),
            givenDisplaySettings: DisplaySettingsOptions.given(in: arguments))
    }

    /// The script given with `option`, read by `parse`; a script that cannot be read is a usage
    /// error naming the option and the step.
    static func script<Step>(_ option: Option<String>, in arguments: ParsedArguments,
                             parse: (String) throws -> [Step]) throws(CommandError) -> [Step]? {
        guard let text = try arguments.value(option) else { return nil }
        do {
            return try parse(text)
        } catch {
            throw .usage("\(option): \(error)")
        }
    }
}
