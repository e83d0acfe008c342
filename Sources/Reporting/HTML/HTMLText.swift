/// Text made safe for HTML: in element content and in quoted attribute values.
enum HTMLText {
    /// XML 1.0's escaping (`JUnitReporter.escape`), which HTML reads the same: markup characters
    /// as entities, line breaks as character references, other control characters dropped.
    static func escaped(_ text: String) -> String { JUnitReporter.escape(text) }

    /// JSON placed inside `<script type="application/json">`: `</` (which would end the
    /// script) and `<!--` are written with a JSON escape, which parses back to the same text.
    static func scriptSafe(_ json: String) -> String {
        json.replacingOccurrences(of: "</", with: "<\\/").replacingOccurrences(of: "<!--", with: "\\u003C!--")
    }
}
