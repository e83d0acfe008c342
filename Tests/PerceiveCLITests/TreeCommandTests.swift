import AccessibilityTree
import Foundation
import PerceiveCLI
import SnapshotCodec
import TestSupport
import Testing

@Suite struct TreeCommandTests {
    static let source = """
        import SwiftUI

        struct ContentView: View {
            @Environment(\\.dynamicTypeSize) private var size
            var body: some View {
                VStack {
                    Text(size.isAccessibilitySize ? "Large" : "Standard")
                    Button("Adopt") { }
                    FancyChart()
                }
            }
        }
        """

    let scratch: TemporaryFolder

    init() throws {
        scratch = try TemporaryFolder("tree")
    }

    /// The test's folder, holding `ContentView.swift`.
    func folder() throws -> String {
        try scratch.write("ContentView.swift", Self.source)
        return scratch.path
    }

    func run(_ arguments: [String]) -> (status: ExitCode, output: String, error: String) {
        let recording = RecordingConsole()
        let status = Perceive.main(arguments: ["tree"] + arguments, console: recording.console)
        return (status, recording.standardOutput, recording.standardError)
    }

    @Test func printsEachElementWithFrameAndLocation() throws {
        let path = try folder()
        let file = path + "/ContentView.swift"
        let result = run([path, "--dynamic-type", "AX2"])
        #expect(result.status == .clean)
        #expect(result.output == """
            ContentView (AX2)
              "Large" [staticText] {155.25, 368.5, 82.5, 40} @ \(file):7:13
              "Adopt" [button] {155.25, 416.5, 82.5, 40} @ \(file):8:13
              (no label) {0, 464.5, 393, 44} @ \(file):9:13 unresolved: unknown view `FancyChart`
            \(file):9:13: warning: unknown view `FancyChart`

            Not fully evaluated:
              \(file): 1 warning

            """)
    }

    @Test func jsonIsTheLoweringResultsCodableForm() throws {
        let result = run([try folder(), "--view", "ContentView", "--format", "json"])
        #expect(result.status == .clean)
        let json = try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [[String: Any]]
        let screen = json?.first?["screen"] as? [String: Any]
        let root = screen?["root"] as? [String: Any]
        let children = root?["children"] as? [[String: Any]]
        #expect(children?.compactMap { $0["label"] as? String } == ["Standard", "Adopt"])
        #expect(children?.first?["id"] as? String == "ContentView/VStack[0]/Text[0]")
    }

    @Test func snapshotFormatWritesOneScreenForVoiceOver() throws {
        let result = run([try folder(), "--view", "ContentView", "--format", "snapshot"])
        #expect(result.status == .clean)
        let snapshot = try Snapshot.decode(Data(result.output.utf8))
        #expect(snapshot.screen.root.children.compactMap(\.label) == ["Standard", "Adopt"])
        #expect(snapshot.screen.root.children.last?.unresolved == [Unresolved(reason: "unknown view `FancyChart`")])
    }

    @Test func snapshotFormatNeedsASingleScreen() throws {
        let path = try folder()
        try "struct Other: View { var body: some View { Text(\"B\") } }"
            .write(toFile: path + "/Other.swift", atomically: true, encoding: .utf8)
        let result = run([path, "--format", "snapshot"])
        #expect(result.status == .usageOrInputError)
        #expect(result.error.hasPrefix("perceive tree: '--format snapshot' writes one screen, and 2 were found"))
    }

    @Test func idsAreShownOnRequest() throws {
        let result = run([try folder(), "--ids"])
        #expect(result.output.contains("#ContentView/VStack[0]/Button[1]"))
    }

    @Test(arguments: [
        (["--view", "ContentVeiw"], "perceive tree: no view named 'ContentVeiw'. Did you mean 'ContentView'?\n"),
        (["--preview", "Dark"], "perceive tree: no preview named 'Dark'\n"),
    ])
    func unknownNamesAreInputErrors(_ example: (arguments: [String], message: String)) throws {
        let result = run([try folder()] + example.arguments)
        #expect(result.status == .usageOrInputError)
        #expect(result.error == example.message)
    }

    @Test func missingPathIsAnInputError() {
        let result = run(["/no/such/folder"])
        #expect(result.status == .usageOrInputError)
        #expect(result.error == "perceive tree: /no/such/folder: no such file or folder\n")
    }

    @Test func badSizeIsAUsageErrorWithASuggestion() throws {
        let result = run([try folder(), "--dynamic-type", "AX9"])
        #expect(result.status == .usageOrInputError)
        #expect(result.error.hasPrefix("perceive tree: 'AX9' is not a valid value for '--dynamic-type'"))
    }
}
