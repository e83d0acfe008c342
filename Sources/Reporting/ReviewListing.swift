import Audit

/// How a report shows the findings to review (`perceive audit --review`): each in full, a
/// compact section grouped by rule, or not at all. Violations are always shown, and first.
public enum ReviewListing: String, Hashable, Sendable, CaseIterable {
    /// Every finding to review in full, after the violations, grouped by rule.
    case all
    /// After the violations, one entry per rule: how many, the first few places, the question to answer.
    case summary
    /// Left out of the report; the summary line still counts them.
    case none

    /// How many places the summary names per rule.
    public static let placesPerRule = 3
}

extension ReportFormat {
    /// The listing a format uses unless `--review` says otherwise: a summary in the formats a
    /// person reads (text, GitHub annotations, Markdown), every finding in the machine formats
    /// and in Xcode's issue navigator.
    public var defaultReviewListing: ReviewListing {
        switch self {
        case .text, .github, .markdown: .summary
        case .json, .sarif, .junit, .xcode, .gitlab, .html: .all
        }
    }
}

/// The findings to review of one rule about code of one framework, in report order: UIKit code
/// is asked about in UIKit's words (`Finding.framework`).
public struct ReviewGroup: Hashable, Sendable {
    public var ruleID: String
    public var findings: [Finding]
    /// `.uikit` when the findings are about UIKit code, else nil.
    public var framework: SourceFramework?

    public init(ruleID: String, findings: [Finding], framework: SourceFramework? = nil) {
        self.ruleID = ruleID
        self.findings = findings
        self.framework = framework
    }

    /// The question that settles them (`ReviewQuestion`).
    public var question: String { ReviewQuestion.of(ruleID: ruleID, framework: framework) }

    /// The first places, and how many more there are.
    public var firstPlaces: (places: [FindingLocation], more: Int) {
        let shown = findings.prefix(ReviewListing.placesPerRule).map(\.location)
        return (Array(shown), findings.count - shown.count)
    }
}

extension AuditReport {
    /// The violations, in report order.
    public var violations: [Finding] { findings.filter { $0.kind == .violation } }

    /// The findings to review grouped by rule (and, within a rule, UIKit code apart from the
    /// rest): most findings first, then by rule id, SwiftUI before UIKit.
    public var reviewGroups: [ReviewGroup] {
        let byRule = Dictionary(grouping: findings.filter { $0.kind == .needsReview }) { ReviewGroupKey(ruleID: $0.ruleID, framework: $0.framework) }
        return byRule.map { ReviewGroup(ruleID: $0.key.ruleID, findings: $0.value, framework: $0.key.framework) }
            .sorted { ($1.findings.count, $0.ruleID, $0.framework == .uikit ? 1 : 0) < ($0.findings.count, $1.ruleID, $1.framework == .uikit ? 1 : 0) }
    }

    /// This report with its findings to review left out (`--review none` in machine formats).
    public var withoutReviewFindings: AuditReport {
        var report = self
        report.findings = violations
        return report
    }

    /// How to settle one finding to review in the code, once checked.
    public static func settleComment(for finding: Finding) -> String? {
        finding.reviewStamp.map { "// \(Suppression.reviewedMarker) \($0) — <why it is fine>" }
    }
}

/// What the findings to review are grouped by.
private struct ReviewGroupKey: Hashable {
    var ruleID: String
    var framework: SourceFramework?
}
