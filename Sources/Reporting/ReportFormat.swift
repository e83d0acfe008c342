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

    /// The report of `report` in this format.
    public func render(_ report: AuditReport) -> String {
        switch self {
        case .text: TextReporter.render(report)
        case .json: JSONReporter.render(report)
        case .sarif: SARIFReporter.render(report)
        case .junit: JUnitReporter.render(report)
        case .github: GitHubReporter.render(report)
        case .markdown: MarkdownReporter.render(report)
        }
    }
}
