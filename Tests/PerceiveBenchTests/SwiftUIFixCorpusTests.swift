import Foundation
import Testing

/// `Benchmarks/SwiftUIFixes/corpus.json`, the real accessibility fixes that
/// `scripts/score-swiftui-fixes.sh` scores the audit on (docs/swiftui-fix-corpus.md), stays
/// readable and complete: every entry has what the script needs, and every category names rules
/// that exist.
@Suite struct SwiftUIFixCorpusTests {
    static func load() throws -> FixCorpus {
        try FixCorpus.load("Benchmarks/SwiftUIFixes/corpus.json")
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
}
