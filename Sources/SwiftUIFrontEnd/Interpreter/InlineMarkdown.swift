import Foundation

/// The text a `Text` literal shows once its inline Markdown is rendered: `**bold**`, `*italic*`,
/// `~~struck~~`, `` `code` `` and `[links](url)` keep only their words (SwiftUI renders Markdown
/// in `LocalizedStringKey` literals; Text documentation, "Styling the view's text").
enum InlineMarkdown {
    static func plainText(_ text: String) -> String {
        guard text.contains(where: { "*~`[".contains($0) }) else { return text }
        var result = text
        result = replace(#"\[([^\]]+)\]\([^)]*\)"#, in: result)
        for marker in [#"\*\*"#, #"~~"#, #"\*"#, #"`"#] {
            result = replace(marker + #"([^\s*~`](?:.*?[^\s])?)"# + marker, in: result)
        }
        return result
    }

    private static func replace(_ pattern: String, in text: String) -> String {
        guard let expression = try? NSRegularExpression(pattern: pattern) else { return text }
        let range = NSRange(text.startIndex..., in: text)
        return expression.stringByReplacingMatches(in: text, range: range, withTemplate: "$1")
    }
}
