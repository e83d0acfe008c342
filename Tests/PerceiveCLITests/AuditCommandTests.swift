import Foundation
import PerceiveCLI
import TestSupport
import Testing

/// `perceive audit` end to end, over files in a fresh temporary folder.
@Suite struct AuditCommandTests {
    let folder: TemporaryFolder
    var root: String { folder.path }

    init() throws {
        folder = try TemporaryFolder("cli-audit")
        try write("App/ContentView.swift", """
            import SwiftUI
            struct ContentView: View {
                var body: some View {
                    Text("Hello").font(.system(size: 17))
                }
            }

            """)
        try write("Snapshots/home.json", """
            {"format": "perceive-snapshot", "version": 1,
             "screen": {"root": {"id": "root", "children": [{"id": "play", "traits": ["button"]}]}}}
            """)
    }

    func write(_ relativePath: String, _ contents: String) throws {
        try folder.write(relativePath, contents)
    }

    func read(_ relativePath: String) -> String? {
        FileManager.default.contents(atPath: root + "/" + relativePath).map { String(decoding: $0, as: UTF8.self) }
    }

    func audit(_ arguments: [String]) -> (status: ExitCode, output: String, error: String) {
        let recording = RecordingConsole()
        let status = Perceive.main(arguments: ["audit"] + arguments, console: recording.console)
        return (status, recording.standardOutput, recording.standardError)
    }

    @Test func reportsFindingsInXcodeFormAndFailsOnErrors() {
        let run = audit([root])
        #expect(run.status == .findings)
        #expect(run.output.contains("\(root)/App/ContentView.swift:4:28: warning: "))
        #expect(run.output.contains("[fixed-font-size]"))
        #expect(run.output.contains("\(root)/Snapshots/home.json:1:1: error: "))
        #expect(run.output.hasSuffix("2 findings (1 error, 1 warning, 0 notes) in 2 files.\n"))
    }

    @Test func failOnChoosesTheFailingSeverity() throws {
        try FileManager.default.removeItem(atPath: root + "/Snapshots/home.json")
        #expect(audit([root]).status == .clean)
        #expect(audit([root, "--fail-on", "warning"]).status == .findings)
        try write(".perceive.json", #"{"failOn": "warning"}"#)
        #expect(audit([root]).status == .findings)
        #expect(audit([root, "--fail-on", "error"]).status == .clean)
    }

    @Test func writesTheReportToAFile() throws {
        let run = audit([root, "--format", "json", "--output", root + "/report.json"])
        #expect(run.status == .findings)
        #expect(run.output.isEmpty)
        let data = Data(try #require(read("report.json")).utf8)
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect((object["findings"] as? [Any])?.count == 2)
    }

    @Test func theConfigurationDisablesRules() throws {
        try write(".perceive.json", #"{"disabled": ["missing-label"], "severity": {"fixed-font-size": "error"}}"#)
        let run = audit([root])
        #expect(run.status == .findings)
        #expect(!run.output.contains("missing-label"))
        #expect(run.output.contains(":4:28: error: "))
    }

    @Test func aBadConfigurationNamesTheFileAndPlace() throws {
        try write(".perceive.json", #"{"disabled": ["missing-lable"]}"#)
        let run = audit([root])
        #expect(run.status == .usageOrInputError)
        #expect(run.error.contains("/.perceive.json:1:15: at 'disabled[0]': unknown rule id 'missing-lable'. Did you mean 'missing-label'?"))
    }

    @Test func aBaselineAcceptsTodaysFindingsOnly() throws {
        let baseline = root + "/baseline.json"
        let written = audit([root, "--write-baseline", baseline])
        #expect(written.status == .clean)
        #expect(written.error.contains("wrote 2 findings to the baseline"))
        #expect(audit([root, "--baseline", baseline]).output == "No findings in 2 files.\n")

        try write("App/ContentView.swift", """
            import SwiftUI
            // A comment moves the old finding down a line.
            struct ContentView: View {
                var body: some View {
                    Text("Hello").font(.system(size: 17))
                    Text("New").font(.system(size: 12))
                }
            }

            """)
        let run = audit([root, "--baseline", baseline, "--fail-on", "warning"])
        #expect(run.status == .findings)
        #expect(run.output.split(separator: "\n").filter { $0.contains("fixed-font-size") }.map { String($0.prefix(while: { $0 != " " })) }
            == ["\(root)/App/ContentView.swift:6:26:"])
    }

    @Test func fixDryRunPrintsADiffAndWritesNothing() throws {
        let original = read("App/ContentView.swift")
        let run = audit([root, "--fix", "--dry-run"])
        #expect(run.status == .clean)
        #expect(run.output.contains("-        Text(\"Hello\").font(.system(size: 17))\n+        Text(\"Hello\").font(.body)\n"))
        #expect(run.output.hasPrefix("--- a/\(root)/App/ContentView.swift\n+++ b/\(root)/App/ContentView.swift\n@@ -1,6 +1,6 @@\n"))
        #expect(read("App/ContentView.swift") == original)
    }

    @Test func fixWritesTheFileAndReportsWhatIsLeft() throws {
        let run = audit([root, "--fix"])
        #expect(read("App/ContentView.swift")?.contains("Text(\"Hello\").font(.body)") == true)
        #expect(run.error.contains("ContentView.swift: applied 1 fix-it"))
        #expect(!run.output.contains("fixed-font-size"))
        #expect(run.output.contains("missing-label"))
        #expect(run.status == .findings)
    }

    @Test func changedSinceOutsideGitIsAClearError() {
        let run = audit([root, "--changed-since", "HEAD"])
        #expect(run.status == .usageOrInputError)
        #expect(run.error.contains("--changed-since needs a git repository"))
    }

    @Test func changedSinceKeepsOnlyFindingsOnChangedLines() throws {
        func git(_ arguments: String...) throws {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["git", "-C", root, "-c", "user.name=Perceive", "-c", "user.email=audit@example.com"] + arguments
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            process.waitUntilExit()
            #expect(process.terminationStatus == 0, "git \(arguments.joined(separator: " ")) failed")
        }
        try git("init", "-q")
        try git("add", ".")
        try git("commit", "-q", "-m", "start")
        try write("App/ContentView.swift", (read("App/ContentView.swift") ?? "") + "let caption = Text(\"Note\").font(.system(size: 11))\n")
        let run = audit([root, "--changed-since", "HEAD", "--fail-on", "warning"])
        #expect(run.status == .findings)
        #expect(run.output.contains("ContentView.swift:7:"))
        #expect(!run.output.contains("ContentView.swift:4:"))
        #expect(!run.output.contains("missing-label"))
    }

    @Test(arguments: [
        (["--dry-run"], "'--dry-run' only applies with '--fix'"),
        (["--format", "sarf"], "'sarf' is not a valid value for '--format' (expected one of: text, json, sarif, junit, github, markdown, xcode, gitlab, html). Did you mean 'sarif'?"),
        (["--dynamic-type", "AX9"], "'AX9' is not a valid value for '--dynamic-type'"),
        (["--baseline", "a", "--write-baseline", "b"], "'--baseline' and '--write-baseline' cannot be used together"),
    ])
    func usageErrorsExitTwo(arguments: [String], message: String) {
        let run = audit(arguments)
        #expect(run.status == .usageOrInputError)
        #expect(run.error.hasPrefix("perceive audit: " + message))
    }

    @Test func anUnreadableInputIsReportedAndTheRestIsAudited() throws {
        try write("App/Broken.swift", "struct \u{0}")
        let run = audit([root, "--format", "json"])
        #expect(run.status == .findings)
        #expect(run.output.contains("\"inputErrors\""))
        #expect(run.output.contains("holds NUL bytes: a binary file, not Swift source"))
        #expect(run.error.isEmpty)
    }

    @Test func aRunWhereNoInputCouldBeReadExitsTwo() throws {
        try write("Only/Broken.swift", "struct \u{0}")
        let run = audit([root + "/Only"])
        #expect(run.status == .usageOrInputError)
        #expect(run.output.hasPrefix("\(root)/Only/Broken.swift: error: holds NUL bytes"))
    }

    @Test func aMissingPathIsAnInputError() {
        let run = audit([root + "/Nowhere"])
        #expect(run.status == .usageOrInputError)
        #expect(run.error == "perceive audit: \(root)/Nowhere: no such file or folder\n")
    }

    @Test func theSameInputGivesByteIdenticalReports() {
        for format in ["json", "sarif"] {
            #expect(audit([root, "--format", format]).output == audit([root, "--format", format]).output, "\(format)")
        }
    }

    @Test func everyFormatRenders() {
        for format in ["text", "json", "sarif", "junit", "github", "markdown"] {
            let run = audit([root, "--format", format])
            #expect(run.status == .findings, "\(format)")
            #expect(run.output.contains("missing-label"), "\(format)")
        }
    }
}
