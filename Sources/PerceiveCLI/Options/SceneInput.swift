import AccessibilityTree
import Audit
import Scenes
import SwiftUIFrontEnd

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

/// A screen of SwiftUI source with the name people know it by.
struct NamedScreen {
    var name: String
    var source: String?
    var screen: Screen
}

extension SceneInput {
    /// Every view or preview of the SwiftUI source at the one path (as `perceive audit` lowers
    /// them), followed by the sheets, covers, popovers and alerts it presents, each named after
    /// its presenter (`Settings › sheet`); for UIKit source, every view controller (or outermost
    /// view). `flag` is the option that asked for them, named in errors.
    static func everySwiftUIScreen(from arguments: ParsedArguments, flag: Flag) throws(CommandError) -> [NamedScreen] {
        if arguments.contains(VoiceOverCommand.example) { throw .usage("\(flag) applies to SwiftUI source, not to \(VoiceOverCommand.example)") }
        guard let path = arguments.positional.first else {
            throw .usage("\(flag) needs a Swift file or folder")
        }
        if CaptureInput.isCapture(path) || path.hasSuffix(".json") {
            throw .usage("\(flag) applies to SwiftUI source; '\(path)' holds one captured screen")
        }
        guard try EntrySelection(arguments: arguments).isEmpty else {
            throw .usage("give \(flag) or '\(EntrySelection.view)'/'\(EntrySelection.preview)', not both")
        }
        let settings = try DisplaySettingsOptions.settings(from: arguments)
        let strings = ProjectScope.stringsTables(around: [path]).tables
        if let scenes = try UIKitInput.scenes(path: path, settings: settings, strings: strings) {
            return scenes.map { scene in
                let screen = scene.render()
                return NamedScreen(name: screen.name ?? path, source: nil, screen: screen)
            }
        }
        return namedScreens(try VoiceOverCommand.swiftUIResults(path: path, entry: EntrySelection(), settings: settings,
                                                                strings: strings))
    }

    /// Each lowered entry point's screen, followed by the modals it presents named after it.
    static func namedScreens(_ results: [LoweringResult]) -> [NamedScreen] {
        results.flatMap { result in
            [NamedScreen(name: result.entry.name, source: result.entry.source.description, screen: result.screen)]
                + result.modals.map { modal in
                    NamedScreen(name: "\(result.entry.name) › \(modal.presentation.rawValue)",
                                source: modal.source?.description, screen: modal.screen)
                }
        }
    }
}
