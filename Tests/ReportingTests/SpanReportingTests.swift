import Audit
import Reporting
import Testing

/// A finding that points inside its element (the image of an icon-only button) carries the
/// element's whole span in every format: JSON `span`, a SARIF related location whose region has
/// `endLine` and `endColumn`, an `element:` line in the one-line formats; `perceive merge` keeps it.
@Suite struct SpanReportingTests {
    static let span = SourceSpan(file: "App/SpeakerView.swift", startLine: 14, startColumn: 13, endLine: 18, endColumn: 14)

    static let finding = Finding(ruleID: "icon-only-button-without-label", severity: .error,
                                 message: "VoiceOver reads this button by its image's name.",
                                 location: FindingLocation(file: "App/SpeakerView.swift", line: 16, column: 17),
                                 fingerprint: "00000000000000e5", span: span)

    /// A span that starts where the finding points says nothing the location does not.
    static let spanAtLocation = Finding(ruleID: "missing-label", severity: .error, message: "The image has no label.",
                                        location: FindingLocation(file: "App/Logo.swift", line: 3, column: 9),
                                        fingerprint: "00000000000000e6",
                                        span: SourceSpan(file: "App/Logo.swift", startLine: 3, startColumn: 9, endLine: 4, endColumn: 30))

    static let report = AuditReport(findings: SampleReport.findings + [finding, spanAtLocation], rules: SampleReport.rules, fileCount: 9)

    @Test func jsonGivesTheSpanOfEachFindingThatHasOne() {
        let json = JSONReporter.render(Self.report)
        #expect(json.components(separatedBy: "\"span\"").count == 3)
        #expect(json.contains(#""endLine": 18"#))
        #expect(json.contains(#""endColumn": 14"#))
        #expect(!JSONReporter.render(SampleReport.report).contains("\"span\""))
    }

    @Test func sarifGivesItAsARelatedRegionWithAnEnd() {
        let sarif = SARIFReporter.render(Self.report)
        #expect(sarif.components(separatedBy: "\"endLine\"").count == 3)
        #expect(sarif.contains(SARIFReporter.spanMessage))
        #expect(!SARIFReporter.render(SampleReport.report).contains("endLine"))
    }

    @Test func theOneLineFormatsNameItOnlyWhereTheFindingPointsInside() {
        #expect(TextReporter.render(Self.report).contains("""
            App/SpeakerView.swift:16:17: error: VoiceOver reads this button by its image's name. [icon-only-button-without-label]
                element: App/SpeakerView.swift:14:13-18:14

            """))
        for format in [ReportFormat.text, .github, .markdown, .junit, .gitlab] {
            let text = format.render(Self.report)
            #expect(text.contains("App/SpeakerView.swift:14:13-18:14"), "\(format)")
            #expect(!text.contains("App/Logo.swift:3:9-4:30"), "\(format)")
        }
    }

    @Test func xcodeGivesItAsANoteAtTheElementsStart() {
        let text = XcodeReporter.render(Self.report, relativeTo: "/src")
        #expect(text.contains("/src/App/SpeakerView.swift:14:13: note: the element, to line 18, column 14\n"))
        #expect(!text.contains("/src/App/Logo.swift:3:9: note:"))
    }

    @Test(arguments: [ReportFormat.json, .sarif])
    func mergeKeepsIt(format: ReportFormat) throws {
        let merged = try SampleReport.merged([Self.finding, Self.spanAtLocation], format: format)
        #expect(merged.findings.first { $0.location.file == "App/SpeakerView.swift" }?.span == Self.span)
        #expect(merged.findings.first { $0.location.file == "App/Logo.swift" }?.span == Self.spanAtLocation.span)
        #expect(merged.findings.first { $0.location.file == "App/SpeakerView.swift" }?.relatedLocations == [])
    }
}
