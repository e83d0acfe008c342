import Foundation
import PerceiveCLI
import TestSupport
import Testing

/// `perceive audit --shard K/N` and `perceive merge`: the merged report of the shards is the
/// report of one run, byte for byte, and the merge exits as that run does.
@Suite struct MergeCommandTests {
    let folder: TemporaryFolder
    var root: String { folder.path }

    init() throws {
        folder = try TemporaryFolder("cli-merge")
    }

    func write(_ relativePath: String, _ data: Data) throws {
        try folder.write(relativePath, data: data)
    }

    func perceive(_ arguments: [String]) -> (status: ExitCode, output: String, error: String) {
        let recording = RecordingConsole()
        let status = Perceive.main(arguments: arguments, console: recording.console)
        return (status, recording.standardOutput, recording.standardError)
    }

    /// Audits `path` whole and in `count` shards, merges the shards' reports, and expects the
    /// same bytes and exit status.
    func expectMergeEqualsOneRun(_ path: String, count: Int, format: String) throws {
        let whole = perceive(["audit", path, "--format", format])
        #expect(whole.error.isEmpty)
        var reports: [String] = []
        for index in 1...count {
            let report = root + "/shard-\(index).\(format)"
            let shard = perceive(["audit", path, "--format", format, "--shard", "\(index)/\(count)", "--output", report])
            #expect(shard.error.isEmpty)
            reports.append(report)
        }
        let merged = perceive(["merge"] + reports.reversed())
        #expect(merged.error.isEmpty)
        #expect(merged.output == whole.output)
        #expect(merged.status == whole.status)
        #expect(!whole.output.isEmpty)
    }

    @Test(arguments: ["json", "sarif"])
    func theExamplesInThreeShardsMergeIntoOneRun(format: String) throws {
        try expectMergeEqualsOneRun(AuditExamplesCommandTests.examples, count: 3, format: format)
    }

    /// Previews showing views of other files, a tap gesture whose source finding supersedes the
    /// tree finding in another file, a binary `.swift` file and an asset catalog missing a
    /// `Contents.json`: placed findings, supersession and input diagnostics all merge.
    func writeProject() throws {
        try write("Row.swift", Data("""
            import SwiftUI
            struct Row: View {
                var body: some View {
                    Button {
                    } label: {
                        Image("fav_star_outline")
                    }
                }
            }
            """.utf8))
        for list in ["RouteList", "FavouriteList", "NearbyList"] {
            try write("\(list).swift", Data("""
                import SwiftUI
                struct \(list): View {
                    var body: some View {
                        VStack {
                            Row()
                            Text("\(list)").font(.system(size: 17))
                        }
                    }
                }

                #Preview {
                    \(list)()
                }
                """.utf8))
        }
        try write("Card.swift", Data("""
            import SwiftUI
            struct Card: View {
                var body: some View {
                    Text("Open the route")
                        .onTapGesture { tap() }
                }
            }
            """.utf8))
        try write("CardPreview.swift", Data("import SwiftUI\n#Preview {\n    Card()\n}\n".utf8))
        try write("Binary.swift", Data([0x00, 0x01, 0x02]))
        // The project root, which shard shares are computed from: the same files split the same
        // way on every run (2 shards split `Row` from the lists, 3 and 4 spread the lists that
        // show it over several shards, 4 splits `Card` from its preview).
        try write(".perceive.json", Data("{}".utf8))
        try write("Assets.xcassets/Logo.imageset/logo.png", Data([0x89, 0x50]))
    }

    @Test(arguments: ["json", "sarif"], [2, 3, 4])
    func aProjectWithCrossFileViewsMergesIntoOneRun(format: String, count: Int) throws {
        try writeProject()
        try expectMergeEqualsOneRun(root, count: count, format: format)
    }

    @Test func theProjectHasPlacedFindingsAndInputErrors() throws {
        try writeProject()
        let run = perceive(["audit", root])
        #expect(run.status == .findings)
        #expect(run.output.contains("\(root)/Binary.swift: error: holds NUL bytes"))
        #expect(run.output.contains("\(root)/Assets.xcassets/Logo.imageset"))
        #expect(run.output.contains("\(root)/Row.swift:4:9: error: "))
        #expect(run.output.contains("\(root)/Card.swift:5:13: error: "))
        #expect(!run.output.contains("[tappable-without-button-trait]"))
    }

    @Test(arguments: [
        ("0/3", "'0/3' is not a shard: K must be between 1 and N"),
        ("4/3", "'4/3' is not a shard: K must be between 1 and N"),
        ("a/b", "'a/b' is not a shard: expected K/N with whole numbers, as 2/4"),
    ])
    func aBadShardIsAUsageError(shard: String, problem: String) {
        let run = perceive(["audit", root, "--shard", shard])
        #expect(run.status == .usageOrInputError)
        #expect(run.error.hasPrefix("perceive audit: '--shard': \(problem)\n"))
        #expect(run.error.contains("USAGE: perceive audit"))
    }

    @Test func aShardCannotFixOrWriteABaseline() {
        let run = perceive(["audit", root, "--shard", "1/2", "--fix"])
        #expect(run.status == .usageOrInputError)
        #expect(run.error.hasPrefix("perceive audit: '--shard' cannot be used with '--fix' or '--write-baseline'"))
        let baseline = perceive(["audit", root, "--shard", "1/2", "--baseline", root + "/baseline.json"])
        #expect(baseline.status == .usageOrInputError)
        #expect(baseline.error.hasPrefix(
            "perceive audit: '--shard' cannot be used with '--baseline': give the baseline to 'perceive merge --baseline FILE'\n"))
    }

    /// Three previews in three shards show `Row`, each with its own element path: the whole run
    /// keeps one of them, which is the one its baseline accepts; the merge applies the baseline
    /// after keeping the same one.
    @Test(arguments: ["json", "sarif"])
    func theMergeAppliesABaselineAsTheWholeRunDoes(format: String) throws {
        try writeProject()
        let baseline = root + "/baseline.json"
        #expect(perceive(["audit", root, "--write-baseline", baseline]).status == .clean)
        try write("Extra.swift", Data("import SwiftUI\nstruct Extra: View {\n    var body: some View { Text(\"New\").font(.system(size: 9)) }\n}\n".utf8))
        let whole = perceive(["audit", root, "--format", format, "--baseline", baseline])
        var reports: [String] = []
        for index in 1...3 {
            let report = root + "/shard-\(index).\(format)"
            #expect(perceive(["audit", root, "--format", format, "--shard", "\(index)/3", "--output", report]).error.isEmpty)
            reports.append(report)
        }
        let merged = perceive(["merge", "--baseline", baseline] + reports)
        #expect(merged.output == whole.output)
        #expect(merged.status == whole.status)
        #expect(whole.output.contains("Extra.swift"))
        #expect(!whole.output.contains("Row.swift"))
    }

    @Test func theMergeWritesToAFileWithDashO() throws {
        try writeProject()
        let report = root + "/shard.json"
        #expect(perceive(["audit", root, "--format", "json", "--shard", "1/1", "--output", report]).status == .findings)
        let run = perceive(["merge", report, "-o", root + "/merged.json"])
        #expect(run.status == .findings)
        #expect(run.output.isEmpty)
        let merged = try String(contentsOfFile: root + "/merged.json", encoding: .utf8)
        #expect(merged == perceive(["audit", root, "--format", "json"]).output)
    }

    @Test func aMergeWithoutReportsOrWithAnUnreadableOneExitsTwo() {
        let none = perceive(["merge"])
        #expect(none.status == .usageOrInputError)
        #expect(none.error.hasPrefix("perceive merge: give the reports of the shards to merge\n"))
        let missing = perceive(["merge", root + "/nothing.json"])
        #expect(missing.status == .usageOrInputError)
        #expect(missing.error == "perceive merge: \(root)/nothing.json: cannot read the report\n")
    }

    @Test func shardsOfOtherSettingsAreRefusedNamingTheFile() throws {
        try writeProject()
        #expect(perceive(["audit", root, "--format", "json", "--shard", "1/2", "--output", root + "/1.json"]).error.isEmpty)
        #expect(perceive(["audit", root, "--format", "json", "--shard", "2/2", "--bold-text", "--output", root + "/2.json"])
            .error.isEmpty)
        let run = perceive(["merge", root + "/1.json", root + "/2.json"])
        #expect(run.status == .usageOrInputError)
        #expect(run.error == "perceive merge: \(root)/2.json: audited with other settings than \(root)/1.json "
            + "(paths, configuration, display settings, --changed-since or --fail-on differ)\n")
    }
}
