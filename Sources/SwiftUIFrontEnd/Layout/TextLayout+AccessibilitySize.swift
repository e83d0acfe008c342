import AccessibilityTree

extension TextLayout {
    /// The accessibility size text is judged at: AX3, where the talks show text cut off.
    static let judgedSize = ContentSizeCategory.accessibilityExtraLarge

    /// The characters a line must hold at the screen's size for its width to be judged.
    static let minimumCharactersPerLine = 8

    /// Identifiers by which a view reads the text size or lets SwiftUI choose a layout by it.
    static let textSizeReaders: Set<String> = [
        "dynamicTypeSize", "sizeCategory", "isAccessibilitySize", "isAccessibilityCategory", "ViewThatFits",
        "AnyLayout", "ScaledMetric",
    ]

    /// `context` at the size text is judged at: AX3, or the largest size a view that stops Dynamic
    /// Type below it allows; nil where that is no larger than `context`'s own.
    static func judgedContext(_ context: LoweringContext) -> LoweringContext? {
        var large = context
        large.contentSize = min(judgedSize, context.maximumContentSize ?? judgedSize)
        return large.contentSize > context.contentSize ? large : nil
    }

    /// Whether `text`, laid out at `width` under `context`, is cut off at AX3 — answered only
    /// where the code decides it: the text is known (`isKnown`: a literal or preview data, not a
    /// run-time value whose length is a guess), so is its font (not `isFontUnknown`), a line
    /// limit or a constant height caps it, and its width holds at least
    /// `minimumCharactersPerLine` characters at L. A view that stops
    /// Dynamic Type below AX3 (`.dynamicTypeSize(...)`) is laid out at its largest size.
    ///
    /// Not inside a view that reads the text size or picks among layouts (`ViewThatFits`): it
    /// may show other views, limits or sizes at AX3 than the ones lowered at this size.
    ///
    /// Front ends ask at sizes below the accessibility sizes; at those sizes a screen's own
    /// truncation (`VisualFacts.isTruncated`) answers.
    ///
    /// - Parameter width: the width the text has at AX3, asked for only once the rest decides
    ///   nothing (`OfferedWidth`).
    static func isCutOffAtAccessibilitySize(_ text: String, isKnown: Bool, context: LoweringContext, width: () -> Double?) -> Bool {
        guard isKnown, !context.isFontUnknown, !context.adaptsToTextSize, !context.contentSize.isAccessibilitySize else { return false }
        let height = context.availableHeight.flatMap { $0.isFinite && $0 > 0 && $0 < 100_000 ? $0 : nil }
        guard context.lineLimit != nil || height != nil, let large = judgedContext(context) else { return false }
        // A width that holds only a few characters even at L is the approximate layout's guess,
        // not a fact of the code: the text would be cut there at every size.
        let glyph = context.textMetrics.size * TextMetrics.averageGlyphWidth(isBold: context.isBold)
        guard let width = width(), width >= glyph * Double(minimumCharactersPerLine) else { return false }
        return TextLayout(text: text, context: large, width: width).isTruncated
    }
}
