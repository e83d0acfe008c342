import AccessibilityTree
import Audit
import Basics
import Foundation
@testable import Reporting
import Testing

@Suite struct JSONReporterTests {
    @Test func matchesGolden() {
        expectGolden(JSONReporter.render(SampleReport.report), suite: "JSONReporter", name: "sample.json")
    }

    @Test func parsesBackToTheSameFindings() throws {
        let data = Data(JSONReporter.render(SampleReport.report).utf8)
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(object["format"] as? String == "perceive-audit")
        let findings = try #require(object["findings"] as? [[String: Any]])
        #expect(findings.map { $0["message"] as? String } == SampleReport.report.findings.map(\.message))
        #expect(findings[0]["elementPath"] is NSNull)
        let summary = try #require(object["summary"] as? [String: Int])
        #expect(summary == ["files": 7, "findings": 4, "errors": 1, "warnings": 2, "notes": 1, "needsReview": 1])
    }

    @Test func controlCharactersAreEscaped() {
        #expect(JSONStringLiteral.quoted("a\"b\\c\u{1}\u{7F}é") == "\"a\\\"b\\\\c\\u0001\u{7F}é\"")
    }
}
