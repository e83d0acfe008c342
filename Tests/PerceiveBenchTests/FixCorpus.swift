import Foundation
import PerceiveCLI
import Testing

/// A corpus of real accessibility fixes as `scripts/score-fixes.py` reads it: the SwiftUI one
/// (docs/swiftui-fix-corpus.md) and the UIKit one (docs/uikit-fix-corpus.md).
struct FixCorpus: Decodable {
    let format: String
    let version: Int
    let categories: [String: Category]
    let auditPaths: [String: [String]]?
    let fixes: [Fix]
    let accessibleFiles: [AccessibleFile]?

    struct Category: Decodable {
        let description: String
        let rules: [String]
        /// Rules being written: counted by the script once the audit reports them.
        let pendingRules: [String]?
    }

    struct Fix: Decodable {
        let id, repository, commit, parent, category, why: String
        let changes: [Change]
        /// Why a source audit cannot see the problem ("nib", "runtime"), when it cannot.
        let outOfReach: String?
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

    /// Apps whose fixes are kept apart from the corpora, so that they measure independently.
    static let keptApart = [
        "IceCubesApp", "Meshtastic", "trySwiftTokyo", "CriticalMaps", "Ruddarr", "MythConf", "BookPlayer",
        "element-x-ios", "NetNewsWire", "mastodon-ios", "duckduckgo", "pocket-casts-ios", "SwiftEntryKit",
    ]

    /// Reads the corpus at `path`, relative to the package's root.
    static func load(_ path: String) throws -> FixCorpus {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        return try JSONDecoder().decode(FixCorpus.self, from: Data(contentsOf: root.appendingPathComponent(path)))
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

    /// Expects every fix to name its repository, commits, category, reason, Swift files and line
    /// ranges, and to come from an app that is not kept apart.
    func expectEveryFixNamesItsCommitsFilesAndLines() {
        for fix in fixes {
            #expect(fix.repository.hasPrefix("https://github.com/"), "\(fix.id): repository")
            #expect(Self.isCommit(fix.commit) && Self.isCommit(fix.parent), "\(fix.id): commit and parent")
            #expect(fix.commit.hasPrefix(String(fix.id.split(separator: "-").last ?? "")), "\(fix.id): id ends with the commit")
            #expect(categories[fix.category] != nil, "\(fix.id): category \(fix.category)")
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

    /// Expects every category to name rules that `perceive rules` lists.
    func expectEveryCategoryNamesRulesThatExist() {
        let known = Self.ruleIDs
        #expect(known.contains("icon-only-button-without-label"))
        for (name, category) in categories {
            #expect(!category.rules.isEmpty, "\(name)")
            for rule in category.rules {
                #expect(known.contains(rule), "\(name): \(rule) is not a rule")
            }
        }
    }
}
