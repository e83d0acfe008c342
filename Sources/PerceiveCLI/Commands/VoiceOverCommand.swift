import AccessibilityTree
import AssistiveTechnologies
import Basics
import Foundation
import PerceiveExamples
import Scenes
import SnapshotCodec
import SwiftUIFrontEnd

/// `perceive voiceover`: what VoiceOver says on a screen, gesture by gesture.
///
/// Without `--gestures` VoiceOver starts and swipes right to the last element (a swipe-through).
/// Text output is one utterance per line, hints and "Actions available" indented; JSON output is
/// the transcript.
struct VoiceOverCommand: Command {
    static let name = "voiceover"
    static let abstract = "Hear what VoiceOver says on a screen, swipe by swipe."
    static let usage = """
        USAGE: perceive voiceover <snapshot.json | FILE_OR_FOLDER | --example NAME> [--view NAME | --preview NAME]
                                  [--gestures SCRIPT] [--dynamic-type SIZE] [--bold-text] [--reduce-motion]
                                  [--reduce-transparency] [--increase-contrast] [--no-hints] [--format text|json]

        Starts VoiceOver on the screen and performs the gestures; without --gestures, swipes right
        through every element. A Swift file or folder is read as SwiftUI: its only or first preview
        is lowered (or the one --view or --preview names) under the display settings given.

        OPTIONS:
          --example NAME        a built-in app from the talks ('perceive examples' lists them)
          --view NAME           the SwiftUI view type to lower, with placeholder arguments
          --preview NAME        the #Preview or PreviewProvider to lower
          --gestures SCRIPT     e.g. "right,right,up,doubletap,touch(120,300),rotor,down,wait(0.5)"
          --dynamic-type SIZE   XS S M L XL XXL XXXL AX1 … AX5 (default L)
          --bold-text, --reduce-motion, --reduce-transparency, --increase-contrast
                                display settings the screen is read under
          --no-hints            VoiceOver's Speak Hints off
          --format text|json    one utterance per line (default), or the transcript as JSON
        """
    static let options: [OptionSpec] = [
        .value("example", help: "a built-in example app"),
        .value("view", help: "the SwiftUI view to lower"),
        .value("preview", help: "the SwiftUI preview to lower"),
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
        scene = try Self.scene(path: arguments.positional.first, example: arguments.value("example"),
                               entry: try EntrySelection(view: arguments.value("view"), preview: arguments.value("preview")),
                               settings: settings)
        format = try arguments.value("format", accepted: Format.allCases.map(\.rawValue), Format.init(rawValue:)) ?? .text
    }

    /// The scene to play, from a snapshot file, SwiftUI source or a built-in example laid out
    /// under `settings`: the one place an input kind is added.
    static func scene(path: String?, example: String?, entry: EntrySelection = EntrySelection(),
                      settings: AccessibilitySettings) throws(CommandError) -> any Scene {
        switch (path, example) {
        case (nil, nil):
            throw .usage("give a snapshot file, a Swift file or folder, or --example NAME")
        case (.some, .some):
            throw .usage("give either a file or --example, not both")
        case (nil, let name?):
            guard entry.isEmpty else { throw .usage("'--view' and '--preview' apply to SwiftUI source, not to --example") }
            guard let found = ExampleCatalog.example(named: name) else {
                let suggestion = NameSuggestion.nearest(to: name, in: ExampleCatalog.names).map { " " + NameSuggestion.question($0) }
                throw .usage("unknown example '\(name)'.\(suggestion ?? " Run 'perceive examples' for the list.")")
            }
            return found.makeScene(settings: settings)
        case (let path?, nil) where path.hasSuffix(".json"):
            guard entry.isEmpty else { throw .usage("'--view' and '--preview' apply to SwiftUI source, not to a snapshot") }
            do {
                return StaticScene(snapshot: try Snapshot.read(contentsOf: URL(fileURLWithPath: path)))
            } catch {
                throw .input(error.description)
            }
        case (let path?, nil):
            return StaticScene(snapshot: Snapshot(screen: try swiftUIScreen(path: path, entry: entry, settings: settings)))
        }
    }

    /// The screen of one SwiftUI entry point at `path`: the one `entry` names, else the only or
    /// first preview (or view, when there are no previews).
    static func swiftUIScreen(path: String, entry: EntrySelection, settings: AccessibilitySettings) throws(CommandError) -> Screen {
        let results: [LoweringResult]
        do {
            results = try SwiftUIFrontEnd.screens(forPaths: [path], view: entry.view, preview: entry.preview, settings: settings)
        } catch {
            throw .input(error.description)
        }
        guard let first = results.first else { throw .input("\(path): no SwiftUI views found") }
        if let name = entry.view ?? entry.preview, results.count > 1 {
            let choices = results.map { "  \($0.entry.name) at \($0.entry.source)" }.joined(separator: "\n")
            throw .input("'\(name)' is declared \(results.count) times; give the file or folder of the one you mean:\n\(choices)")
        }
        return first.screen
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

/// Which SwiftUI entry point `--view` or `--preview` names, if either.
struct EntrySelection: Hashable {
    var view: String?
    var preview: String?

    init() {}

    /// - Throws: a usage error when both are given.
    init(view: String?, preview: String?) throws(CommandError) {
        if view != nil, preview != nil { throw CommandError.usage("give either '--view' or '--preview', not both") }
        self.view = view
        self.preview = preview
    }

    var isEmpty: Bool { view == nil && preview == nil }
}
