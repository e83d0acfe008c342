import Basics

extension HTMLReporter {
    /// The colour pairs the screens draw: swatches with their ratio, the same under each
    /// colour-vision deficiency, and the nearest passing foreground.
    static func colorSection(_ document: HTMLReportDocument) -> String {
        guard !document.screens.isEmpty else { return "" }
        var output = "<section aria-labelledby=\"colors-heading\">\n<h2 id=\"colors-heading\">Colour pairs</h2>\n"
        guard !document.colorPairs.isEmpty else {
            return output + "<p>No element on these screens sets both its text colour and its background to colours known "
                + "before the app runs.</p>\n</section>\n"
        }
        output += "<p>Each pair as drawn, and as people with each colour-vision deficiency see it (Machado et al. 2009; "
            + "docs/color.md), held to the minimum the audit applies to what draws it: WCAG AA asks 4.5:1 for normal text "
            + "and 3:1 for large text (SC 1.4.3 Contrast (Minimum)), 3:1 for a picture without text (SC 1.4.11 Non-text "
            + "Contrast).</p>\n"
        for pair in document.colorPairs {
            let title = "\(pair.foreground) on \(pair.background)"
            output += "<div class=\"table-wrap\"><table class=\"colors\">\n<caption><code>\(HTMLText.escaped(title))</code>"
            let requirement = pair.requirement
            output += " <span class=\"count\">\(requirement.subject.name), at least \(JSONWriter.numberText(requirement.minimumRatio)):1 "
                + "(WCAG SC \(requirement.successCriterion) \(HTMLText.escaped(requirement.title)))</span>"
            if let source = pair.source { output += " <span class=\"count\">\(HTMLText.escaped(source.file)), line \(source.line)</span>" }
            output += "</caption>\n<thead><tr><th scope=\"col\">Seen by</th><th scope=\"col\">Colours</th>"
                + "<th scope=\"col\" class=\"number\">Ratio</th></tr></thead>\n<tbody>\n"
            output += colorRow("Typical colour vision", pair.foregroundHex, pair.backgroundHex, ratio: pair.ratio,
                               verdict: pair.passes ? "passes AA" : "fails AA")
            for simulated in pair.deficiencies {
                output += colorRow(simulated.name, simulated.foregroundHex, simulated.backgroundHex, ratio: simulated.ratio,
                                   verdict: simulated.ratio >= pair.minimumRatio ? "passes" : "fails")
            }
            if let nearest = pair.nearestPassingForeground {
                output += colorRow("Nearest passing text colour", nearest, pair.backgroundHex,
                                   ratio: pair.minimumRatio, verdict: "at least", showsRatioAsMinimum: true)
            }
            output += "</tbody>\n</table></div>\n"
        }
        return output + "</section>\n"
    }

    /// One row: who sees it, a swatch of the text colour on the background with both hex values, the ratio.
    private static func colorRow(_ who: String, _ foreground: String, _ background: String, ratio: Double,
                                 verdict: String, showsRatioAsMinimum: Bool = false) -> String {
        let ratioText = showsRatioAsMinimum ? "\(verdict) \(JSONWriter.numberText(ratio)):1"
            : "\(String(format: "%.2f", ratio)):1, \(verdict)"
        let swatch = "<svg class=\"swatch\" width=\"56\" height=\"28\" viewBox=\"0 0 56 28\" aria-hidden=\"true\">"
            + "<rect width=\"56\" height=\"28\" rx=\"4\" fill=\"\(background)\" stroke=\"currentColor\" stroke-width=\"1\"/>"
            + "<rect x=\"10\" y=\"9\" width=\"36\" height=\"10\" rx=\"2\" fill=\"\(foreground)\"/></svg>"
        return "<tr><th scope=\"row\">\(HTMLText.escaped(who))</th><td>\(swatch) <code>\(foreground)</code> on <code>\(background)</code></td>"
            + "<td class=\"number\">\(ratioText)</td></tr>\n"
    }
}
