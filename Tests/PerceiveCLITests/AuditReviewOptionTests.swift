import Foundation
import PerceiveCLI
import TestSupport
import Testing

/// `perceive audit --review` and `// perceive:reviewed`, end to end.
@Suite struct AuditReviewOptionTests {
    let folder: TemporaryFolder
    var root: String { folder.path }
    static let view = """
        import SwiftUI
        struct NowPlaying: View {
            var body: some View {
                Text("Now playing").font(.system(size: 17))
                    .padding().foregroundColor(.white).background(Color.red.opacity(0.75))
            }
        }

        """

    init() throws {
        folder = try TemporaryFolder("cli-review")
        try write(Self.view)
    }

    func write(_ contents: String) throws {
        try folder.write("NowPlaying.swift", contents)
    }

    func audit(_ arguments: [String]) -> (status: ExitCode, output: String, error: String) {
        let recording = RecordingConsole()
        let status = Perceive.main(arguments: ["audit", "--no-cache", root] + arguments, console: recording.console)
        return (status, recording.standardOutput, recording.standardError)
    }

    /// The stamp the summary prints for the contrast over a translucent colour.
    func stamp() throws -> String {
        let output = audit([]).output
        let range = try #require(output.range(of: #"\(stamp ([0-9a-f]{8})\)"#, options: .regularExpression))
        return String(output[range].dropFirst("(stamp ".count).dropLast())
    }

    @Test func theTextReportSummarisesFindingsToReviewAfterTheViolations() throws {
        let output = audit([]).output
        let stamp = try stamp()
        #expect(output == """
            \(root)/NowPlaying.swift:4:34: warning: This text stays 17 pt when a person turns up their text size: someone with low vision who needs larger text cannot read it. [fixed-font-size]
                fix: Use the text style of that size, `.body`, which grows with Dynamic Type.

            To review: 1 finding the audit could not decide from the code, by rule (`--review all` lists each; settle one with `// perceive:reviewed STAMP — reason` on the line above it).
            [contrast-too-low] 1 — Which colours does this text have at run time, in light and dark appearance, and is their contrast at least 4.5:1 (3:1 for large text)? Fix the colours if not; mark it reviewed if so.
                \(root)/NowPlaying.swift:4:9 (stamp \(stamp))
            2 findings (1 error, 1 warning, 0 notes, 1 to review) in 1 file.

            """)
    }

    @Test func reviewAllListsEachWithTheCommentThatSettlesIt() throws {
        let output = audit(["--review", "all"]).output
        #expect(output.contains("\(root)/NowPlaying.swift:4:9: error: needs review: "))
        #expect(output.contains("    settle: // perceive:reviewed \(try stamp()) — <why it is fine>\n"))
    }

    @Test func reviewNoneLeavesThemOutAndSaysSo() {
        let output = audit(["--review", "none"]).output
        #expect(!output.contains("needs review") && !output.contains("To review"))
        #expect(output.hasSuffix("2 findings (1 error, 1 warning, 0 notes, 1 to review, not shown) in 1 file.\n"))
    }

    @Test func machineFormatsListEveryFindingByDefault() {
        #expect(audit(["--format", "json"]).output.contains("\"kind\": \"needsReview\""))
        #expect(!audit(["--format", "json", "--review", "none"]).output.contains("\"kind\": \"needsReview\""))
    }

    @Test func anUnknownListingIsAUsageError() {
        let run = audit(["--review", "some"])
        #expect(run.status == .usageOrInputError)
        #expect(run.error.contains("summary"))
    }

    @Test func aReviewedFindingStaysSettledUntilItsLineChanges() throws {
        let stamp = try stamp()
        let settled = Self.view.replacingOccurrences(
            of: "        Text(",
            with: "        // perceive:reviewed \(stamp) — the red is drawn over the opaque artwork, 4.8:1 measured\n        Text(")
        let moved = "// A view of the player.\n" + settled
        try write(moved)
        #expect(!audit([]).output.contains("To review"))
        try write(moved.replacingOccurrences(of: "Text(\"Now playing\")", with: "Text(\"Now playing:\")"))
        #expect(audit([]).output.contains("[contrast-too-low] 1"))
    }
}
