import Foundation
import Testing

/// `Benchmarks/SwiftUIFixes/corpus.json`, the real accessibility fixes that
/// `scripts/score-swiftui-fixes.sh` scores the audit on (docs/swiftui-fix-corpus.md), stays
/// readable and complete: every entry has what the script needs, and every category names rules
/// that exist. The held-out set (`heldout.json`, scored with `--heldout`) comes from other apps
/// than the corpus and shares its categories, so that its score measures code the audit was not
/// tuned on.
@Suite struct SwiftUIFixCorpusTests {
    static func load() throws -> FixCorpus {
        try FixCorpus.load("Benchmarks/SwiftUIFixes/corpus.json")
    }

    static func loadHeldOut() throws -> FixCorpus {
        try FixCorpus.load("Benchmarks/SwiftUIFixes/heldout.json")
    }

    @Test func theCorpusHasEnoughFixesAndFiles() throws {
        let corpus = try Self.load()
        #expect(corpus.format == "perceive-swiftui-fix-corpus")
        #expect(corpus.version == 1)
        #expect(corpus.auditPaths != nil)
        #expect(corpus.fixes.count >= 40)
        #expect((corpus.accessibleFiles ?? []).filter { $0.accessibilityCommits >= 2 }.count >= 15)
        #expect(Set(corpus.fixes.map(\.id)).count == corpus.fixes.count)
    }

    @Test func everyFixNamesItsCommitsFilesAndLines() throws {
        try Self.load().expectEveryFixNamesItsCommitsFilesAndLines()
    }

    @Test func everyAccessibleFileNamesItsCommit() throws {
        let corpus = try Self.load()
        for file in corpus.accessibleFiles ?? [] {
            #expect(file.repository.hasPrefix("https://github.com/") && FixCorpus.isCommit(file.commit), "\(file.path)")
            #expect(file.path.hasSuffix(".swift"), "\(file.path)")
        }
    }

    @Test func everyCategoryNamesRulesThatExist() throws {
        try Self.load().expectEveryCategoryNamesRulesThatExist()
    }

    @Test func theHeldOutSetHasEnoughFixesFromEnoughApps() throws {
        let heldOut = try Self.loadHeldOut()
        #expect(heldOut.format == "perceive-swiftui-fix-corpus")
        #expect(heldOut.version == 1)
        #expect(heldOut.fixes.count >= 15)
        #expect(Set(heldOut.fixes.map(\.repository)).count >= 3)
        #expect(Set(heldOut.fixes.map(\.id)).count == heldOut.fixes.count)
        heldOut.expectEveryFixNamesItsCommitsFilesAndLines()
    }

    /// The held-out accessible files (scripts/select-accessible-files.py) are as many as the
    /// corpus's, each changed by two or more accessibility commits, from an app the corpus lacks.
    @Test func theHeldOutSetHasEnoughAccessibleFilesFromAnotherApp() throws {
        let corpus = try Self.load()
        let heldOut = try Self.loadHeldOut()
        let files = heldOut.accessibleFiles ?? []
        let corpusApps = Set(corpus.fixes.map(\.repository) + (corpus.accessibleFiles ?? []).map(\.repository))
        #expect(files.count >= 15)
        #expect(heldOut.auditPaths != nil)
        for file in files {
            #expect(file.accessibilityCommits >= 2, "\(file.path)")
            #expect(FixCorpus.isCommit(file.commit) && file.path.hasSuffix(".swift"), "\(file.path)")
            #expect(!corpusApps.contains(file.repository), "\(file.path): \(file.repository) is in the corpus")
        }
    }

    @Test func theHeldOutSetSharesNoAppWithTheCorpus() throws {
        let corpus = try Self.load()
        let heldOut = try Self.loadHeldOut()
        let corpusApps = Set(corpus.fixes.map(\.repository) + (corpus.accessibleFiles ?? []).map(\.repository))
        for fix in heldOut.fixes {
            #expect(!corpusApps.contains(fix.repository), "\(fix.id): \(fix.repository) is in the corpus")
        }
    }

    @Test func theHeldOutSetCountsTheCorpusCategoriesRules() throws {
        let corpus = try Self.load()
        let heldOut = try Self.loadHeldOut()
        #expect(heldOut.categories.mapValues(\.rules) == corpus.categories.mapValues(\.rules))
        for fix in heldOut.fixes {
            #expect(corpus.categories[fix.category] != nil, "\(fix.id): \(fix.category)")
        }
    }
}
