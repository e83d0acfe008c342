import Foundation
import PerceiveCLI
import TestSupport
import Testing

/// `perceive audit --cache-dir` and `--no-cache`: a report read from the cache is byte for byte
/// the report computed without it, in every format.
@Suite struct AuditCacheCommandTests {
    let folder: TemporaryFolder
    var root: String { folder.path }
    var project: String { root + "/App" }
    var cache: String { root + "/cache" }

    init() throws {
        folder = try TemporaryFolder("cli-cache")
        try write("App/Screen.swift", """
            import SwiftUI
            struct Screen: View {
                var body: some View {
                    VStack {
                        Button {
                        } label: {
                            Icon()
                        }
                        Text("Hello").font(.system(size: 17)) // perceive:ignore fixed-font-size
                        Text("Again").font(.system(size: 13))
                    }
                }
            }

            #Preview {
                Screen()
            }
            """)
        try write("App/Icon.swift", """
            import SwiftUI
            struct Icon: View {
                var body: some View {
                    Image(decorative: "star")
                }
            }
            """)
        try write("App/Info.plist", """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict>
            <key>UISupportedInterfaceOrientations</key><array><string>UIInterfaceOrientationPortrait</string></array>
            </dict></plist>
            """)
        try write("App/Broken.swift", "struct Broken { let x = \u{0} }")
    }

    func write(_ relativePath: String, _ contents: String) throws {
        try folder.write(relativePath, contents)
    }

    func audit(_ arguments: [String]) -> (status: ExitCode, output: String, error: String) {
        let recording = RecordingConsole()
        let status = Perceive.main(arguments: ["audit", project] + arguments, console: recording.console)
        return (status, recording.standardOutput, recording.standardError)
    }

    /// Every value `--format` takes.
    static let formats = ["text", "json", "sarif", "junit", "github", "markdown", "xcode", "gitlab", "html"]

    @Test(arguments: formats)
    func aCachedReportIsByteIdenticalToAnUncachedOne(format: String) {
        let uncached = audit(["--no-cache", "--format", format])
        let cold = audit(["--cache-dir", cache, "--format", format])
        let warm = audit(["--cache-dir", cache, "--format", format])
        #expect(uncached.status == .findings)
        #expect(!uncached.output.isEmpty)
        for run in [cold, warm] {
            #expect(run.status == uncached.status)
            #expect(run.output == uncached.output)
            #expect(run.error == uncached.error)
        }
    }

    /// A run where one file changed mixes entries read with inputs audited again, and still
    /// prints exactly what a run without the cache prints.
    @Test(arguments: formats)
    func aChangedFileIsReportedFreshFromTheCache(format: String) throws {
        let cold = audit(["--cache-dir", cache, "--format", "text"])
        #expect(cold.output.contains("[missing-label]"))
        try write("App/Icon.swift", """
            import SwiftUI
            struct Icon: View {
                var body: some View {
                    Text("Star")
                }
            }
            """)
        let warm = audit(["--cache-dir", cache, "--format", format])
        let uncached = audit(["--no-cache", "--format", format])
        #expect(warm.output == uncached.output)
        #expect(warm.status == uncached.status)
        #expect(!audit(["--cache-dir", cache, "--format", "text"]).output.contains("[missing-label]"))
    }

    @Test func theFormatsAreEveryFormat() {
        let recording = RecordingConsole()
        _ = Perceive.main(arguments: ["audit", "--help"], console: recording.console)
        #expect(recording.standardOutput.contains("text (default), json, sarif, junit, github, markdown, xcode,\n"
                                                  + "                                 gitlab, html (docs/html-report.md)"))
        #expect(Self.formats == ["text", "json", "sarif", "junit", "github", "markdown", "xcode", "gitlab", "html"])
    }

    @Test func theCacheFolderIsWhereEntriesGo() {
        _ = audit(["--cache-dir", cache])
        #expect(FileManager.default.fileExists(atPath: cache + "/v1/runs"))
        #expect(FileManager.default.fileExists(atPath: cache + "/v1/inputs"))
    }

    @Test func noCacheAndACacheFolderContradictEachOther() {
        let run = audit(["--no-cache", "--cache-dir", cache])
        #expect(run.status == .usageOrInputError)
        #expect(run.error.contains("'--cache-dir' and '--no-cache' cannot be used together"))
    }
}
