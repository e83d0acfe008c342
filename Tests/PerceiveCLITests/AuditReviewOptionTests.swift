import Foundation
import PerceiveCLI
import Testing

/// `perceive audit --review` and `// perceive:reviewed`, end to end.
@Suite struct AuditReviewOptionTests {
    let root: String
    static let view = """
        import SwiftUI
        struct NowPlaying: View {
            var body: some View {
                Text("Now playing").font(.system(size: 17))
                    .padding().background(.ultraThinMaterial)
            }
        }

        """

    init() throws {
        root = NSTemporaryDirectory() + "perceive-cli-review-" + UUID().uuidString
        try write(Self.view)
    }

    func write(_ contents: String) throws {
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        try Data(contents.utf8).write(to: URL(fileURLWithPath: root + "/NowPlaying.swift"))
    }

    func audit(_ arguments: [String]) -> (status: ExitCode, output: String, error: String) {
        let recording = RecordingConsole()
        let status = Perceive.main(arguments: ["audit", "--no-cache", root] + arguments, console: recording.console)
        return (status, recording.standardOutput, recording.standardError)
    }

    /// The stamp the summary prints for the material.
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
            [material-ignores-reduce-transparency] 1 — Does text over this material keep its contrast with Reduce Transparency on? If not, swap the material for an opaque colour when `accessibilityReduceTransparency` is true; if so, mark it reviewed.
                \(root)/NowPlaying.swift:5:35 (stamp \(stamp))
            2 findings (0 errors, 2 warnings, 0 notes, 1 to review) in 1 file.

            """)
    }

    @Test func reviewAllListsEachWithTheCommentThatSettlesIt() throws {
        let output = audit(["--review", "all"]).output
        #expect(output.contains("\(root)/NowPlaying.swift:5:35: warning: needs review: "))
        #expect(output.contains("    settle: // perceive:reviewed \(try stamp()) — <why it is fine>\n"))
    }

    @Test func reviewNoneLeavesThemOutAndSaysSo() {
        let output = audit(["--review", "none"]).output
        #expect(!output.contains("needs review") && !output.contains("To review"))
        #expect(output.hasSuffix("2 findings (0 errors, 2 warnings, 0 notes, 1 to review, not shown) in 1 file.\n"))
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
            of: "            .padding()",
            with: "            // perceive:reviewed \(stamp) — the material sits on an opaque artwork colour\n            .padding()")
        let moved = "// A view of the player.\n" + settled
        try write(moved)
        #expect(!audit([]).output.contains("To review"))
        try write(moved.replacingOccurrences(of: ".background(.ultraThinMaterial)", with: ".background(.thinMaterial)"))
        #expect(audit([]).output.contains("[material-ignores-reduce-transparency] 1"))
    }
}
