import Foundation
@testable import PerceiveCLI
import TestSupport
import Testing

/// `perceive voiceover`'s session options: --launch, the root view of a @main App, --list,
/// the speech options, --interactive and --say (docs/voiceover-speech.md, Hearing it).
@Suite struct VoiceOverSessionCommandTests {
    func run(_ arguments: [String]) -> (status: ExitCode, output: String, error: String) {
        let recording = RecordingConsole()
        let status = Perceive.main(arguments: ["voiceover"] + arguments, console: recording.console)
        return (status, recording.standardOutput, recording.standardError)
    }

    let scratch: TemporaryFolder

    init() throws {
        scratch = try TemporaryFolder("voiceover-session")
    }

    /// A SwiftUI app whose first preview is not its root view, in the test's folder.
    func app(infoPlistName: String? = nil) throws -> String {
        let files = [
            "Detail.swift": """
                import SwiftUI
                struct DetailView: View {
                    var body: some View { Text("Detail") }
                }
                #Preview("Detail") { DetailView() }
                """,
            "DogsApp.swift": """
                import SwiftUI
                @main
                struct DogsApp: App {
                    var body: some Scene {
                        WindowGroup { NavigationStack { HomeView().environment(\\.locale, .current) } }
                    }
                }
                """,
            "Home.swift": """
                import SwiftUI
                struct HomeView: View {
                    var body: some View { Button("Adopt") {} }
                }
                """,
        ]
        for (name, text) in files { try scratch.write(name, text) }
        if let infoPlistName {
            try scratch.write("Info.plist", """
                <?xml version="1.0" encoding="UTF-8"?>
                <plist version="1.0"><dict><key>CFBundleDisplayName</key><string>\(infoPlistName)</string></dict></plist>
                """)
        }
        return scratch.path
    }

    @Test func launchingSaysVoiceOverOnTheAppNameAndOffAtTheEnd() {
        // "VoiceOver on. Exceptional Dogs. Dog picker. Pinky. Adjustable." … "VoiceOver off."
        let result = run(["--example", "exceptional-dogs", "--launch", "--gestures", "up"])
        #expect(result.status == .clean)
        #expect(result.output == """
            VoiceOver on.
            Exceptional Dogs
            Dog picker: Pinky. Adjustable.
              Swipe up or down with one finger to adjust the value.
            Layla
            VoiceOver off.

            """)
    }

    @Test func aFolderStartsFromTheViewItsAppsWindowShows() throws {
        let folder = try app()
        #expect(run([folder]).output == "Adopt. Button.\n")
        #expect(run([folder, "--preview", "Detail"]).output == "Detail\n")
        #expect(run([folder, "--view", "DetailView"]).output == "Detail\n")
        #expect(run([folder, "--launch"]).output == "VoiceOver on.\nDogs\nAdopt. Button.\nVoiceOver off.\n")
        #expect(run([folder, "--launch", "--app-name", "Shelter"]).output.hasPrefix("VoiceOver on.\nShelter\n"))
    }

    @Test func theInfoPlistNamesTheApp() throws {
        let folder = try app(infoPlistName: "Dog Adoption")
        #expect(run([folder, "--launch"]).output == "VoiceOver on.\nDog Adoption\nAdopt. Button.\nVoiceOver off.\n")
    }

    @Test func theIOSAppAndItsOwnInfoPlistWinOverATVAppAndAnExtension() throws {
        func write(_ text: String, to path: String) throws {
            try scratch.write(path, text)
        }
        func plist(_ name: String) -> String {
            "<plist version=\"1.0\"><dict><key>CFBundleDisplayName</key><string>\(name)</string></dict></plist>"
        }
        try write("@main struct ShopApp: App { var body: some Scene { WindowGroup { Home() } } }", to: "Shop/App.swift")
        try write("@main struct ShopApp: App { var body: some Scene { WindowGroup { TVHome() } } }", to: "Shop tvOS/App.swift")
        try write("struct Home: View { var body: some View { Text(\"Phone\") } }", to: "Shop/Home.swift")
        try write("struct TVHome: View { var body: some View { Text(\"Television\") } }", to: "Shop tvOS/TVHome.swift")
        try write(plist("Shop Widget"), to: "AWidget/Info.plist")
        try write(plist("Shop"), to: "Shop/Info.plist")
        #expect(run([scratch.path, "--launch"]).output == "VoiceOver on.\nShop\nPhone\nVoiceOver off.\n")
    }

    @Test func listNamesTheRootThePreviewsAndTheViews() throws {
        let folder = try app()
        let result = run([folder, "--list"])
        #expect(result.status == .clean)
        #expect(result.output == """
            app:
              DogsApp  \(folder)/DogsApp.swift:3:8  shows HomeView

            previews (--preview NAME):
              Detail  \(folder)/Detail.swift:5:1

            views (--view NAME):
              DetailView  \(folder)/Detail.swift:2:8
              HomeView  \(folder)/Home.swift:2:8  (default)

            """)
    }

    @Test func aWrongNameListsWhatThereIs() throws {
        let folder = try app()
        let result = run([folder, "--preview", "Detial"])
        #expect(result.status == .usageOrInputError)
        #expect(result.error.contains("no preview named 'Detial'"))
        #expect(result.error.contains("Detail"))
        #expect(run(["--example", "exceptional-dogs", "--list"]).error
            .contains("--list applies to SwiftUI source: give a Swift file or folder"))
    }

    @Test func aRootInPerceiveJSONWinsOverTheApps() throws {
        let folder = try app()
        let configuration = URL(fileURLWithPath: folder).appendingPathComponent(".perceive.json")
        try #"{"root": "Detail"}"#.write(to: configuration, atomically: true, encoding: .utf8)
        #expect(run([folder]).output == "Detail\n")
        #expect(run([folder, "--view", "HomeView"]).output == "Adopt. Button.\n")
        #expect(run([folder, "--list"]).output.contains("Detail  \(folder)/Detail.swift:5:1  (default)"))
        try #"{"root": "HomeVeiw"}"#.write(to: configuration, atomically: true, encoding: .utf8)
        let result = run([folder])
        #expect(result.status == .usageOrInputError)
        #expect(result.error.contains("""
            \(configuration.path): 'root' is 'HomeVeiw', which names no view or preview in \(folder). \
            Did you mean 'HomeView'? Views: DetailView, HomeView; previews: Detail.
            """))
        try #"{"root": 3}"#.write(to: configuration, atomically: true, encoding: .utf8)
        #expect(run([folder]).error.contains(".perceive.json"))
    }

    @Test func atASpeechRateTheNextGestureCutsSpeechOff() {
        let result = run(["--example", "exceptional-dogs", "--speech-rate", "180", "--gestures", "right"])
        #expect(result.output == """
            Dog… [cut: picker: Pinky. Adjustable.]
              [cut: Swipe up or down with one finger to adjust the value.]
            Favorite: off. Button.

            """)
        #expect(run(["--example", "exceptional-dogs", "--speech-rate", "0"]).error
            .contains("'0' is not a valid value for '--speech-rate'"))
    }

    @Test func theTalksSecondDemoAtASpeechRate() {
        // WWDC 2018 session 230: "VoiceOver on. Exceptional Dogs. Dog picker. Pinky. Adjustable. Swipe up or
        // down with one finger to adjust the value." … "Show gallery, button. Picture one of Pinky. Image. …
        // Picture two of, picture three, close, close, close, button. … VoiceOver off."
        let result = run(["--example", "exceptional-dogs", "--launch", "--speech-rate", "180", "--gestures",
                          "wait(7),touch(347,434),wait(1),doubletap,wait(2),right,wait(0.6),right,wait(0.2),right,right,right,wait(1)"])
        #expect(result.output == """
            VoiceOver on.
            Exceptional Dogs
            Dog picker: Pinky. Adjustable.
              Swipe up or down with one finger to adjust the value.
            Show gallery. Button.
            Picture one of Pinky. Image.
            Picture two of… [cut: Pinky. Image.]
            Picture three… [cut: of Pinky. Image.]
            Close… [cut: Button.]
            (boundary)
            Close… [cut: Button.]
            (boundary)
            Close. Button.
            VoiceOver off.

            """)
        let json = run(["--example", "exceptional-dogs", "--speech-rate", "180", "--gestures", "right", "--format", "json"])
        #expect(json.output.contains(#""heardWords" : 1,"#))
    }

    @Test func verbosityChoosesHintsActionsAndSounds() {
        let shelter = ["--example", "exceptional-dogs", "--gestures", "touch(139,726)"]
        #expect(run(shelter).output == "Dog picker: Pinky. Adjustable.\n  Swipe up or down with one finger to adjust the value.\n"
            + "Skyler's animal shelter\n  Actions available.\n")
        #expect(run(shelter + ["--verbosity", "brief"]).output == "Dog picker: Pinky. Adjustable.\nSkyler's animal shelter\n")
        #expect(run(shelter + ["--verbosity", "verbose", "--hints", "off"]).output
            == "Dog picker: Pinky. Adjustable.\nSkyler's animal shelter\n  Actions available.\n")
        #expect(run(shelter + ["--verbosity", "verbose"]).output.hasSuffix("""
            Skyler's animal shelter
              Actions available.
              Swipe up or down to select a custom action, then double tap to activate.

            """))
        #expect(run(["--example", "exceptional-dogs", "--gestures", "right,doubletap", "--sounds", "--no-hints"]).output
            == "Dog picker: Pinky. Adjustable.\nFavorite: off. Button.\n(activate)\nFavorite: on. Button.\n")
        #expect(run(["--example", "exceptional-dogs", "--no-hints", "--hints", "on"]).error
            .contains("give either '--no-hints' or '--hints on', not both"))
    }

    func command(_ arguments: [String]) throws -> VoiceOverCommand {
        try VoiceOverCommand(arguments: ParsedArguments(arguments, options: VoiceOverCommand.options))
    }

    @Test func interactiveKeysAreGesturesSpokenAsTheyCome() throws {
        let input = ScriptedInput([.arrowRight, .enter, .character("x"), .character("q"), .arrowRight])
        let recording = RecordingConsole()
        let speaker = RecordingSpeaker()
        let status = try command(["--example", "exceptional-dogs", "--interactive", "--no-hints", "--say"])
            .run(console: recording.console, input: { input }, speaker: speaker)
        #expect(status == .clean)
        #expect(recording.standardOutput == """
            VoiceOver on.
            Exceptional Dogs
            Dog picker: Pinky. Adjustable.
            Favorite: off. Button.
            Favorite: on. Button.
            VoiceOver off.

            """)
        #expect(recording.standardError.contains("perceive: no gesture for the key 'x'; h lists the keys"))
        #expect(speaker.spoken == [["VoiceOver on.", "Exceptional Dogs", "Dog picker: Pinky. Adjustable."],
                                   ["Favorite: off. Button."], ["Favorite: on. Button."], ["VoiceOver off."]])
        #expect(input.isFinished)
        // The key after q is never read.
        #expect(input.next() == .arrowRight)
    }

    @Test func linesAreGestureScriptsAndTheEndOfInputTurnsVoiceOverOff() throws {
        let input = ScriptedInput([.line("right"), .line(""), .line("rihgt"), .line("h"), .line("left")])
        let recording = RecordingConsole()
        _ = try command(["--example", "exceptional-dogs", "--interactive", "--no-hints"])
            .run(console: recording.console, input: { input }, speaker: nil)
        #expect(recording.standardOutput == """
            VoiceOver on.
            Exceptional Dogs
            Dog picker: Pinky. Adjustable.
            Favorite: off. Button.
            Dog picker: Pinky. Adjustable.
            VoiceOver off.

            """)
        #expect(recording.standardError.contains("Did you mean 'right'?"))
        #expect(recording.standardError.contains("Enter  double tap"))
        #expect(input.isFinished)
    }

    @Test(arguments: [
        ([0x1B, 0x5B, 0x43], [InputEvent.arrowRight]), ([0x1B, 0x5B, 0x44], [.arrowLeft]),
        ([0x1B, 0x5B, 0x41], [.arrowUp]), ([0x1B, 0x5B, 0x42], [.arrowDown]), ([0x0D], [.enter]), ([0x0A], [.enter]),
        ([0x72, 0x71], [.character("r"), .character("q")]), ([0x1B, 0x5B, 0x48, 0x03], [.character("\u{3}")]),
    ] as [([UInt8], [InputEvent])])
    func terminalBytesAreKeys(bytes: [UInt8], keys: [InputEvent]) {
        #expect(InputEvent.keys(in: bytes) == keys)
    }

    @Test(arguments: [
        (InputEvent.arrowRight, InteractiveCommand.gestures([.swipeRight])), (.arrowLeft, .gestures([.swipeLeft])),
        (.arrowUp, .gestures([.swipeUp])), (.arrowDown, .gestures([.swipeDown])), (.enter, .gestures([.doubleTap])),
        (.character("r"), .gestures([.rotorClockwise])), (.character("R"), .gestures([.rotorCounterclockwise])),
        (.character("z"), .gestures([.escape])), (.character("m"), .gestures([.magicTap])),
        (.character("a"), .gestures([.readAll])), (.character("t"), .gestures([.firstElement])),
        (.character("e"), .gestures([.lastElement])), (.character("h"), .help), (.character("q"), .quit),
        (.character("\u{3}"), .quit), (.character("\u{4}"), .quit), (.line("quit"), .quit),
        (.line("touch(10,20), doubletap"), .gestures([.touch(.init(x: 10, y: 20)), .doubleTap])),
    ] as [(InputEvent, InteractiveCommand)])
    func keysMapToGestures(event: InputEvent, command: InteractiveCommand) {
        #expect(InteractiveCommand(event) == command)
    }

    @Test func interactiveTakesNoScriptAndNoFormat() {
        #expect(run(["--example", "exceptional-dogs", "--interactive", "--gestures", "right"]).error
            .contains("give either '--interactive' or '--gestures', not both"))
        #expect(run(["--example", "exceptional-dogs", "--interactive", "--format", "json"]).status == .usageOrInputError)
    }

    @Test func sayWithoutEspeakSaysWhatToInstall() {
        let result = run(["--example", "exceptional-dogs", "--say"])
        #expect(result.status == .usageOrInputError)
        #expect(result.error.contains("'--say' speaks with espeak-ng, which is not on PATH"))
    }

    @Test func sayWithAVoiceSpeaksWhatWasHeard() throws {
        let speaker = RecordingSpeaker()
        let recording = RecordingConsole()
        _ = try command(["--example", "brightness-slider", "--say", "--gestures", "up"])
            .run(console: recording.console, input: { ScriptedInput([]) }, speaker: speaker)
        #expect(speaker.spokenToEnd == [["Brightness: 50%. Adjustable.", "Swipe up or down with one finger to adjust the value.", "60%"]])
        #expect(recording.standardOutput.hasSuffix("60%\n"))
    }

    @Test func findsEspeakOnThePath() throws {
        let folder = scratch.url
        #expect(ESpeakSpeaker.find(in: ["PATH": folder.path]) == nil)
        let tool = folder.appendingPathComponent("espeak-ng")
        try "#!/bin/sh\n".write(to: tool, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: tool.path)
        #expect(ESpeakSpeaker.find(in: ["PATH": "/nonexistent:" + folder.path])?.executable == tool.path)
    }
}

/// A voice that keeps what it was asked to say.
final class RecordingSpeaker: Speaker, @unchecked Sendable {
    private let lock = NSLock()
    private var interrupting: [[String]] = []
    private var toEnd: [[String]] = []

    var spoken: [[String]] { lock.withLock { interrupting } }
    var spokenToEnd: [[String]] { lock.withLock { toEnd } }

    func speak(_ texts: [String]) { lock.withLock { interrupting.append(texts) } }
    func speakToEnd(_ texts: [String]) { lock.withLock { toEnd.append(texts) } }
}
