import AccessibilityTree
import AssistiveTechnologies
import Foundation
import PerceiveExamples
import Scenes

/// `perceive voiceover`: what VoiceOver says on a screen, gesture by gesture.
///
/// Without `--gestures` VoiceOver starts and swipes right to the last element (a swipe-through).
/// Text output is one utterance per line, hints and "Actions available" indented; JSON output is
/// the transcript.
struct VoiceOverCommand: Command {
    static let name = "voiceover"
    static let abstract = "Hear what VoiceOver says on a screen, swipe by swipe."
    static let usage = """
        USAGE: perceive voiceover <snapshot.json | --example NAME> [--gestures SCRIPT] [--dynamic-type SIZE]
                                  [--bold-text] [--reduce-motion] [--reduce-transparency] [--increase-contrast]
                                  [--no-hints] [--format text|json]

        Starts VoiceOver on the screen and performs the gestures; without --gestures, swipes right
        through every element.

        OPTIONS:
          --example NAME        a built-in app from the talks ('perceive examples' lists them)
          --gestures SCRIPT     e.g. "right,right,up,doubletap,touch(120,300),rotor,down,wait(0.5)"
          --dynamic-type SIZE   XS S M L XL XXL XXXL AX1 … AX5 (default L)
          --bold-text, --reduce-motion, --reduce-transparency, --increase-contrast
                                display settings the screen is read under
          --no-hints            VoiceOver's Speak Hints off
          --format text|json    one utterance per line (default), or the transcript as JSON
        """
    static let options: [OptionSpec] = [
        .value("example", help: "a built-in example app"),
        .value("gestures", help: "a gesture script"),
        .value("dynamic-type", help: "the content size category"),
        .flag("bold-text"), .flag("reduce-motion"), .flag("reduce-transparency"), .flag("increase-contrast"),
        .flag("no-hints", help: "do not speak hints"),
        .value("format", help: "text or json"),
    ]

    enum Format: String, CaseIterable { case text, json }

    let scene: any Scene
    let gestures: [VoiceOverGesture]?
    let settings: AccessibilitySettings
    let format: Format

    init(arguments: ParsedArguments) throws(CommandError) {
        guard arguments.positional.count <= 1 else {
            throw .usage("unexpected argument '\(arguments.positional[1])'")
        }
                if let script = arguments.value("gestures") {
            do {
                gestures = try VoiceOverGesture.parseScript(script)
            } catch {
                throw .usage("--gestures: \(error)")
            }
        } else {
            gestures = nil
        }
        let sizes = ContentSizeCategory.allCases.map(\.shortName)
        settings = AccessibilitySettings(
            contentSize: try arguments.value("dynamic-type", accepted: sizes, ContentSizeCategory.init(name:)) ?? .default,
            boldText: arguments.flag("bold-text"), reduceMotion: arguments.flag("reduce-motion"),
            reduceTransparency: arguments.flag("reduce-transparency"),
            increaseContrast: arguments.flag("increase-contrast"), speaksHints: !arguments.flag("no-hints"))
        scene = try Self.scene(path: arguments.positional.first, example: arguments.value("example"), settings: settings)
        format = try arguments.value("format", accepted: Format.allCases.map(\.rawValue), Format.init(rawValue:)) ?? .text
    }

    /// The scene to play, from a snapshot file or a built-in example laid out under `settings`:
    /// the one place an input kind is added (SwiftUI sources next).
    static func scene(path: String?, example: String?,
                      settings: AccessibilitySettings) throws(CommandError) -> any Scene {
        switch (path, example) {
        case (nil, nil):
            throw .usage("give a snapshot file or --example NAME")
        case (.some, .some):
            throw .usage("give either a snapshot file or --example, not both")
        case (nil, let name?):
            guard let found = ExampleCatalog.example(named: name) else {
                let suggestion = Suggestion.nearest(to: name, in: ExampleCatalog.names).map { " Did you mean '\($0)'?" }
                throw .usage("unknown example '\(name)'.\(suggestion ?? " Run 'perceive examples' for the list.")")
            }
            return found.makeScene(settings: settings)
        case (let path?, nil):
            do {
                return StaticScene(snapshot: try Snapshot.read(contentsOf: URL(fileURLWithPath: path)))
            } catch {
                throw .input(error.description)
            }
        }
    }

    /// What VoiceOver says: the swipe-through, or `start()` and the gestures.
    func transcript() -> Transcript {
        guard let gestures else { return VoiceOver.swipeThrough(scene: scene, settings: settings) }
        return TranscriptRecording.transcript(of: scene, performing: gestures, settings: settings)
    }

    func run(console: Console) throws(CommandError) -> ExitCode {
        let transcript = transcript()
        switch format {
        case .text:
            console.writeOutput(TranscriptText.text(of: transcript))
        case .json:
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            do {
                console.print(String(decoding: try encoder.encode(transcript), as: UTF8.self))
            } catch {
                throw .input("cannot encode the transcript: \(error)")
            }
        }
        return .clean
    }
}
