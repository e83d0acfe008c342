import Foundation
import SwiftSyntax

/// How a text is styled against its neighbours, read from its modifiers: set off as a title
/// (bold, a heavier weight, a headline or title font), set back as a secondary value (the
/// secondary colour or style, grey, a caption or footnote font, an app's font named for a value:
/// `Constants.itemPriceFont`, `subtitleFont`), or neither.
///
/// A leading-aligned pair of a title over its value ("Network name" in bold over "Ethereum")
/// is a label and its value; two plain texts are not told apart from a heading and its
/// paragraph.
enum TextEmphasis: Equatable {
    case title
    /// A text set in the large title font (`.largeTitle`, an app's style named for it): a
    /// screen's own heading, set off as a title is, but never the name of a value under it.
    case largeTitle
    case secondary
    case plain
    /// A text with the header trait: VoiceOver's headings rotor stops on it, so it is read apart
    /// from what follows on purpose.
    case heading

    /// Whether the text stands apart from running text: a title, a large title or a heading.
    var isSetOff: Bool { [.title, .largeTitle, .heading].contains(self) }

    /// Font names and weights that set a text off as a title.
    private static let titleWords = ["headline", "title", "bold", "semibold", "heavy", "black"]
    /// Colours, styles and fonts that set a text back as a value.
    private static let secondaryWords = ["secondary", "gray", "grey", "caption", "footnote", "tertiary"]
    /// Words in an app's font name that set a text back as the value under a title; only read in
    /// `.font(…)`, where they name the font rather than the text's content.
    private static let valueFontWords = ["subtitle", "detail", "price", "value"]
    /// Modifiers whose arguments say how a text is styled.
    private static let styleModifiers: Set<String> = ["font", "fontWeight", "foregroundColor", "foregroundStyle"]

    init(_ chain: ModifierChain) {
        var title = false
        var largeTitle = false
        var secondary = false
        for modifier in chain.modifiers {
            let name = modifier.name.lowercased()
            if modifier.name == "accessibilityAddTraits", modifier.call.arguments.description.contains("isHeader") {
                self = .heading
                return
            }
            if Self.styleModifiers.contains(modifier.name) {
                // `.subheadline` is a smaller font, not a title's.
                let arguments = modifier.call.arguments.description.lowercased()
                    .replacingOccurrences(of: "subheadline", with: "")
                if Self.secondaryWords.contains(where: arguments.contains)
                    || (modifier.name == "font" && Self.valueFontWords.contains(where: arguments.contains)) {
                    secondary = true
                } else if Self.titleWords.contains(where: arguments.contains) {
                    title = true
                    largeTitle = largeTitle || (modifier.name == "font" && arguments.contains("largetitle"))
                }
            } else if name == "bold" || (name.hasSuffix("style") && ["headline", "title"].contains(where: name.hasPrefix))
                        || Self.namesAppTextStyle(modifier, for: ["title", "headline"]) {
                // `.bold()`, or an app's own text style named for a title (`.headlineStyle()`,
                // `.daxTitle3()`).
                title = true
                largeTitle = largeTitle || name.contains("largetitle")
            } else if (name.hasSuffix("style") && Self.secondaryWords.contains(where: name.hasPrefix))
                        || Self.namesAppTextStyle(modifier, for: ["caption", "footnote"]) {
                secondary = true
            }
        }
        self = secondary ? .secondary : (largeTitle ? .largeTitle : (title ? .title : .plain))
    }

    /// Whether `modifier` is an app's own text style named for one of `styles` (`.daxTitle3()`,
    /// `.daxCaption()`): a modifier of no arguments whose name holds the style's word, not as a
    /// smaller style's (`subtitle`, `subheadline`), and not SwiftUI's own (`navigationTitle`).
    private static func namesAppTextStyle(_ modifier: ModifierChain.Modifier, for styles: [String]) -> Bool {
        let name = modifier.name.lowercased()
        guard modifier.call.arguments.isEmpty, modifier.call.trailingClosure == nil,
              !name.hasPrefix("navigation"), !name.hasPrefix("accessibility") else { return false }
        let plain = name.replacingOccurrences(of: "subtitle", with: "").replacingOccurrences(of: "subheadline", with: "")
        return styles.contains(where: plain.contains)
    }
}
