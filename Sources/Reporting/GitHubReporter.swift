import Audit

/// The audit as GitHub Actions workflow commands, which annotate the pull request's diff:
/// `::warning file=App/View.swift,line=12,col=5,title=missing-label::message`.
///
/// Escaping follows the Actions runner: in the message `%`, `\r` and `\n` become `%25`, `%0D`
/// and `%0A`; in properties `:` and `,` also become `%3A` and `%2C`.
public enum GitHubReporter {
    public static func render(_ report: AuditReport) -> String {
        var output = ""
        for error in report.inputErrors {
            output += "::error file=\(escapeProperty(error.file)),title=input not read::\(escapeData(error.message))\n"
        }
        for finding in report.findings {
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
            output += "::\(command(finding.severity)) \(properties.joined(separator: ","))::\(escapeData(message))\n"
        }
        return output
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
