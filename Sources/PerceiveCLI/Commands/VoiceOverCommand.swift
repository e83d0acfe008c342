import AccessibilityTree
import AssistiveTechnologies
import Audit
import Basics
import Foundation
import PerceiveExamples
import Scenes
import SnapshotCodec
import SwiftUIFrontEnd
import UIKitFrontEnd

/// `perceive voiceover`: what VoiceOver says on a screen, gesture by gesture.
///
/// Without `--gestures` VoiceOver starts and swipes right to the last element (a swipe-through).
/// Text output is one utterance per line, hints and "Actions available" indented; JSON output is
/// the transcript.
struct VoiceOverCommand: Command {
    static let name = "voiceover"
    static let abstract = "Hear what VoiceOver says on a screen, swipe by swipe."
    static let positionalUsage = "[snapshot.json | capture | FILE_OR_FOLDER]"
    static let discussion = """
        Starts VoiceOver on the screen and performs the gestures; without --gestures, swipes right
        through every element. A Swift file or folder is read as SwiftUI: the view its @main App's
        WindowGroup shows, else its only or first preview, is lowered (or the one --view or --preview
        names; --list lists them) under the display settings, and its actions run the app's code on its
        state, naming what they could not follow (docs/live-source.md); a file or folder with no SwiftUI
        views is read as UIKit (its view controller, or the class --view names), and actions run the
        code UIKit would call (docs/uikit.md). A built-in example is laid out under the settings too. A
        snapshot keeps the settings it was made under. A UI-test capture (Appium page source, XCUITest
        debugDescription, or an XCUITest snapshot dictionary as JSON or a property list; told by its
        content, docs/runtime-capture.md) is heard as captured. --launch opens the app as on a device;
        --interactive reads gestures from the keyboard, one line each when input is not a terminal;
        --say speaks with espeak-ng (docs/voiceover-speech.md, Hearing it).
        """

    enum Format: String, CaseIterable { case text, json }

    static let example = Option<String>(
        "example", valueName: "NAME", help: "a built-in app from the talks ('perceive examples' lists them)")
    static let gestures = Option<String>(
        "gestures", valueName: "SCRIPT", help: "e.g. \"right,right,up,doubletap,touch(120,300),rotor,down,wait(0.5)\"")
    static let format = Option<Format>(
        "format", valueName: "FORMAT", help: "text: one utterance per line (default), or json: the transcript")
    static let list = Flag("list", help: "list the app's root view, its previews and views, and stop")
    static let launch = Flag(
        "launch", help: "open the app with VoiceOver turning on: \"VoiceOver on.\", the app's name, the first element; "
            + "\"VoiceOver off.\" at the end")
    static let appName = Option<String>(
        "app-name", valueName: "NAME",
        help: "the name said on launch (default: the Info.plist's CFBundleDisplayName, the @main App's name, the example's title)")
    static let interactive = Flag(
        "interactive", help: "gestures from the keyboard: arrows swipe, Enter double-taps, r turns the rotor, q quits")
    static let say = Flag("say", help: "speak aloud with espeak-ng as well as writing the transcript")

    static let optionGroups = [
        OptionGroup.options([example.spec] + EntrySelection.options
                            + [list.spec, gestures.spec, launch.spec, appName.spec, interactive.spec, say.spec, format.spec]),
        OptionGroup("SPEECH", VoiceOverSpeechOptions.options),
        DisplaySettingsOptions.group,
    ]

    let scene: any Scene
    let gestures: [VoiceOverGesture]?
    let settings: AccessibilitySettings
    let format: Format
    let speech: VoiceOverSpeechOptions.Choice
    /// The name said on launch, nil without `--launch` (or with no name to say).
    let launchName: String?
    let launches: Bool
    let isInteractive: Bool
    let speaksAloud: Bool
    /// What `--list` prints, nil without it.
    let listing: String?

    init(arguments: ParsedArguments) throws(CommandError) {
        try SceneInput.checkOnePath(arguments)
        gestures = try SceneInput.script(Self.gestures, in: arguments, parse: VoiceOverGesture.parseScript)
        settings = try DisplaySettingsOptions.settings(from: arguments)
        speech = try VoiceOverSpeechOptions.choice(from: arguments)
        isInteractive = arguments.contains(Self.interactive)
        for other in [Self.gestures.spec, Self.format.spec] where isInteractive && arguments.contains(other) {
            throw .usage("give either '\(Self.interactive)' or '\(other.spelling)', not both: the session writes each utterance as it is said")
        }
        speaksAloud = arguments.contains(Self.say)
        launches = arguments.contains(Self.launch) || isInteractive
        let example = try arguments.value(Self.example)
        if arguments.contains(Self.list) {
            guard let path = arguments.positional.first, example == nil, !path.hasSuffix(".json"), !CaptureInput.isCapture(path) else {
                throw .usage("\(Self.list) applies to SwiftUI source: give a Swift file or folder")
            }
            guard try EntrySelection(arguments: arguments).isEmpty else {
                throw .usage("give \(Self.list) or '\(EntrySelection.view)'/'\(EntrySelection.preview)', not both")
            }
            listing = try Self.listing(path: path)
            scene = StaticScene(snapshot: Snapshot(screen: Screen(elements: [])))
            launchName = nil
            format = .text
            return
        }
        listing = nil
        scene = try Self.scene(path: arguments.positional.first, example: example,
                               entry: try EntrySelection(arguments: arguments), settings: settings,
                               givenDisplaySettings: DisplaySettingsOptions.given(in: arguments))
        launchName = launches ? try arguments.value(Self.appName) ?? Self.appName(path: arguments.positional.first, example: example) : nil
        format = try arguments.value(Self.format) ?? .text
    }

    /// The scene to play, from a snapshot file, SwiftUI source or a built-in example laid out
    /// under `settings`: the one place an input kind is added.
    ///
    /// - Parameter givenDisplaySettings: the display settings typed (`--bold-text`), refused for a
    ///   snapshot, whose screen was built under the settings it records.
    static func scene(path: String?, example: String?, entry: EntrySelection = EntrySelection(),
                      settings: AccessibilitySettings, givenDisplaySettings: [String] = []) throws(CommandError) -> any Scene {
        switch (path, example) {
        case (nil, nil):
            throw .usage("give a snapshot file, a Swift file or folder, or \(Self.example.spec.label)")
        case (.some, .some):
            throw .usage("give either a file or \(Self.example), not both")
        case (nil, let name?):
            guard entry.isEmpty else { throw .usage("'\(EntrySelection.view)' and '\(EntrySelection.preview)' apply to SwiftUI source, not to \(Self.example)") }
            guard let found = ExampleCatalog.example(named: name) else {
                let suggestion = NameSuggestion.nearest(to: name, in: ExampleCatalog.names).map { " " + NameSuggestion.question($0) }
                throw .usage("unknown example '\(name)'.\(suggestion ?? " Run 'perceive examples' for the list.")")
            }
            return found.makeScene(settings: settings)
        case (let path?, nil) where CaptureInput.isCapture(path):
            guard entry.isEmpty else { throw .usage("'\(EntrySelection.view)' and '\(EntrySelection.preview)' apply to SwiftUI source, not to a UI-test capture") }
            if let given = givenDisplaySettings.first {
                throw .usage("'\(given)' applies where the screen is built (SwiftUI source or \(Self.example)), "
                             + "not to a UI-test capture, which shows the app as it was captured")
            }
            return StaticScene(snapshot: Snapshot(screen: try CaptureInput.screen(atPath: path)))
        case (let path?, nil) where path.hasSuffix(".json"):
            guard entry.isEmpty else { throw .usage("'\(EntrySelection.view)' and '\(EntrySelection.preview)' apply to SwiftUI source, not to a snapshot") }
            if let given = givenDisplaySettings.first {
                throw .usage("'\(given)' applies where the screen is built (SwiftUI source or \(Self.example)), "
                             + "not to a snapshot, which keeps the settings it was made under")
            }
            do {
                return StaticScene(snapshot: try Snapshot.read(contentsOf: URL(fileURLWithPath: path)))
            } catch {
                throw .input(error.description)
            }
        case (let path?, nil):
            let strings = ProjectScope.stringsTables(around: [path]).tables
            if let scene = try UIKitInput.scene(path: path, view: entry.view, settings: settings, strings: strings) { return scene }
            let chosen = try swiftUIResult(path: path, entry: entry, settings: settings, strings: strings)
            do {
                return try SwiftUIFrontEnd.scene(of: chosen.entry, paths: [path], settings: settings, strings: strings)
            } catch {
                throw .input(error.description)
            }
        }
    }

    /// One SwiftUI entry point at `path`, lowered: the one `entry` names, else the root
    /// `.perceive.json` names or the view the `@main` App's window shows, else the only or first
    /// preview (or view, when there are no previews). The code's keys read as `strings` holds them.
    static func swiftUIResult(path: String, entry: EntrySelection, settings: AccessibilitySettings,
                              strings: StringsTables) throws(CommandError) -> LoweringResult {
        if entry.isEmpty, let root = try rootResults(at: path, settings: settings, strings: strings).first { return root }
        let results = try swiftUIResults(path: path, entry: entry, settings: settings, strings: strings)
        let first = results[0]
        if let name = entry.view ?? entry.preview, results.count > 1 {
            let choices = results.map { "  \($0.entry.name) at \($0.entry.source)" }.joined(separator: "\n")
            throw .input("'\(name)' is declared \(results.count) times; give the file or folder of the one you mean:\n\(choices)")
        }
        return first
    }

    /// The SwiftUI entry points at `path` (the one `entry` names, else all), lowered; an input
    /// error when the source cannot be read or holds no view.
    static func swiftUIResults(path: String, entry: EntrySelection, settings: AccessibilitySettings, strings: StringsTables)
        throws(CommandError) -> [LoweringResult] {
        let results: [LoweringResult]
        do {
            results = try SwiftUIFrontEnd.screens(forPaths: [path], view: entry.view, preview: entry.preview, settings: settings,
                                                   strings: strings)
        } catch {
            throw .input(error.description)
        }
        guard !results.isEmpty else { throw .input("\(path): no SwiftUI views found") }
        return results
    }

    /// What VoiceOver says: it starts (with `--launch`, turns on as the app opens), then swipes
    /// through or performs the gestures (and with `--launch` turns off).
    func transcript() -> Transcript {
        played().transcript
    }

    /// VoiceOver after the gestures: its transcript, and the scene as the gestures left it.
    func played() -> VoiceOver {
        var voiceOver = speech.voiceOver(on: scene, settings: settings)
        if launches { voiceOver.turnOn(appName: launchName) } else { voiceOver.start() }
        if let gestures { voiceOver.perform(script: gestures) } else { voiceOver.swipeToEnd() }
        if launches { voiceOver.turnOff() }
        return voiceOver
    }

    /// What the text transcript ends with when SwiftUI source ran code it could not follow: one
    /// line per action and what it met (docs/live-source.md).
    static func unfollowedNote(_ scene: any Scene) -> String {
        guard let source = scene as? SourceScene, !source.unfollowed.isEmpty else { return "" }
        return "\nnot followed (the rest of each action ran):\n" + source.unfollowed.map { "  \($0)\n" }.joined()
    }

    func run(console: Console) throws(CommandError) -> ExitCode {
        try run(console: console, input: TerminalInput.standard, speaker: ESpeakSpeaker.find(in: console.environment))
    }

    /// Runs with the keyboard input (made only for `--interactive`) and the voice (for `--say`) given.
    func run(console: Console, input: () -> any GestureInput, speaker: (any Speaker)?) throws(CommandError) -> ExitCode {
        if let listing {
            console.writeOutput(listing)
            return .clean
        }
        if speaksAloud, speaker == nil { throw .input(ESpeakSpeaker.missingMessage) }
        if isInteractive {
            var session = InteractiveSession(voiceOver: speech.voiceOver(on: scene, settings: settings), appName: launchName,
                                             speaker: speaksAloud ? speaker : nil)
            session.run(input: input(), console: console)
            return .clean
        }
        let voiceOver = played()
        let transcript = voiceOver.transcript
        if speaksAloud, let speaker { speaker.speakToEnd(transcript.utterances.map(\.heardText).filter { !$0.isEmpty }) }
        switch format {
        case .text:
            console.writeOutput(TranscriptText.text(of: transcript) + Self.unfollowedNote(voiceOver.scene))
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
