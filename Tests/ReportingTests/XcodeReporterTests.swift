import Audit
@testable import Reporting
import Testing

@Suite struct XcodeReporterTests {
    @Test func matchesGolden() {
        expectGolden(XcodeReporter.render(SampleReport.report, relativeTo: "/Users/dev/Dogs"), suite: "XcodeReporter", name: "sample.txt")
    }

    /// The form Xcode lists in the Issue navigator: `path:line:column: error|warning|note: message`.
    @Test func everyFindingIsOneDiagnosticLineWithAnAbsolutePath() throws {
        let lines = XcodeReporter.render(SampleReport.report, relativeTo: "/Users/dev/Dogs").split(separator: "\n")
        let diagnostics = lines.filter { $0.contains(#/^/.+:\d+:\d+: (error|warning): /#) }
        #expect(diagnostics.count == SampleReport.findings.count)
        #expect(lines.count == SampleReport.findings.count + 1, "one line per finding, then the summary")
    }

    @Test(arguments: [
        ("App/View.swift", "/src", "/src/App/View.swift"),
        ("./App/View.swift", "/src/", "/src/App/View.swift"),
        ("/elsewhere/View.swift", "/src", "/elsewhere/View.swift"),
        (".", "/src", "/src"),
    ])
    func relativePathsAreReadFromTheFolder(path: String, folder: String, expected: String) {
        #expect(XcodeReporter.absolute(path, in: folder) == expected)
    }

    @Test func relatedPlacesAreNotesUnderTheirFinding() {
        let finding = Finding(ruleID: "missing-label", severity: .error, message: "No label.",
                              location: FindingLocation(file: "capture.xml", line: 4, column: 3),
                              relatedLocations: [RelatedLocation(FindingLocation(file: "App/Card.swift", line: 9, column: 14),
                                                                 message: "sets the identifier 'card'")])
        let report = AuditReport(findings: [finding], rules: SampleReport.rules, fileCount: 1)
        #expect(XcodeReporter.render(report, relativeTo: "/p") == """
            /p/capture.xml:4:3: error: No label. [missing-label]
            /p/App/Card.swift:9:14: note: sets the identifier 'card'
            1 finding (1 error, 0 warnings, 0 notes) in 1 file.

            """)
    }

    @Test func inputErrorsNameTheFile() {
        let report = AuditReport(findings: [], rules: [], fileCount: 1,
                                 inputErrors: [InputError(file: "App/Broken.swift", message: "not UTF-8")])
        #expect(XcodeReporter.render(report, relativeTo: "/p").hasPrefix("/p/App/Broken.swift: error: not UTF-8\n"))
    }
}
