import Audit

/// The audit as Markdown for a pull-request comment or job summary, in the text report's order:
/// violations counted per rule in a table, then grouped by file; then the findings to review
/// grouped by rule (`ReviewListing`).
public enum MarkdownReporter {
    public static func render(_ report: AuditReport, review: ReviewListing = .summary) -> String {
        var output = "# Accessibility audit\n\n" + report.summary(review: review) + "\n"
        if !report.inputErrors.isEmpty {
            output += "\n## Inputs not read\n\n"
            for error in report.inputErrors { output += "- `\(cell(error.file))`: \(cell(error.message))\n" }
        }
        let violations = report.violations
        guard !violations.isEmpty else { return output + reviewSection(report, review: review) }

        let byRule = Dictionary(grouping: violations, by: \.ruleID)
        var ruleIDs = report.rules.map(\.id).filter { byRule[$0] != nil }
        ruleIDs += byRule.keys.filter { !ruleIDs.contains($0) }.sorted()
        output += "\n| Rule | Title | Severity | Findings |\n|---|---|---|---:|\n"
        for id in ruleIDs {
            let findings = byRule[id] ?? []
            let severity = findings.map(\.severity).max() ?? .note
            output += "| `\(id)` | \(cell(report.rule(id)?.title ?? "")) | \(severity.rawValue) | \(findings.count) |\n"
        }
        var file: String?
        for finding in violations {
            if finding.location.file != file {
                file = finding.location.file
                output += "\n## \(cell(finding.location.file))\n\n"
            }
            output += item(for: finding, place: "line \(finding.location.line), column \(finding.location.column)")
        }
        return output + reviewSection(report, review: review)
    }

    /// One finding as a list item with its related sources and fix.
    static func item(for finding: Finding, place: String) -> String {
        let review = finding.kind == .needsReview ? " (needs review)" : ""
        let element = finding.location.elementPath.map { ", element `\($0)`" } ?? ""
        var output = "- **\(finding.severity.rawValue)**\(review) \(place)\(element): \(cell(finding.message)) (`\(finding.ruleID)`)\n"
        for related in finding.relatedLocations { output += "  - Source: \(cell(related.description))\n" }
        if let span = finding.spanAroundLocation { output += "  - Element: \(cell(span.description))\n" }
        if let fix = finding.fix { output += "  - Fix: \(cell(fix))\n" }
        if let comment = AuditReport.settleComment(for: finding) { output += "  - Settle: `\(cell(comment))`\n" }
        return output
    }

    /// The findings to review, by rule: the question, then each finding (`all`) or the first
    /// places (`summary`).
    static func reviewSection(_ report: AuditReport, review: ReviewListing) -> String {
        let groups = report.reviewGroups
        guard review != .none, !groups.isEmpty else { return "" }
        var output = "\n## To review\n\n\(plural(report.needsReviewCount, "finding")) the audit could not decide from the code. "
            + "Settle one with `// \(Suppression.reviewedMarker) STAMP — reason` on the line above it.\n"
        for group in groups {
            output += "\n### `\(group.ruleID)` (\(group.findings.count))\n\n\(cell(group.question))\n\n"
            switch review {
            case .all:
                for finding in group.findings {
                    let place = "`\(cell(finding.location.file))` line \(finding.location.line), column \(finding.location.column)"
                    output += item(for: finding, place: place)
                }
            case .summary:
                let (places, more) = group.firstPlaces
                for (place, finding) in zip(places, group.findings) {
                    output += "- `\(cell(place.file))` line \(place.line), column \(place.column)"
                        + (finding.reviewStamp.map { " (stamp `\($0)`)" } ?? "") + "\n"
                }
                if more > 0 { output += "- … and \(more) more\n" }
            case .none:
                break
            }
        }
        return output
    }

    /// Text kept on one line, with table pipes escaped and angle brackets as entities (GitHub
    /// would otherwise read `<may>` as an HTML tag and hide it).
    static func cell(_ text: String) -> String {
        text.split(whereSeparator: \.isNewline).joined(separator: " ")
            .replacingOccurrences(of: "|", with: "\\|")
            .replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;")
    }
}
