import Foundation
import PerceiveCLI
import TestSupport
import Testing

@Suite struct VoiceOverCommandTests {
    func run(_ arguments: [String]) -> (status: ExitCode, output: String, error: String) {
        let recording = RecordingConsole()
        let status = Perceive.main(arguments: ["voiceover"] + arguments, console: recording.console)
        return (status, recording.standardOutput, recording.standardError)
    }

    @Test func swipesThroughAnExampleWithHintsIndented() {
        let result = run(["--example", "exceptional-dogs"])
        #expect(result.status == .clean)
        #expect(result.output == """
            Dog picker: Pinky. Adjustable.
              Swipe up or down with one finger to adjust the value.
            Favorite: off. Button.
            Show gallery. Button.
            Name, Pinky
            Breed, mixed
            Age, 7.0 years
            Gender, female
            Weight, 42 pounds
            Size, medium
            Fostered, yes
            Skyler's animal shelter
              Actions available.

            """)
    }

    @Test func performsTheGestureScript() {
        let result = run(["--example", "exceptional-dogs", "--gestures", "up,right,right", "--no-hints"])
        #expect(result.status == .clean)
        #expect(result.output == "Dog picker: Pinky. Adjustable.\nLayla\nFavorite: off. Button.\nName, Layla\n")
    }

    @Test func jsonIsTheTranscript() throws {
        let result = run(["--example", "brightness-slider", "--gestures", "up", "--format", "json"])
        #expect(result.status == .clean)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        let utterances = try #require(object["utterances"] as? [[String: Any]])
        #expect(utterances.map { $0["text"] as? String } == [
            "Brightness: 50%. Adjustable.", "Swipe up or down with one finger to adjust the value.", "60%"])
        #expect(utterances.map { $0["kind"] as? String } == ["element", "hint", "value"])
    }

    @Test func readsASnapshotFile() throws {
        let folder = try TemporaryFolder("voiceover")
        let file = try folder.write("screen.json", """
            {"format": "perceive-snapshot", "version": 1, "screen": {"root": {"id": "root", "children": [
              {"id": "play", "label": "Play", "traits": ["button"], "frame": {"x": 0, "y": 0, "width": 100, "height": 44}}]}}}
            """)
        let result = run([file])
        #expect(result.error == "")
        #expect(result.output == "Play. Button.\n")
    }

    @Test(arguments: [
        (["--example", "exceptional-dog"], "perceive voiceover: unknown example 'exceptional-dog'. Did you mean 'exceptional-dogs'?"),
        (["--example", "exceptional-dogs", "--gestures", "right,dubletap"],
         "perceive voiceover: --gestures: step 2 'dubletap': unknown gesture. Did you mean 'doubletap'?"),
        ([], "perceive voiceover: give a snapshot file, a Swift file or folder, or --example NAME"),
        (["a.json", "--example", "virtual-cat"], "perceive voiceover: give either a file or --example, not both"),
        (["--example", "virtual-cat", "--format", "yaml"],
         "perceive voiceover: 'yaml' is not a valid value for '--format' (expected one of: text, json)."),
        (["--example", "virtual-cat", "--dynamic-type", "AX9"],
         "perceive voiceover: 'AX9' is not a valid value for '--dynamic-type' (expected one of: XS, S, M, L, XL, XXL, XXXL, AX1, AX2, AX3, AX4, AX5). Did you mean 'AX1'?"),
    ])
    func usageErrorsExitTwoWithOneLineAndTheUsage(arguments: [String], firstLine: String) {
        let result = run(arguments)
        #expect(result.status == .usageOrInputError)
        #expect(result.output == "")
        let lines = result.error.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.first.map(String.init) == firstLine)
        #expect(result.error.contains("USAGE: perceive voiceover"))
    }

    @Test func unreadableSnapshotIsAnInputErrorNamingTheFile() {
        let result = run(["/nonexistent/screen.json"])
        #expect(result.status == .usageOrInputError)
        #expect(result.error.hasPrefix("perceive voiceover: /nonexistent/screen.json: cannot read the file"))
        #expect(!result.error.contains("USAGE"))
    }

    @Test func acceptsTheDisplaySettings() {
        let result = run(["--example", "virtual-cat:before", "--dynamic-type", "AX3", "--bold-text", "--reduce-motion",
                          "--reduce-transparency", "--increase-contrast"])
        #expect(result.status == .clean)
        #expect(result.output == "cat fill space. Image.\nTouch the cat to interact.\n")
    }
}
