import Audit
@testable import Reporting
import Testing

/// The reports' order (violations first, then findings to review grouped by rule) and
/// `--review all|summary|none`, against golden files.
@Suite struct ReviewListingTests {
    static func review(_ rule: String, _ file: String, _ line: Int, stamp: String) -> Finding {
        Finding(ruleID: rule, severity: .warning, kind: .needsReview, message: "Could not be decided here.",
                location: FindingLocation(file: file, line: line, column: 9), fix: "Fix it if so.", reviewStamp: stamp)
    }

    /// Violations and findings to review interleaved in file order, as the audit returns them.
    static let report = AuditReport(findings: SampleReport.findings.filter { $0.kind == .violation } + [
        review("small-hit-region", "App/A.swift", 4, stamp: "1a2b3c4d"),
        review("small-hit-region", "App/Views/Dog Card.swift", 20, stamp: "2b3c4d5e"),
        review("small-hit-region", "App/Views/Dog Card.swift", 31, stamp: "3c4d5e6f"),
        review("small-hit-region", "App/Z.swift", 2, stamp: "4d5e6f70"),
        review("contrast-too-low", "App/B.swift", 7, stamp: "5e6f7081"),
    ], rules: SampleReport.rules, fileCount: 7)

    @Test(arguments: ReviewListing.allCases)
    func textPutsViolationsFirstThenTheFindingsToReviewByRule(_ review: ReviewListing) {
        expectGolden(TextReporter.render(Self.report, review: review), suite: "ReviewListing", name: "text-\(review).txt")
    }

    @Test(arguments: ReviewListing.allCases)
    func githubFollowsTheTextOrder(_ review: ReviewListing) {
        expectGolden(GitHubReporter.render(Self.report, review: review), suite: "ReviewListing", name: "github-\(review).txt")
    }

    @Test(arguments: ReviewListing.allCases)
    func markdownFollowsTheTextOrder(_ review: ReviewListing) {
        expectGolden(MarkdownReporter.render(Self.report, review: review), suite: "ReviewListing", name: "markdown-\(review).md")
    }

    @Test func theViolationsComeBeforeEveryFindingToReview() {
        let text = TextReporter.render(Self.report, review: .all)
        let lastViolation = text.range(of: "[image-without-label]")!.lowerBound
        let firstReview = text.range(of: "needs review")!.lowerBound
        #expect(lastViolation < firstReview)
    }

    @Test func machineFormatsKeepEveryFindingUnlessToldNone() {
        for format in [ReportFormat.json, .sarif, .junit] {
            #expect(format.defaultReviewListing == .all)
            #expect(format.render(Self.report) == format.render(Self.report, review: .summary))
            #expect(format.render(Self.report, review: .none) == format.render(Self.report.withoutReviewFindings))
        }
        #expect(JSONReporter.render(Self.report).components(separatedBy: "\"needsReview\"").count == 7)
        #expect(SARIFReporter.render(Self.report).components(separatedBy: "\"kind\": \"review\"").count == 6)
    }

    @Test func formatsPeopleReadSummarise() {
        for format in [ReportFormat.text, .github, .markdown] {
            #expect(format.defaultReviewListing == .summary)
            #expect(format.render(Self.report) == format.render(Self.report, review: .summary))
        }
    }

    @Test func groupsAreOrderedByCountThenRule() {
        #expect(Self.report.reviewGroups.map(\.ruleID) == ["small-hit-region", "contrast-too-low"])
        #expect(Self.report.reviewGroups[0].firstPlaces.more == 1)
    }
}
