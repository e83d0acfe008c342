import AccessibilityTree
import Foundation
import PerceiveCLI
import SnapshotCodec
import TestSupport
import Testing

/// `perceive tree` and `perceive voiceover` on a UI-test capture, told by its content.
@Suite struct CaptureCommandTests {
    static let capture = """
        Attributes: Application, 0x1, pid: 7, label: 'Shelter'
        Element subtree:
         →Application, 0x1, pid: 7, label: 'Shelter'
            Window (Main), 0x2, {{0.0, 0.0}, {393.0, 852.0}}
              StaticText, 0x3, {{16.0, 100.0}, {200.0, 40.0}}, label: 'Fido'
              Switch, 0x4, {{16.0, 150.0}, {361.0, 44.0}}, identifier: 'favorite', label: 'Favorite', value: 0
        """

    let folder: TemporaryFolder

    init() throws {
        folder = try TemporaryFolder("capture")
    }

    func write(_ text: String, as name: String) throws -> String {
        try folder.write(name, text)
    }

    func run(_ arguments: [String]) -> (status: ExitCode, output: String, error: String) {
        let recording = RecordingConsole()
        let status = Perceive.main(arguments: arguments, console: recording.console)
        return (status, recording.standardOutput, recording.standardError)
    }

    @Test func voiceOverSpeaksACapture() throws {
        let path = try write(Self.capture, as: "home.txt")
        let result = run(["voiceover", path])
        #expect(result.status == .clean)
        #expect(result.output == """
            Fido
            Favorite. Switch Button. Off.
              Double tap to toggle setting.

            """)
    }

    @Test func treePrintsACaptureWithItsLines() throws {
        let path = try write(Self.capture, as: "home.txt")
        let result = run(["tree", path])
        #expect(result.status == .clean)
        #expect(result.output == """
            Shelter (\(path))
              container {0, 0, 393, 852} @ \(path):4:5
                "Fido" [staticText] {16, 100, 200, 40} @ \(path):5:7 unresolved: hint; customRotors; activationPoint; inputLabels; customActions
                "Favorite" = "0" [button, toggle] id: favorite {16, 150, 361, 44} @ \(path):6:7 unresolved: hint; customRotors; activationPoint; inputLabels; customActions

            """)
    }

    @Test func treeTurnsACaptureIntoASnapshot() throws {
        let path = try write(Self.capture, as: "home.txt")
        let result = run(["tree", path, "--format", "snapshot"])
        #expect(result.status == .clean)
        let snapshot = try Snapshot.decode(Data(result.output.utf8))
        #expect(snapshot.screen.name == "Shelter")
        #expect(snapshot.screen.root.children[0].children.map(\.label) == ["Fido", "Favorite"])
    }

    @Test func aMalformedCaptureIsAnInputErrorNamingItsPlace() throws {
        let broken = Self.capture.replacingOccurrences(of: "{{16.0, 150.0}", with: "{{16.0, left}")
        let path = try write(broken, as: "home.txt")
        let result = run(["voiceover", path])
        #expect(result.status == .usageOrInputError)
        #expect(result.error == "perceive voiceover: \(path):6:20: the frame {{16.0, left}, {361.0, 44.0}} is not four numbers of points\n")
    }

    @Test func displaySettingsAreRefusedForACapture() throws {
        let path = try write(Self.capture, as: "home.txt")
        let result = run(["voiceover", path, "--bold-text"])
        #expect(result.status == .usageOrInputError)
        #expect(result.error.contains("not to a UI-test capture"))
    }
}
