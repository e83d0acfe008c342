import AccessibilityTree

/// Point sizes and line heights of the iOS text styles at every content size category
/// (spec/dynamic-type.md §2, Apple HIG Typography › Specifications), and the glyph-width
/// model used to estimate text extents.
///
/// Kept in this module until `TextStyle.pointSize(at:)` is available in `AccessibilityTree`.
enum TextMetrics {
    /// `size/leading` per style, columns xSmall … xxxLarge, AX1 … AX5.
    private static let table: [TextStyle: [(size: Double, leading: Double)]] = [
        .largeTitle: [(31, 38), (32, 39), (33, 40), (34, 41), (36, 43), (38, 46), (40, 48), (44, 52), (48, 57), (52, 61), (56, 66), (60, 70)],
        .title: [(25, 31), (26, 32), (27, 33), (28, 34), (30, 37), (32, 39), (34, 41), (38, 46), (43, 51), (48, 57), (53, 62), (58, 68)],
        .title2: [(19, 24), (20, 25), (21, 26), (22, 28), (24, 30), (26, 32), (28, 34), (34, 41), (39, 47), (44, 52), (50, 59), (56, 66)],
        .title3: [(17, 22), (18, 23), (19, 24), (20, 25), (22, 28), (24, 30), (26, 32), (31, 38), (37, 44), (43, 51), (49, 58), (55, 65)],
        .headline: [(14, 19), (15, 20), (16, 21), (17, 22), (19, 24), (21, 26), (23, 29), (28, 34), (33, 40), (40, 48), (47, 56), (53, 62)],
        .body: [(14, 19), (15, 20), (16, 21), (17, 22), (19, 24), (21, 26), (23, 29), (28, 34), (33, 40), (40, 48), (47, 56), (53, 62)],
        .callout: [(13, 18), (14, 19), (15, 20), (16, 21), (18, 23), (20, 25), (22, 28), (26, 32), (32, 39), (38, 46), (44, 52), (51, 60)],
        .subheadline: [(12, 16), (13, 18), (14, 19), (15, 20), (17, 22), (19, 24), (21, 28), (25, 31), (30, 37), (36, 43), (42, 50), (49, 58)],
        .footnote: [(12, 16), (12, 16), (12, 16), (13, 18), (15, 20), (17, 22), (19, 24), (23, 29), (27, 33), (33, 40), (38, 46), (44, 52)],
        .caption: [(11, 13), (11, 13), (11, 13), (12, 16), (14, 19), (16, 21), (18, 23), (22, 28), (26, 32), (32, 39), (37, 44), (43, 51)],
        .caption2: [(11, 13), (11, 13), (11, 13), (11, 13), (13, 18), (15, 20), (17, 22), (20, 25), (24, 30), (29, 35), (34, 41), (40, 48)],
    ]

    /// The point size of `style` at `category`.
    static func pointSize(_ style: TextStyle, at category: ContentSizeCategory) -> Double {
        table[style]?[category.index].size ?? 17
    }

    /// The line height (leading) of `style` at `category`.
    static func lineHeight(_ style: TextStyle, at category: ContentSizeCategory) -> Double {
        table[style]?[category.index].leading ?? 22
    }

    /// `@ScaledMetric` / `UIFontMetrics` factor: size at `category` over size at Large
    /// (spec/dynamic-type.md §6).
    static func scale(for style: TextStyle, at category: ContentSizeCategory) -> Double {
        pointSize(style, at: category) / pointSize(style, at: .large)
    }

    /// The average glyph advance as a fraction of the point size: an estimate (about half an em
    /// for SF Pro text), a little wider with Bold Text.
    static func averageGlyphWidth(isBold: Bool) -> Double { isBold ? 0.53 : 0.5 }

    /// Line height of a fixed-size font: about 1.2 em.
    static func lineHeight(forFixedSize size: Double) -> Double { (size * 1.2).rounded() }
}
