import Audit
import Foundation
@testable import Reporting
import Testing

@Suite struct GitLabReporterTests {
    @Test func matchesGolden() {
        expectGolden(GitLabReporter.render(SampleReport.report), suite: "GitLabReporter", name: "sample.json")
    }

    static func issues(_ report: AuditReport) throws -> [[String: Any]] {
        try #require(JSONSerialization.jsonObject(with: Data(GitLabReporter.render(report).utf8)) as? [[String: Any]])
    }

    /// The properties GitLab's Code Quality documentation requires of every issue.
    @Test func everyIssueHasWhatGitLabReads() throws {
        let issues = try Self.issues(SampleReport.report)
        #expect(issues.count == SampleReport.findings.count)
        for issue in issues {
            #expect(issue["description"] is String)
            #expect(issue["check_name"] is String)
            #expect(issue["fingerprint"] is String)
            #expect(["info", "minor", "major", "critical", "blocker"].contains(issue["severity"] as? String))
            let location = try #require(issue["location"] as? [String: Any])
            #expect(location["path"] is String)
            let begin = (location["positions"] as? [String: Any])?["begin"] as? [String: Any]
            #expect(begin?["line"] is Int)
        }
    }

    static func finding(file: String, line: Int) -> Finding {
        Finding(ruleID: "missing-label", severity: .error, message: "No label.",
                location: FindingLocation(file: file, line: line, column: 5), fingerprint: "00000000000000a1")
    }

    /// GitLab shows issues with one fingerprint as one, and tells new issues from resolved ones by it.
    @Test func fingerprintsAreUniqueAndSurviveLinesMoving() throws {
        let before = AuditReport(findings: [Self.finding(file: "A.swift", line: 3), Self.finding(file: "A.swift", line: 9),
                                            Self.finding(file: "./B.swift", line: 3)], rules: [], fileCount: 2)
        let moved = AuditReport(findings: [Self.finding(file: "A.swift", line: 13), Self.finding(file: "A.swift", line: 19),
                                           Self.finding(file: "./B.swift", line: 30)], rules: [], fileCount: 2)
        let fingerprints = try Self.issues(before).map { $0["fingerprint"] as? String }
        #expect(Set(fingerprints).count == 3)
        #expect(try Self.issues(moved).map { $0["fingerprint"] as? String } == fingerprints)
        let paths = try Self.issues(before).map { ($0["location"] as? [String: Any])?["path"] as? String }
        #expect(paths == ["B.swift", "A.swift", "A.swift"], "in report order, `./` dropped")
    }

    @Test func severitiesMapOntoGitLabsScale() {
        #expect([Severity.error, .warning, .note].map(GitLabReporter.severity) == ["major", "minor", "info"])
    }

    @Test func anUnreadInputIsAnIssueOnItsFile() throws {
        let report = AuditReport(findings: [], rules: [], fileCount: 1,
                                 inputErrors: [InputError(file: "App/Broken.swift", message: "not UTF-8")])
        let issue = try #require(try Self.issues(report).first)
        #expect(issue["check_name"] as? String == "input-not-read")
        #expect(issue["description"] as? String == "not UTF-8")
        #expect((issue["location"] as? [String: Any])?["path"] as? String == "App/Broken.swift")
    }
}
