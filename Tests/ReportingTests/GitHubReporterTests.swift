import Audit
@testable import Reporting
import Testing

@Suite struct GitHubReporterTests {
    @Test func matchesGolden() {
        expectGolden(GitHubReporter.render(SampleReport.report), suite: "GitHubReporter", name: "sample.txt")
    }

    @Test func escapesDataAndProperties() {
        #expect(GitHubReporter.escapeData("100%\r\nnext: a, b") == "100%25%0D%0Anext: a, b")
        #expect(GitHubReporter.escapeProperty("a,b:c%") == "a%2Cb%3Ac%25")
    }

    @Test func everyLineIsOneCommand() {
        let lines = GitHubReporter.render(SampleReport.report).split(separator: "\n")
        #expect(lines.count == SampleReport.findings.count)
        #expect(lines.allSatisfy { $0.hasPrefix("::error ") || $0.hasPrefix("::warning ") || $0.hasPrefix("::notice ") })
    }
}
