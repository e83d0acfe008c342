import Audit

/// The audit as Markdown for a pull-request comment or job summary: counts per rule in a
/// table, then the findings grouped by file.
public enum MarkdownReporter {
    public static func render(_ report: AuditReport) -> String {
        var output = "# Accessibility audit\n\n" + report.summary + "\n"
        if !report.inputErrors.isEmpty {
            output += "\n## Inputs not read\n\n"
            for error in report.inputErrors { output += "- `\(cell(error.file))`: \(cell(error.message))\n" }
        }
        guard !report.findings.isEmpty else { return output }

        let byRule = Dictionary(grouping: report.findings, by: \.ruleID)
        var ruleIDs = report.rules.map(\.id).filter { byRule[$0] != nil }
        ruleIDs += byRule.keys.filter { !ruleIDs.contains($0) }.sorted()
        output += "\n| Rule | Title | Severity | Findings |\n|---|---|---|---:|\n"
        for id in ruleIDs {
            let findings = byRule[id] ?? []
            let severity = findings.map(\.severity).max() ?? .note
            output += "| `\(id)` | \(cell(report.rule(id)?.title ?? "")) | \(severity.rawValue) | \(findings.count) |\n"
        }
        for group in report.findingsByFile {
            output += "\n## \(cell(group.file))\n\n"
            for finding in group.findings {
                let location = finding.location
                let review = finding.kind == .needsReview ? " (needs review)" : ""
                let element = location.elementPath.map { ", element `\($0)`" } ?? ""
                output += "- **\(finding.severity.rawValue)**\(review) line \(location.line), column \(location.column)\(element): "
                    + "\(cell(finding.message)) (`\(finding.ruleID)`)\n"
                for related in finding.relatedLocations { output += "  - Source: \(cell(related.description))\n" }
                if let span = finding.spanAroundLocation { output += "  - Element: \(cell(span.description))\n" }
                if let fix = finding.fix { output += "  - Fix: \(cell(fix))\n" }
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
