import Foundation
import PerceiveCLI
import Testing

/// `Benchmarks/SwiftUIFixes/corpus.json`, the real accessibility fixes that
/// `scripts/score-swiftui-fixes.py` scores the audit on (docs/swiftui-fix-corpus.md), stays
/// readable and complete: every entry has what the script needs, and every category names rules
/// that exist.
@Suite struct SwiftUIFixCorpusTests {
    struct Corpus: Decodable {
        let format: String
        let version: Int
        let categories: [String: Category]
        let auditPaths: [String: [String]]
        let fixes: [Fix]
        let accessibleFiles: [AccessibleFile]
    }

    struct Category: Decodable {
        let description: String
        let rules: [String]
    }

    struct Fix: Decodable {
        let id, repository, commit, parent, category, why: String
        let changes: [Change]
    }

    struct Change: Decodable {
        let path: String
        let hunks: [Hunk]
    }

    /// `[first, last]` lines of a hunk at the parent and at the fix.
    struct Hunk: Decodable {
        let before, after: [Int]
    }

    struct AccessibleFile: Decodable {
        let repository, commit, path: String
        let accessibilityCommits: Int
    }

    static let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Benchmarks/SwiftUIFixes/corpus.json")

    /// Apps whose fixes are kept apart from this corpus, so that it measures independently.
    static let keptApart = [
        "IceCubesApp", "Meshtastic", "trySwiftTokyo", "CriticalMaps", "Ruddarr", "MythConf", "BookPlayer",
        "element-x-ios", "NetNewsWire", "mastodon-ios", "duckduckgo", "pocket-casts-ios", "SwiftEntryKit",
    ]

    static func load() throws -> Corpus {
        try JSONDecoder().decode(Corpus.self, from: Data(contentsOf: file))
    }

    static func isCommit(_ text: String) -> Bool {
        text.count == 40 && text.allSatisfy(\.isHexDigit)
    }

    static func isRange(_ range: [Int]) -> Bool {
        range.count == 2 && range[0] >= 1 && range[0] <= range[1]
    }

    /// The rule ids `perceive rules` lists.
    static var ruleIDs: Set<String> {
        let recording = RecordingConsole()
        _ = Perceive.main(arguments: ["rules"], console: recording.console)
        return Set(recording.standardOutput.split(separator: "\n").dropFirst().compactMap {
            $0.split(separator: " ").first.map(String.init)
        })
    }

    @Test func theCorpusHasEnoughFixesAndFiles() throws {
        let corpus = try Self.load()
        #expect(corpus.format == "perceive-swiftui-fix-corpus")
        #expect(corpus.version == 1)
        #expect(corpus.fixes.count >= 40)
        #expect(corpus.accessibleFiles.filter { $0.accessibilityCommits >= 2 }.count >= 15)
        #expect(Set(corpus.fixes.map(\.id)).count == corpus.fixes.count)
    }

    @Test func everyFixNamesItsCommitsFilesAndLines() throws {
        let corpus = try Self.load()
        for fix in corpus.fixes {
            #expect(fix.repository.hasPrefix("https://github.com/"), "\(fix.id): repository")
            #expect(Self.isCommit(fix.commit) && Self.isCommit(fix.parent), "\(fix.id): commit and parent")
            #expect(fix.commit.hasPrefix(String(fix.id.split(separator: "-").last ?? "")), "\(fix.id): id ends with the commit")
            #expect(corpus.categories[fix.category] != nil, "\(fix.id): category \(fix.category)")
            #expect(!fix.why.isEmpty && !fix.changes.isEmpty, "\(fix.id): why and changes")
            for change in fix.changes {
                #expect(change.path.hasSuffix(".swift") && !change.hunks.isEmpty, "\(fix.id): \(change.path)")
                for hunk in change.hunks {
                    #expect(Self.isRange(hunk.before) && Self.isRange(hunk.after), "\(fix.id): \(change.path) hunk")
                }
            }
            #expect(!Self.keptApart.contains { fix.repository.localizedCaseInsensitiveContains($0) }, "\(fix.id): kept apart")
        }
    }

    @Test func everyAccessibleFileNamesItsCommit() throws {
        let corpus = try Self.load()
        for file in corpus.accessibleFiles {
            #expect(file.repository.hasPrefix("https://github.com/") && Self.isCommit(file.commit), "\(file.path)")
            #expect(file.path.hasSuffix(".swift"), "\(file.path)")
        }
    }

    @Test func everyCategoryNamesRulesThatExist() throws {
        let corpus = try Self.load()
        let known = Self.ruleIDs
        #expect(known.contains("icon-only-button-without-label"))
        for (name, category) in corpus.categories {
            #expect(!category.rules.isEmpty, "\(name)")
            for rule in category.rules {
                #expect(known.contains(rule), "\(name): \(rule) is not a rule")
            }
        }
    }
}
