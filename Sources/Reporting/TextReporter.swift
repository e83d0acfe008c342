import Audit

/// Xcode's diagnostic form, one finding per line with its fix indented below, then a summary:
///
/// ```
/// App/View.swift:12:5: warning: The image has no label, so VoiceOver says its file name. [image-without-label]
///     fix: Add .accessibilityLabel("…") describing what the image shows.
/// 1 finding (0 errors, 1 warning, 0 notes) in 4 files.
/// ```
public enum TextReporter {
    public static func render(_ report: AuditReport) -> String {
        var output = ""
        for error in report.inputErrors { output += "\(error.file): error: \(oneLine(error.message))\n" }
        for finding in report.findings {
            output += line(for: finding) + "\n"
            for related in finding.relatedLocations { output += "    source: " + oneLine(related.description) + "\n" }
            if let span = finding.spanAroundLocation { output += "    element: " + oneLine(span.description) + "\n" }
            if let fix = finding.fix { output += "    fix: " + oneLine(fix) + "\n" }
        }
        return output + report.summary + "\n"
    }

    /// `path:line:col: severity: message [rule-id]`; an element path and needs-review are said in words.
    public static func line(for finding: Finding) -> String {
        let location = finding.location
        var message = oneLine(finding.message)
        if finding.kind == .needsReview { message = "needs review: " + message }
        if let element = location.elementPath { message += " (element '\(element)')" }
        return "\(location.file):\(location.line):\(location.column): \(finding.severity.rawValue): \(message) [\(finding.ruleID)]"
    }

    /// Newlines would break the one-line form editors parse.
    static func oneLine(_ text: String) -> String {
        text.split(whereSeparator: \.isNewline).joined(separator: " ")
    }
}
