import Audit

/// The audit as GitHub Actions workflow commands, which annotate the pull request's diff:
/// `::warning file=App/View.swift,line=12,col=5,title=missing-label::message`.
///
/// In the text report's order: violations first, then the findings to review, each in full
/// (`--review all`), or one notice per rule at its first place with the question to answer and
/// the other places (`summary`, the default), or not at all (`none`).
///
/// Escaping follows the Actions runner: in the message `%`, `\r` and `\n` become `%25`, `%0D`
/// and `%0A`; in properties `:` and `,` also become `%3A` and `%2C`.
public enum GitHubReporter {
    public static func render(_ report: AuditReport, review: ReviewListing = .summary) -> String {
        var output = ""
        for error in report.inputErrors {
            output += "::error file=\(escapeProperty(error.file)),title=input not read::\(escapeData(error.message))\n"
        }
        for finding in report.violations { output += annotation(for: finding, in: report) }
        switch review {
        case .all:
            for group in report.reviewGroups {
                for finding in group.findings { output += annotation(for: finding, in: report, question: group.question) }
            }
        case .summary:
            for group in report.reviewGroups { output += notice(for: group) }
        case .none:
            break
        }
        return output
    }

    /// One finding's annotation; a finding to review also carries the question and how to settle it.
    static func annotation(for finding: Finding, in report: AuditReport, question: String? = nil) -> String {
        let location = finding.location
        let title = (report.rule(finding.ruleID)?.title).map { "\(finding.ruleID): \($0)" } ?? finding.ruleID
        let properties = [
            "file=" + escapeProperty(location.file),
            "line=\(location.line)",
            "col=\(location.column)",
            "title=" + escapeProperty(title),
        ]
        var message = finding.kind == .needsReview ? "Needs review: " + finding.message : finding.message
        if let element = location.elementPath { message += " (element '\(element)')" }
        for related in finding.relatedLocations { message += "\nSource: \(related)" }
        if let span = finding.spanAroundLocation { message += "\nElement: \(span)" }
        if let fix = finding.fix { message += "\nFix: " + fix }
        if let question { message += "\nCheck: " + question }
        if let comment = AuditReport.settleComment(for: finding) { message += "\nSettle: " + comment }
        return "::\(command(finding.severity)) \(properties.joined(separator: ","))::\(escapeData(message))\n"
    }

    /// One notice for a rule's findings to review, at the first of them.
    static func notice(for group: ReviewGroup) -> String {
        let first = group.findings[0].location
        let (places, more) = group.firstPlaces
        let properties = [
            "file=" + escapeProperty(first.file), "line=\(first.line)", "col=\(first.column)",
            "title=" + escapeProperty("to review: \(group.ruleID) (\(group.findings.count))"),
        ]
        var message = group.question + "\nPlaces: " + places.map { "\($0.file):\($0.line):\($0.column)" }.joined(separator: ", ")
        if more > 0 { message += " and \(more) more" }
        message += "\nSettle one with `// \(Suppression.reviewedMarker) STAMP — reason` (`--review all` gives each stamp)."
        return "::notice \(properties.joined(separator: ","))::\(escapeData(message))\n"
    }

    /// `error`, `warning` or `notice`.
    static func command(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "notice"
        }
    }

    static func escapeData(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25")
            .replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
    }

    static func escapeProperty(_ text: String) -> String {
        escapeData(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
