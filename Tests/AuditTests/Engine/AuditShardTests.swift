import Audit
import Foundation
import TestSupport
import Testing

/// `--shard K/N`: which inputs a shard audits, and that the shards together find what one run
/// finds, with the whole project indexed in each.
@Suite struct AuditShardTests {
    @Test(arguments: [("1/1", 1, 1), ("2/4", 2, 4), ("4/4", 4, 4), ("10/12", 10, 12)])
    func aShardIsKOverN(text: String, index: Int, count: Int) throws {
        #expect(try AuditShard(parsing: text) == AuditShard(index: index, count: count))
    }

    @Test(arguments: [
        ("0/3", "'0/3' is not a shard: K must be between 1 and N"),
        ("4/3", "'4/3' is not a shard: K must be between 1 and N"),
        ("-1/3", "'-1/3' is not a shard: K must be between 1 and N"),
        ("1/0", "'1/0' is not a shard: the number of shards N must be at least 1"),
        ("a/b", "'a/b' is not a shard: expected K/N with whole numbers, as 2/4"),
        ("3", "'3' is not a shard: expected K/N with whole numbers, as 2/4"),
        ("1/2/3", "'1/2/3' is not a shard: expected K/N with whole numbers, as 2/4"),
    ])
    func aBadShardSaysWhatIsWrong(text: String, message: String) {
        #expect(throws: AuditShard.ParseError.self) { try AuditShard(parsing: text) }
        do {
            _ = try AuditShard(parsing: text)
        } catch {
            #expect(error.description == message)
        }
    }

    @Test func everyPathIsInExactlyOneShard() {
        let paths = (0..<200).map { "Sources/Feature\($0 % 7)/View\($0).swift" }
        for count in [1, 2, 3, 8] {
            for path in paths {
                let holders = (1...count).filter { AuditShard(index: $0, count: count).contains(relativePath: path) }
                #expect(holders.count == 1, "\(path) is in shards \(holders) of \(count)")
            }
        }
    }

    /// The share is a hash of the path (FNV-1a modulo N), not a position in the list: it is the
    /// same on every machine and stays when other files come and go.
    @Test func theShareDependsOnThePathAlone() {
        #expect(Fingerprint.fnv1a("App/ContentView.swift") % 4 == 2)
        #expect(AuditShard(index: 3, count: 4).contains(relativePath: "App/ContentView.swift"))
        let shares = (1...300).map { count in (1...4).filter { AuditShard(index: $0, count: 4).contains(relativePath: "F\(count).swift") } }
        let sizes = (1...4).map { shard in shares.filter { $0 == [shard] }.count }
        #expect(sizes.allSatisfy { $0 > 50 }, "300 files spread over 4 shards: \(sizes)")
    }

    static let row = ProjectFrontEndTests.row
    static let routeList = ProjectFrontEndTests.list
    static let card = """
        import SwiftUI
        struct Card: View {
            var body: some View {
                Text("Open the route")
                    .onTapGesture { tap() }
            }
        }
        """
    static let cardPreview = """
        import SwiftUI
        #Preview {
            Card()
        }
        """

    /// A project where previews show views of other files: `RouteList` shows `Row`, and
    /// `CardPreview` shows `Card`, whose tap gesture the source rule reports (superseding the
    /// tree rule's finding of the same view).
    static func project() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try folder.write("Row.swift", row)
        try folder.write("RouteList.swift", routeList)
        try folder.write("Card.swift", card)
        try folder.write("CardPreview.swift", cardPreview)
        return folder
    }

    /// The fewest shards that split each previewing file from the file it shows.
    static let splittingCount = (2...32).first { count in
        [("Row.swift", "RouteList.swift"), ("Card.swift", "CardPreview.swift")].allSatisfy { pair in
            shardIndex(of: pair.0, count: count) != shardIndex(of: pair.1, count: count)
        }
    }!

    static func shardIndex(of path: String, count: Int) -> Int {
        (1...count).first { AuditShard(index: $0, count: count).contains(relativePath: path) }!
    }

    static let rules: [any Rule.Type] = [LabelIsFileNameRule.self, TappableWithoutButtonTraitRule.self,
                                         TapGestureWithoutButtonTraitRule.self]

    func audit(_ folder: TemporaryFolder, shard: AuditShard?) throws -> AuditResult {
        var runner = AuditRunner(rules: Self.rules)
        runner.shard = shard
        return try runner.run(paths: [folder.path], root: folder.path)
    }

    func names(_ findings: [Finding], in folder: TemporaryFolder) -> [String] {
        findings.map { "\($0.location.file.dropFirst(folder.path.count + 1)):\($0.location.line):\($0.location.column) \($0.ruleID)" }
    }

    @Test func theShardsTogetherFindWhatOneRunFinds() throws {
        let folder = try Self.project()
        let whole = try audit(folder, shard: nil)
        #expect(names(whole.findings, in: folder) == [
            "Card.swift:5:13 tap-gesture-without-button-trait", "Row.swift:4:9 label-is-file-name",
        ])
        let count = Self.splittingCount
        let shards = try (1...count).map { try audit(folder, shard: AuditShard(index: $0, count: count)) }
        #expect(shards.flatMap(\.inputs).sorted() == whole.inputs)
        #expect(Set(shards.flatMap(\.findings)) == Set(whole.findings))
    }

    @Test func aShardIndexesEveryFileButAuditsOnlyItsOwn() throws {
        let folder = try Self.project()
        let count = Self.splittingCount
        let previewing = AuditShard(index: Self.shardIndex(of: "RouteList.swift", count: count), count: count)
        let result = try audit(folder, shard: previewing)
        #expect(!result.inputs.map(\.path).contains(folder.path + "/Row.swift"))
        #expect(result.inputs.map(\.path).contains(folder.path + "/RouteList.swift"))
        #expect(names(result.findings, in: folder).contains("Row.swift:4:9 label-is-file-name"))
    }

    /// The tree finding `CardPreview` places in `Card.swift` is covered by the source finding of
    /// `Card.swift`, even when another shard audits that file.
    @Test func aFindingPlacedInAnotherShardsFileIsSupersededThereToo() throws {
        let folder = try Self.project()
        let count = Self.splittingCount
        let previewing = AuditShard(index: Self.shardIndex(of: "CardPreview.swift", count: count), count: count)
        let result = try audit(folder, shard: previewing)
        #expect(!names(result.findings, in: folder).contains { $0.contains("Card.swift") })
    }
}
