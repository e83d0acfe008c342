import Audit
@testable import Reporting
import Testing

/// Findings to review about UIKit code are asked about in UIKit's words, apart from SwiftUI's.
@Suite struct ReviewQuestionFrameworkTests {
    static func review(_ rule: String, line: Int, framework: SourceFramework?) -> Finding {
        Finding(ruleID: rule, severity: .error, kind: .needsReview, message: "Could not be decided here.",
                location: FindingLocation(file: "App/V.swift", line: line, column: 9), reviewStamp: "0000000\(line)",
                framework: framework)
    }

    @Test func uikitFindingsAreGroupedApartAndAskedInUIKitsWords() throws {
        let report = AuditReport(findings: [
            Self.review("missing-label", line: 1, framework: nil),
            Self.review("missing-label", line: 2, framework: .uikit),
            Self.review("missing-label", line: 3, framework: nil),
        ], rules: [], fileCount: 1)
        let groups = report.reviewGroups
        #expect(groups.map(\.findings.count) == [2, 1])
        #expect(groups.map(\.framework) == [nil, .uikit])
        #expect(groups[0].question.contains("add `.accessibilityLabel`"))
        #expect(groups[1].question.contains("set `accessibilityLabel`"))
        #expect(groups[1].question.contains("isAccessibilityElement = true"))
        let text = TextReporter.render(report, review: .summary)
        #expect(text.components(separatedBy: "[missing-label]").count == 3)
    }

    @Test func aUIKitRuleWithoutItsOwnQuestionGetsUIKitsGenericOne() {
        #expect(ReviewQuestion.of(ruleID: "cell-fragments-not-grouped", framework: .uikit).contains("UIKit code"))
        #expect(ReviewQuestion.of(ruleID: "cell-fragments-not-grouped").contains("UIKit") == false)
        for rule in ["small-hit-region", "tappable-without-button-trait", "contrast-too-low", "label-is-file-name"] {
            #expect(ReviewQuestion.of(ruleID: rule, framework: .uikit) != ReviewQuestion.of(ruleID: rule))
            #expect(ReviewQuestion.of(ruleID: rule, framework: .uikit).contains(".accessibility") == false)
        }
    }
}
