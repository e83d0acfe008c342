/// The formats `perceive audit --format` writes.
public enum ReportFormat: String, Hashable, Sendable, CaseIterable {
    /// `path:line:col: warning: message [rule-id]`, as Xcode and editors link it.
    case text
    /// The documented JSON of `docs/audit-json-format.md`.
    case json
    /// SARIF 2.1.0, for code-scanning services.
    case sarif
    /// JUnit XML, for CI test reports.
    case junit
    /// GitHub Actions workflow commands (`::warning file=…::…`), annotating the pull request.
    case github
    /// A Markdown summary for a pull-request comment or job summary.
    case markdown

    /// The report of `report` in this format, its findings to review shown as the format's
    /// `defaultReviewListing`.
    public func render(_ report: AuditReport) -> String { render(report, review: defaultReviewListing) }

    /// The report of `report` in this format, its findings to review shown as `review` says.
    /// The machine formats keep every finding unless `review` is `.none`: they have no summary form.
    public func render(_ report: AuditReport, review: ReviewListing) -> String {
        switch self {
        case .text: return TextReporter.render(report, review: review)
        case .json: return JSONReporter.render(review == .none ? report.withoutReviewFindings : report)
        case .sarif: return SARIFReporter.render(review == .none ? report.withoutReviewFindings : report)
        case .junit: return JUnitReporter.render(review == .none ? report.withoutReviewFindings : report)
        case .github: return GitHubReporter.render(report, review: review)
        case .markdown: return MarkdownReporter.render(report, review: review)
        }
    }
}
