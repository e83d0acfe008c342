import Audit

extension HTMLReporter {
    /// Every finding, grouped by file: the message, the code it points at, the rule's rationale
    /// and WCAG criteria, the fix, and a link to the element on the first screen that shows it.
    static func findingsSection(_ document: HTMLReportDocument) -> String {
        let report = document.report
        var output = "<section aria-labelledby=\"findings-heading\">\n<h2 id=\"findings-heading\">Findings</h2>\n"
        guard !report.findings.isEmpty else { return output + "<p>No findings.</p>\n</section>\n" }
        let shown = firstElementShowing(document)
        let opensFiles = report.findings.count <= 200
        var index = 0
        for group in report.findingsByFile {
            output += "<details class=\"file\"\(opensFiles ? " open" : "")><summary><h3><code>\(HTMLText.escaped(group.file))</code> "
                + "<span class=\"count\">\(group.findings.count) \(group.findings.count == 1 ? "finding" : "findings")</span></h3></summary>\n"
            for finding in group.findings {
                output += article(finding, index: index, rule: report.rule(finding.ruleID), sources: document.sources,
                                  shownAt: shown[index])
                index += 1
            }
            output += "</details>\n"
        }
        return output + "</section>\n"
    }

    /// One finding as an article headed by its rule.
    static func article(_ finding: Finding, index: Int, rule: RuleDescription?, sources: SourceExcerpts,
                        shownAt place: (screen: Int, element: Int)?) -> String {
        let location = finding.location
        let review = finding.kind == .needsReview ? " <span class=\"review\">to review</span>" : ""
        var output = "<article class=\"finding \(finding.severity.rawValue)\" id=\"finding-\(index)\" aria-labelledby=\"finding-\(index)-title\">\n"
        output += "<h4 id=\"finding-\(index)-title\"><span class=\"severity\">\(finding.severity.rawValue)</span>\(review) "
            + "\(HTMLText.escaped(rule?.title ?? finding.ruleID)) <code>\(HTMLText.escaped(finding.ruleID))</code></h4>\n"
        output += "<p class=\"place\">\(HTMLText.escaped(location.file)), line \(location.line), column \(location.column)"
        if let place {
            output += " · <button type=\"button\" class=\"link\" data-screen=\"\(place.screen)\" data-element=\"\(place.element)\">"
                + "Show on the screen</button>"
        }
        output += "</p>\n<p class=\"message\">\(HTMLText.escaped(finding.message))</p>\n"
        output += excerpt(sources.excerpt(file: location.file, line: location.line), marked: location.line)
        if let fix = finding.fix { output += "<p class=\"fix\"><strong>Fix:</strong> \(HTMLText.escaped(fix))</p>\n" }
        if let insertion = finding.insertion {
            output += "<p class=\"insertion\">Insert <code>\(HTMLText.escaped(insertion.text))</code> at line \(insertion.line), "
                + "column \(insertion.column)" + (insertion.file == location.file ? "" : " of \(HTMLText.escaped(insertion.file))") + "</p>\n"
        }
        if let rule {
            output += "<details class=\"why\"><summary>Why it matters</summary>\n<p>\(HTMLText.escaped(rule.rationale))</p>\n"
            if !rule.wcag.isEmpty {
                output += "<ul class=\"wcag\">" + rule.wcag.map { "<li>\(HTMLText.escaped($0.description))</li>" }.joined() + "</ul>\n"
            }
            output += "</details>\n"
        }
        return output + "</article>\n"
    }

    /// Quoted source lines, the line pointed at marked.
    static func excerpt(_ lines: [(number: Int, text: String)], marked: Int) -> String {
        guard !lines.isEmpty else { return "" }
        let body = lines.map { line in
            let text = "<span class=\"line-number\">\(line.number)</span>\(HTMLText.escaped(line.text))"
            return line.number == marked ? "<mark>\(text)</mark>" : text
        }.joined(separator: "\n")
        return "<pre class=\"code\" tabindex=\"0\" aria-label=\"Source lines \(lines[0].number) to \(lines[lines.count - 1].number)\"><code>\(body)</code></pre>\n"
    }

    /// For each finding, the first screen and element drawn that it is about.
    static func firstElementShowing(_ document: HTMLReportDocument) -> [Int: (screen: Int, element: Int)] {
        var shown: [Int: (screen: Int, element: Int)] = [:]
        for (screenIndex, screen) in document.screens.enumerated() {
            for (elementIndex, element) in screen.elements.enumerated() {
                for finding in element.findings where shown[finding] == nil { shown[finding] = (screenIndex, elementIndex) }
            }
        }
        return shown
    }
}
