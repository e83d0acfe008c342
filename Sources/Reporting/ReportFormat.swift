import Foundation

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
    /// `/abs/path:line:col: warning: message [rule-id]` for an Xcode Run Script build phase.
    case xcode
    /// A GitLab Code Quality report for the merge request.
    case gitlab
    /// One self-contained HTML page (`docs/html-report.md`); `perceive audit` adds the screens.
    case html

    /// The report of `report` in this format, its findings to review shown as the format's
    /// `defaultReviewListing`; `folder` is where relative paths are read from (the Xcode format
    /// prints absolute paths).
    public func render(_ report: AuditReport, relativeTo folder: String = FileManager.default.currentDirectoryPath) -> String {
        render(report, review: defaultReviewListing, relativeTo: folder)
    }

    /// The report of `report` in this format, its findings to review shown as `review` says.
    /// The formats without a summary form keep every finding unless `review` is `.none`.
    public func render(_ report: AuditReport, review: ReviewListing,
                       relativeTo folder: String = FileManager.default.currentDirectoryPath) -> String {
        let kept = review == .none ? report.withoutReviewFindings : report
        switch self {
        case .text: return TextReporter.render(report, review: review)
        case .json: return JSONReporter.render(kept)
        case .sarif: return SARIFReporter.render(kept)
        case .junit: return JUnitReporter.render(kept)
        case .github: return GitHubReporter.render(report, review: review)
        case .markdown: return MarkdownReporter.render(report, review: review)
        case .xcode: return XcodeReporter.render(kept, relativeTo: folder)
        case .gitlab: return GitLabReporter.render(kept)
        case .html: return HTMLReporter.render(HTMLReportDocument(report: kept))
        }
    }
}
