import Audit
import Reporting
import Testing

/// A finding on a captured element shows the source lines that set its identifier in every
/// format, and `perceive merge` keeps them (docs/runtime-capture.md, Merge with source).
@Suite struct RelatedLocationReportingTests {
    static let related = [
        RelatedLocation(FindingLocation(file: "App/DogPhoto.swift", line: 9, column: 38),
                        message: #"sets accessibilityIdentifier "dog_photo", which this element carries (ambiguous: one of 2 places that set it)"#),
        RelatedLocation(FindingLocation(file: "App/LegacyPhotoView.swift", line: 8, column: 45),
                        message: #"sets accessibilityIdentifier "dog_photo", which this element carries (ambiguous: one of 2 places that set it)"#),
    ]

    static let finding = Finding(ruleID: "missing-label", severity: .error, message: "The image has no label.",
                                 location: FindingLocation(file: "captures/home.txt", line: 8, column: 7, elementPath: "Window/Image[1]"),
                                 fingerprint: "00000000000000d4", identifier: ElementIdentifier("dog_photo"),
                                 relatedLocations: related)

    static let report = AuditReport(findings: SampleReport.findings + [finding], rules: SampleReport.rules, fileCount: 8)

    @Test func theTextReportListsEachSourceLineUnderTheFinding() {
        let text = TextReporter.render(Self.report)
        #expect(text.contains("""
            captures/home.txt:8:7: error: The image has no label. (element 'Window/Image[1]') [missing-label]
                source: App/DogPhoto.swift:9:38: sets accessibilityIdentifier "dog_photo", which this element carries (ambiguous: one of 2 places that set it)
                source: App/LegacyPhotoView.swift:8:45: sets accessibilityIdentifier "dog_photo", which this element carries (ambiguous: one of 2 places that set it)

            """))
    }

    @Test func jsonAndSARIFCarryThemAndOnlyWhereThereAreSome() {
        let json = JSONReporter.render(Self.report)
        #expect(json.components(separatedBy: "\"relatedLocations\"").count == 2)
        #expect(json.contains(#""file": "App/LegacyPhotoView.swift""#) || json.contains(#""file":"App/LegacyPhotoView.swift""#))
        let sarif = SARIFReporter.render(Self.report)
        #expect(sarif.components(separatedBy: "\"relatedLocations\"").count == 2)
        #expect(!JSONReporter.render(SampleReport.report).contains("relatedLocations"))
        #expect(!SARIFReporter.render(SampleReport.report).contains("relatedLocations"))
    }

    @Test func theOtherFormatsNameThemToo() {
        for format in [ReportFormat.github, .markdown, .junit] {
            #expect(format.render(Self.report).contains("App/LegacyPhotoView.swift:8:45"), "\(format)")
        }
    }

    @Test(arguments: [ReportFormat.json, .sarif])
    func mergeKeepsThem(format: ReportFormat) throws {
        let merged = try SampleReport.merged([Self.finding], format: format)
        #expect(merged.findings.first { $0.location.file == "captures/home.txt" }?.relatedLocations == Self.related)
    }
}
