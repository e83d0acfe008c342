/// Where a UIKit view is given a font that follows the text size (a text style, or one
/// `UIFontMetrics` scales) though the view does not adjust it when the person changes their text
/// size (`adjustsFontForContentSizeCategory` not set) and no code around it sets the font again
/// (`VisualFacts.fontsNotAdjusting`).
public struct UnadjustedFont: Hashable, Codable, Sendable {
    /// The line that sets the font: an assignment in code, or a storyboard's `<fontDescription>`.
    public var source: SourceLocation
    /// Whether the font is a button's title's, which adjusts through the button's `titleLabel`.
    public var isButtonTitle: Bool

    public init(source: SourceLocation, isButtonTitle: Bool) {
        self.source = source
        self.isButtonTitle = isButtonTitle
    }
}
