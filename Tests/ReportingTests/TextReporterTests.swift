import Audit
@testable import Reporting
import Testing

@Suite struct TextReporterTests {
    @Test func matchesGolden() {
        expectGolden(TextReporter.render(SampleReport.report), suite: "TextReporter", name: "sample.txt")
    }

    @Test func aCleanAuditSaysSo() {
        #expect(TextReporter.render(SampleReport.empty) == "No findings in 2 files.\n")
    }

    @Test func eachFindingIsOneLineInXcodesForm() {
        let line = TextReporter.line(for: SampleReport.findings[1])
        #expect(line == "App/Views/Dog Card.swift:12:5: error: The button has no label, so VoiceOver says only \"button\". [missing-label]")
    }
}
