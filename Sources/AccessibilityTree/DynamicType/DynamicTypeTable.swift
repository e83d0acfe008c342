/// The iOS and iPadOS Dynamic Type sizes: every text style's point size and leading at each of
/// the twelve content size categories.
///
/// Apple HIG, Typography › Specifications, "iOS, iPadOS Dynamic Type sizes"
/// (docs/dynamic-type.md, Text styles), confirmed by `UIFont.preferredFont(forTextStyle:)` measurements on
/// iOS 13.3 for every size but one: Caption 2 at AX5 measured 41 pt where the HIG lists 40 pt.
/// The HIG value is used (which is current is UNVERIFIED).
public enum DynamicTypeTable {
    /// Size/leading pairs per style, in `ContentSizeCategory.allCases` order (xS … AX5).
    static let rows: [TextStyle: [(Double, Double)]] = [
        .largeTitle: [(31, 38), (32, 39), (33, 40), (34, 41), (36, 43), (38, 46), (40, 48),
                      (44, 52), (48, 57), (52, 61), (56, 66), (60, 70)],
        .title: [(25, 31), (26, 32), (27, 33), (28, 34), (30, 37), (32, 39), (34, 41),
                 (38, 46), (43, 51), (48, 57), (53, 62), (58, 68)],
        .title2: [(19, 24), (20, 25), (21, 26), (22, 28), (24, 30), (26, 32), (28, 34),
                  (34, 41), (39, 47), (44, 52), (50, 59), (56, 66)],
        .title3: [(17, 22), (18, 23), (19, 24), (20, 25), (22, 28), (24, 30), (26, 32),
                  (31, 38), (37, 44), (43, 51), (49, 58), (55, 65)],
        .headline: [(14, 19), (15, 20), (16, 21), (17, 22), (19, 24), (21, 26), (23, 29),
                    (28, 34), (33, 40), (40, 48), (47, 56), (53, 62)],
        .body: [(14, 19), (15, 20), (16, 21), (17, 22), (19, 24), (21, 26), (23, 29),
                (28, 34), (33, 40), (40, 48), (47, 56), (53, 62)],
        .callout: [(13, 18), (14, 19), (15, 20), (16, 21), (18, 23), (20, 25), (22, 28),
                   (26, 32), (32, 39), (38, 46), (44, 52), (51, 60)],
        .subheadline: [(12, 16), (13, 18), (14, 19), (15, 20), (17, 22), (19, 24), (21, 28),
                       (25, 31), (30, 37), (36, 43), (42, 50), (49, 58)],
        .footnote: [(12, 16), (12, 16), (12, 16), (13, 18), (15, 20), (17, 22), (19, 24),
                    (23, 29), (27, 33), (33, 40), (38, 46), (44, 52)],
        .caption: [(11, 13), (11, 13), (11, 13), (12, 16), (14, 19), (16, 21), (18, 23),
                   (22, 28), (26, 32), (32, 39), (37, 44), (43, 51)],
        .caption2: [(11, 13), (11, 13), (11, 13), (11, 13), (13, 18), (15, 20), (17, 22),
                    (20, 25), (24, 30), (29, 35), (34, 41), (40, 48)],
    ]

    /// The size and leading of `style` at `category`.
    public static func metrics(for style: TextStyle, at category: ContentSizeCategory) -> TextStyleMetrics {
        let (size, leading) = rows[style, default: []].dropFirst(category.index).first ?? (17, 22)
        return TextStyleMetrics(pointSize: size, leading: leading)
    }

    /// The smallest text size iOS recommends (HIG, Accessibility: default 17 pt, minimum 11 pt).
    public static let minimumPointSize = 11.0

    /// The default body text size on iOS (HIG, Accessibility).
    public static let defaultPointSize = 17.0
}
