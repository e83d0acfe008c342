/// Text made safe for HTML: in element content and in quoted attribute values.
enum HTMLText {
    static func escaped(_ text: String) -> String {
        var output = ""
        output.reserveCapacity(text.utf8.count)
        for character in text {
            switch character {
            case "&": output += "&amp;"
            case "<": output += "&lt;"
            case ">": output += "&gt;"
            case "\"": output += "&quot;"
            case "'": output += "&#39;"
            default: output.append(character)
            }
        }
        return output
    }

    /// JSON placed inside `<script type="application/json">`: `</` (which would end the
    /// script) and `<!--` are written with a JSON escape, which parses back to the same text.
    static func scriptSafe(_ json: String) -> String {
        json.replacingOccurrences(of: "</", with: "<\\/").replacingOccurrences(of: "<!--", with: "\\u003C!--")
    }
}
