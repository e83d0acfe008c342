import Audit

extension HTMLReporter {
    /// Totals by severity, by rule and by file, and the trend against the baseline.
    static func summary(_ document: HTMLReportDocument) -> String {
        let report = document.report
        var output = "<section aria-labelledby=\"summary-heading\">\n<h2 id=\"summary-heading\">Summary</h2>\n"
        output += "<ul class=\"totals\">\n"
        for severity in Severity.allCases.reversed() {
            let count = report.count(severity)
            output += "<li class=\"\(severity.rawValue)\"><strong>\(count)</strong> \(severity.rawValue)\(count == 1 ? "" : "s")</li>\n"
        }
        output += "<li><strong>\(report.needsReviewCount)</strong> to review</li>\n"
        output += "<li><strong>\(report.fileCount)</strong> \(report.fileCount == 1 ? "file" : "files") audited</li>\n</ul>\n"
        if let trend = document.baseline { output += baselineTrend(trend) }
        if !report.inputErrors.isEmpty {
            output += "<h3>Inputs not read</h3>\n<ul>\n"
            for error in report.inputErrors {
                output += "<li><code>\(HTMLText.escaped(error.file))</code>: \(HTMLText.escaped(error.message))</li>\n"
            }
            output += "</ul>\n"
        }
        guard !report.findings.isEmpty else { return output + "</section>\n" }
        let byRule = Dictionary(grouping: report.findings, by: \.ruleID)
        var ruleIDs = report.rules.map(\.id).filter { byRule[$0] != nil }
        ruleIDs += byRule.keys.filter { !ruleIDs.contains($0) }.sorted()
        output += table(caption: "Findings by rule", header: "Rule",
                        rows: ruleIDs.map { id in (cell: "<code>\(HTMLText.escaped(id))</code> " + HTMLText.escaped(report.rule(id)?.title ?? ""), findings: byRule[id] ?? []) })
        output += table(caption: "Findings by file", header: "File",
                        rows: report.findingsByFile.map { (cell: "<code>\(HTMLText.escaped($0.file))</code>", findings: $0.findings) })
        return output + "</section>\n"
    }

    static func baselineTrend(_ trend: BaselineTrend) -> String {
        "<p class=\"trend\">Against the baseline: <strong>\(trend.newCount) new</strong> (listed below), "
            + "\(trend.stillFound) of the baseline's \(trend.baselineCount) still found, \(trend.fixedCount) fixed.</p>\n"
    }

    /// A table with one row per group: its findings counted by severity and in all.
    private static func table(caption: String, header: String, rows: [(cell: String, findings: [Finding])]) -> String {
        var output = "<div class=\"table-wrap\"><table>\n<caption>\(caption)</caption>\n<thead><tr><th scope=\"col\">\(header)</th>"
        for severity in Severity.allCases.reversed() { output += "<th scope=\"col\" class=\"number\">\(severity.rawValue.capitalized)s</th>" }
        output += "<th scope=\"col\" class=\"number\">Total</th></tr></thead>\n<tbody>\n"
        for row in rows {
            output += "<tr><th scope=\"row\">\(row.cell)</th>"
            for severity in Severity.allCases.reversed() {
                output += "<td class=\"number\">\(row.findings.count { $0.severity == severity })</td>"
            }
            output += "<td class=\"number\">\(row.findings.count)</td></tr>\n"
        }
        return output + "</tbody>\n</table></div>\n"
    }
}
