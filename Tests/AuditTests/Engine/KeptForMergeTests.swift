@testable import Audit
import Foundation
import SwiftSyntaxSupport
import TestSupport
import Testing

/// Once an app is done, it keeps for the merge only what the merge reads: the texts of the files
/// its findings point into, and no look-ups.
@Suite struct KeptForMergeTests {
    /// What each app kept, in the order the apps were done.
    final class Kept: @unchecked Sendable {
        private let lock = NSLock()
        private var recorded: [(texts: [String], lookups: Int)] = []
        func record(_ texts: [String], _ lookups: Int) { lock.withLock { recorded.append((texts, lookups)) } }
        var all: [(texts: [String], lookups: Int)] { lock.withLock { recorded } }
    }

    @Test func anAppKeepsTheTextsOfTheFilesItsFindingsPointIntoAndNoLookups() throws {
        let folder = try TemporaryFolder()
        try AuditAppsTests.app("Labelled", title: "Delete", in: folder)
        try AuditAppsTests.app("Unlabelled", title: "", in: folder)
        let kept = Kept()
        var runner = AuditRunner(rules: AllRules.all)
        runner.keptForMerge = { kept.record($0, $1) }
        let paths = [folder.path + "/Labelled", folder.path + "/Unlabelled"]
        let result = try runner.run(paths: paths)
        let screen = folder.path + "/Unlabelled/Sources/Screen.swift"
        #expect(result.findings.map(\.location.file).contains(screen))
        let unlabelled = kept.all.first { $0.texts.contains { $0.hasPrefix(folder.path + "/Unlabelled/") } }
        #expect(unlabelled?.texts == [screen])
        #expect(kept.all.count == 2)
        #expect(kept.all.allSatisfy { $0.lookups == 0 })
        #expect(kept.all.flatMap(\.texts).allSatisfy { path in result.findings.contains { $0.location.file == path } })
        #expect(AuditAppsTests.summary(result, in: folder)
                == AuditAppsTests.summary(try AuditRunner(rules: AllRules.all).run(paths: paths), in: folder))
    }

    static func released(_ path: String, _ text: String) -> LoadedInput {
        LoadedInput(input: AuditInput(path: path, kind: .swiftSource), source: ParsedSourceFile(path: path, text: text)).releasingTree()
    }

    @Test func textsNoFindingPointsIntoAreLetGoTheirSuppressionsStay() {
        let pointed = Self.released("A.swift", "let a = 1\n")
        let other = Self.released("B.swift", "// perceive:ignore missing-label -- decorative\nlet b = 2\n")
        let finding = Finding(ruleID: "a-rule", severity: .warning, message: "m",
                              location: FindingLocation(file: "A.swift", line: 1, column: 1))
        let kept = KeptForMerge.texts(of: [pointed, other], pointedAtBy: [InputOutcome(findings: [finding]), nil],
                                      keepsEveryText: false)
        #expect(kept.map(\.text) == ["let a = 1\n", nil])
        #expect(kept[1].suppressions?.count == other.suppressions?.count)
        #expect(other.suppressions?.isEmpty == false)
    }

    /// Runtime captures' findings are linked to the identifiers every Swift file sets.
    @Test func aRunWithRuntimeCapturesKeepsEveryText() {
        let other = Self.released("B.swift", "let b = 2\n")
        #expect(KeptForMerge.texts(of: [other], pointedAtBy: [], keepsEveryText: true).map(\.text) == ["let b = 2\n"])
    }

    @Test func anOutcomeKeepsItsFindingsWithoutItsLookups() {
        let finding = Finding(ruleID: "a-rule", severity: .warning, message: "m",
                              location: FindingLocation(file: "A.swift", line: 1, column: 1))
        let kept = KeptForMerge.outcome(InputOutcome(findings: [finding], lookups: ["type Screen"]))
        #expect(kept.findings == [finding])
        #expect(kept.lookups == [])
    }
}
