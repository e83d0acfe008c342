import Foundation

extension HTMLReporter {
    /// Each screenshot given, side by side with itself under each colour-vision deficiency, as
    /// PNG embedded in `data:` addresses (the page still needs no other file).
    static func screenshotSection(_ document: HTMLReportDocument) -> String {
        guard !document.screenshots.isEmpty else { return "" }
        var output = "<section aria-labelledby=\"screenshots-heading\">\n<h2 id=\"screenshots-heading\">Screenshots</h2>\n"
        for screenshot in document.screenshots {
            output += "<h3><code>\(HTMLText.escaped(screenshot.name))</code></h3>\n<ul class=\"shots\">\n"
            for view in screenshot.views {
                let caption = HTMLText.escaped(view.seenBy)
                output += "<li><figure><img src=\"data:image/png;base64,\(Data(view.png).base64EncodedString())\" "
                    + "alt=\"The screenshot as seen with \(caption)\"><figcaption>\(caption)</figcaption></figure></li>\n"
            }
            output += "</ul>\n"
        }
        return output + "</section>\n"
    }
}
