import Audit
@testable import Reporting
import Testing

@Suite struct MarkdownReporterTests {
    @Test func matchesGolden() {
        expectGolden(MarkdownReporter.render(SampleReport.report), suite: "MarkdownReporter", name: "sample.md")
    }

    @Test func aCleanAuditHasNoTable() {
        #expect(MarkdownReporter.render(SampleReport.empty) == "# Accessibility audit\n\nNo findings in 2 files.\n")
    }

    @Test func pipesInCellsAreEscaped() {
        #expect(MarkdownReporter.cell("a | b\n<c>") == "a \\| b &lt;c&gt;")
    }
}
