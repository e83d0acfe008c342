import Foundation
import Testing

/// `Benchmarks/UIKitFixes/corpus.json`, the real UIKit accessibility fixes that
/// `scripts/score-uikit-fixes.sh` scores the audit on (docs/uikit-fix-corpus.md), stays readable
/// and complete: enough fixes from several apps, every entry in the form the script reads, every
/// category naming rules that exist, and the fixes a source audit cannot see marked as such.
@Suite struct UIKitFixCorpusTests {
    static func load() throws -> FixCorpus {
        try FixCorpus.load("Benchmarks/UIKitFixes/corpus.json")
    }

    /// Why a source audit cannot see a fix: the problem lives in a nib or storyboard, or only at run time.
    static let reasonsOutOfReach: Set<String> = ["nib", "runtime"]

    @Test func theCorpusHasTwentyFixesInReachFromSeveralApps() throws {
        let corpus = try Self.load()
        #expect(corpus.format == "perceive-uikit-fix-corpus")
        #expect(corpus.version == 1)
        #expect(corpus.fixes.filter { $0.outOfReach == nil }.count >= 20)
        #expect(Set(corpus.fixes.map(\.repository)).count >= 3)
        #expect(Set(corpus.fixes.map(\.id)).count == corpus.fixes.count)
    }

    @Test func everyFixNamesItsCommitsFilesAndLines() throws {
        try Self.load().expectEveryFixNamesItsCommitsFilesAndLines()
    }

    @Test func fixesOutOfReachSayWhy() throws {
        for fix in try Self.load().fixes {
            if let reason = fix.outOfReach {
                #expect(Self.reasonsOutOfReach.contains(reason), "\(fix.id): outOfReach \(reason)")
            }
        }
    }

    @Test func everyCategoryNamesRulesThatExist() throws {
        try Self.load().expectEveryCategoryNamesRulesThatExist()
    }

    /// Rules still being written are named as rule ids are, and not twice.
    @Test func pendingRulesAreRuleIDs() throws {
        for (name, category) in try Self.load().categories {
            for rule in category.pendingRules ?? [] {
                #expect(!rule.isEmpty && rule.allSatisfy { $0.isLowercase || $0 == "-" }, "\(name): \(rule)")
                #expect(!category.rules.contains(rule), "\(name): \(rule) is both a rule and pending")
            }
        }
    }
}
