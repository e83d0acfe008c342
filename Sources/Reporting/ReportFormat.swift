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

    /// The report of `report` in this format; `folder` is where relative paths are read from
    /// (the Xcode format prints absolute paths).
    public func render(_ report: AuditReport, relativeTo folder: String = FileManager.default.currentDirectoryPath) -> String {
        switch self {
        case .text: TextReporter.render(report)
        case .json: JSONReporter.render(report)
        case .sarif: SARIFReporter.render(report)
        case .junit: JUnitReporter.render(report)
        case .github: GitHubReporter.render(report)
        case .markdown: MarkdownReporter.render(report)
        case .xcode: XcodeReporter.render(report, relativeTo: folder)
        case .gitlab: GitLabReporter.render(report)
        }
    }
}
