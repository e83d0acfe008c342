/// What an element looks like, where a front end knows it: the facts display rules need
/// (contrast, Dynamic Type, truncation, hit regions).
///
/// Colours are kept as written (`"#777777"`, `"systemBlue"`, `"Color(red: 0.5, …)"`) so a
/// finding can quote the source; `ColorScience` resolves them.
public struct VisualFacts: Hashable, Codable, Sendable {
    /// How text is sized.
    public enum Font: Hashable, Codable, Sendable {
        /// Scales with Dynamic Type.
        case textStyle(TextStyle)
        /// A fixed point size that ignores Dynamic Type (`.font(.system(size: 17))`).
        case fixed(size: Double)
        /// A custom size scaled relative to a text style (`UIFontMetrics`,
        /// `.custom(_:size:relativeTo:)`).
        case scaled(size: Double, relativeTo: TextStyle)

        /// Whether the font's size follows the person's text size (a text style, or a size scaled
        /// relative to one).
        public var followsTextSize: Bool {
            if case .fixed = self { return false }
            return true
        }
    }

    public enum Weight: String, Hashable, Codable, Sendable, CaseIterable {
        case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
    }

    public var foregroundColor: String?
    public var backgroundColor: String?
    public var font: Font?
    public var fontWeight: Weight?
    /// The maximum number of lines, nil for unlimited.
    public var lineLimit: Int?
    /// A size set explicitly (`.frame(width:height:)`), which text cannot grow past.
    public var explicitSize: Size?
    /// The largest Dynamic Type size the view allows (`.dynamicTypeSize(...DynamicTypeSize.large)`).
    public var maximumContentSize: ContentSizeCategory?
    /// The text drawn, when it differs from the label.
    public var text: String?
    /// Whether the text would be cut off at the settings it was built under.
    public var isTruncated: Bool?
    /// Where text is written that fits at the settings the element was built under but is cut
    /// off at AX3 in the same place; nil when none is, or when the code does not say (text of
    /// unknown length under a line limit, no line limit or constant height). Set by the SwiftUI
    /// front end at sizes below the accessibility sizes; snapshots do not carry it.
    public var cutOffAtAccessibilitySize: SourceLocation?
    /// Where the constant height is written that cuts that text off at AX3 (`.frame(height: 76)`
    /// of a row the text is passed into), when no line limit does: the line a fix edits.
    public var cutOffByHeightAt: SourceLocation?
    /// Where the code decides the size of a control (a constant frame, a symbol), for the
    /// hit-region rule; nil where its size comes from text the layout only estimates. Set by the
    /// SwiftUI front end.
    public var decidedSize: DecidedSize?
    /// The fixed font sizes storyboards and nibs set that the texts of the element — its own, or
    /// those of views inside it that it reads as one (a cell's labels) — still have, no code
    /// having replaced them: where each is set, the line a fix edits. One per view, in reading
    /// order. Set by the UIKit front end.
    public var interfaceFixedFonts: [InterfaceFixedFont]
    /// The fonts of the UIKit views — the element, or views inside it that it reads as one (a
    /// cell's labels) — that follow the text size when made but not its changes: the text keeps
    /// the size it was made at until the view is made again. One per view, in reading order. Set
    /// by the UIKit front end.
    public var fontsNotAdjusting: [UnadjustedFont]

    public init(foregroundColor: String? = nil, backgroundColor: String? = nil, font: Font? = nil,
                fontWeight: Weight? = nil, lineLimit: Int? = nil, explicitSize: Size? = nil,
                maximumContentSize: ContentSizeCategory? = nil, text: String? = nil,
                isTruncated: Bool? = nil, cutOffAtAccessibilitySize: SourceLocation? = nil, cutOffByHeightAt: SourceLocation? = nil,
                decidedSize: DecidedSize? = nil, interfaceFixedFonts: [InterfaceFixedFont] = [],
                fontsNotAdjusting: [UnadjustedFont] = []) {
        self.foregroundColor = foregroundColor
        self.backgroundColor = backgroundColor
        self.font = font
        self.fontWeight = fontWeight
        self.lineLimit = lineLimit
        self.explicitSize = explicitSize
        self.maximumContentSize = maximumContentSize
        self.text = text
        self.isTruncated = isTruncated
        self.cutOffAtAccessibilitySize = cutOffAtAccessibilitySize
        self.cutOffByHeightAt = cutOffByHeightAt
        self.decidedSize = decidedSize
        self.interfaceFixedFonts = interfaceFixedFonts
        self.fontsNotAdjusting = fontsNotAdjusting
    }

    public var isEmpty: Bool { self == VisualFacts() }
}
