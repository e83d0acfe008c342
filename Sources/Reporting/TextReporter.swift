import Audit

/// Xcode's diagnostic form, one finding per line with its fix indented below: the violations
/// first, then the findings to review grouped by rule, then a summary:
///
/// ```
/// App/View.swift:12:5: warning: The image has no label, so VoiceOver says its file name. [image-without-label]
///     fix: Add .accessibilityLabel("…") describing what the image shows.
///     insert `.accessibilityLabel(<#label#>)` at line 14, column 10
///
/// To review: 1 finding the audit could not decide from the code, by rule (…).
/// [small-hit-region] 1 — Is the area that responds to a tap at least 44×44 pt …?
///     App/Row.swift:30:9 (stamp 1a2b3c4d)
/// 2 findings (0 errors, 2 warnings, 0 notes, 1 to review) in 4 files.
/// ```
public enum TextReporter {
    public static func render(_ report: AuditReport, review: ReviewListing = .summary) -> String {
        var output = ""
        for error in report.inputErrors { output += "\(error.file): error: \(oneLine(error.message))\n" }
        for finding in report.violations { output += entry(for: finding) }
        output += reviewSection(report, review: review)
        return output + report.summary(review: review) + "\n"
    }

    /// The "to review" section: nothing with `.none` or when nothing needs review.
    static func reviewSection(_ report: AuditReport, review: ReviewListing) -> String {
        let groups = report.reviewGroups
        guard review != .none, !groups.isEmpty else { return "" }
        let how = review == .all
            ? "each with the comment that settles it, to write above its line once checked"
            : "`--review all` lists each; settle one with `// \(Suppression.reviewedMarker) STAMP — reason` on the line above it"
        var output = (report.violations.isEmpty && report.inputErrors.isEmpty ? "" : "\n")
            + "To review: \(plural(report.needsReviewCount, "finding")) the audit could not decide from the code, by rule (\(how)).\n"
        for group in groups {
            output += "[\(group.ruleID)] \(group.findings.count) — \(oneLine(group.question))\n"
            switch review {
            case .all:
                for finding in group.findings {
                    output += entry(for: finding)
                    if let comment = AuditReport.settleComment(for: finding) { output += "    settle: \(comment)\n" }
                }
            case .summary:
                let (places, more) = group.firstPlaces
                for (place, finding) in zip(places, group.findings) {
                    output += "    \(place.file):\(place.line):\(place.column)" + (finding.reviewStamp.map { " (stamp \($0))" } ?? "") + "\n"
                }
                if more > 0 { output += "    … and \(more) more\n" }
            case .none:
                break
            }
        }
        return output
    }

    /// One finding: its line, the sources related to it and its fix.
    static func entry(for finding: Finding) -> String {
        var output = line(for: finding) + "\n"
        for related in finding.relatedLocations { output += "    source: " + oneLine(related.description) + "\n" }
        if let span = finding.spanAroundLocation { output += "    element: " + oneLine(span.description) + "\n" }
        if let fix = finding.fix { output += "    fix: " + oneLine(fix) + "\n" }
        if let insertion = finding.insertion { output += "    \(insertion.description)\n" }
        return output
    }

    /// What the Xcode note at a suggested insertion says: the modifier, and that a placeholder
    /// is the developer's to fill in.
    static func insertionWords(_ insertion: SuggestedInsertion) -> String {
        "insert `\(insertion.text)` here" + (insertion.hasPlaceholder ? ", replacing its placeholder" : "")
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
