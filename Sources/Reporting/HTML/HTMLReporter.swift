import Audit

/// The audit as one self-contained HTML page (`perceive report`, `perceive audit --format html`):
/// a summary, every screen as a wireframe with VoiceOver's order and transcript (rendered by the
/// page's script from embedded data when the screen is opened, so a page of hundreds of screens
/// opens at once), and every finding with its code, rationale, WCAG criteria and fix. No network,
/// no external assets; `docs/html-report.md` describes it.
public enum HTMLReporter {
    public static func render(_ document: HTMLReportDocument) -> String {
        let report = document.report
        var page = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <meta name="color-scheme" content="light dark">
            <title>Accessibility report: \(HTMLText.escaped(report.summary))</title>
            <style>\(style)</style>
            </head>
            <body>
            <a class="skip" href="#main">Skip to the report</a>
            <header>
            <h1>Accessibility report</h1>
            <p id="summary-line">\(HTMLText.escaped(report.summary))</p>
            </header>

            """
        page += navigation(document)
        page += "<main id=\"main\" tabindex=\"-1\">\n"
        page += summary(document)
        page += screenSection(document)
        page += findingsSection(document)
        page += colorSection(document)
        page += screenshotSection(document)
        page += "</main>\n<footer><p>Made by Perceive \(HTMLText.escaped(report.toolVersion)).</p></footer>\n"
        page += "<script type=\"application/json\" id=\"perceive-data\">\(data(document))</script>\n"
        page += "<script>\(script)</script>\n</body>\n</html>\n"
        return page
    }

    /// The list of screens, each a link the script opens.
    static func navigation(_ document: HTMLReportDocument) -> String {
        guard !document.screens.isEmpty else { return "" }
        var output = "<nav aria-labelledby=\"screens-heading\">\n<h2 id=\"screens-heading\">Screens (\(document.screens.count))</h2>\n"
        if document.screens.count > 12 {
            output += "<label for=\"screen-filter\">Filter screens</label>\n"
                + "<input id=\"screen-filter\" type=\"search\">\n"
        }
        output += "<ul id=\"screen-list\">\n"
        for (index, screen) in document.screens.enumerated() {
            let count = Set(screen.elements.flatMap(\.findings)).count
            let badge = count == 0 ? "" : " <span class=\"count\">\(count) \(count == 1 ? "finding" : "findings")</span>"
            output += "<li><button type=\"button\" class=\"link\" data-screen=\"\(index)\">\(HTMLText.escaped(screen.name))</button>\(badge)</li>\n"
        }
        return output + "</ul>\n</nav>\n"
    }

    /// The settings variants as a group of radio buttons (arrow keys move between them), with a
    /// status line that says what the variant chosen changes; nothing with one set of settings.
    static func variantSwitcher(_ document: HTMLReportDocument) -> String {
        guard document.settingsVariants.count > 1 else { return "" }
        var output = "<fieldset id=\"variants\"><legend>Display settings</legend>\n"
        for (index, variant) in document.settingsVariants.enumerated() {
            output += "<label><input type=\"radio\" name=\"variant\" value=\"\(index)\"\(index == 0 ? " checked" : "")> "
                + "\(HTMLText.escaped(variant.name))<span class=\"variant-note\"></span></label>\n"
        }
        return output + "</fieldset>\n<p id=\"variant-status\" role=\"status\" aria-live=\"polite\"></p>\n"
    }

    /// Where the script draws the screen opened: a heading, the wireframe, the transcript with
    /// its player, and the source of the line chosen.
    static func screenSection(_ document: HTMLReportDocument) -> String {
        guard !document.screens.isEmpty else {
            return "<section aria-labelledby=\"screen-heading\"><h2 id=\"screen-heading\">Screens</h2>"
                + "<p>No screens: this report was made without lowering the source into screens.</p></section>\n"
        }
        return """
            <section id="screen-view" aria-labelledby="screen-heading">
            <h2 id="screen-heading">Screen</h2>
            <p id="screen-placeholder">Choose a screen from the list to see its wireframe and hear its transcript.</p>
            <div id="screen-body" hidden>
            <p id="screen-source"></p>
            \(variantSwitcher(document))<div class="legend" aria-hidden="true"><span class="key order">1</span> VoiceOver order
            <span class="key small"></span> hit region under 44 pt <span class="key flagged"></span> has findings</div>
            <div class="screen-columns">
            <figure class="wireframe"><div id="wireframe"></div><figcaption id="wireframe-caption"></figcaption></figure>
            <div class="transcript-column">
            <h3 id="transcript-heading">What VoiceOver says</h3>
            <div class="player" role="group" aria-label="Listen to the transcript">
            <button type="button" id="play">Play</button>
            <button type="button" id="previous">Previous line</button>
            <button type="button" id="next">Next line</button>
            </div>
            <p id="player-status" role="status" aria-live="polite"></p>
            <ol id="transcript" aria-labelledby="transcript-heading"></ol>
            <h3 id="detail-heading">Chosen element</h3>
            <div id="detail"><p>Choose a line of the transcript or an element of the wireframe.</p></div>
            </div>
            </div>
            <h3 id="screen-findings-heading">Findings on this screen</h3>
            <div id="screen-findings"></div>
            <h3 id="costs-heading">What each assistive technology costs</h3>
            <div id="costs"></div>
            </div>
            </section>

            """
    }
}
