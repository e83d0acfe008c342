/// How each text style grows with Dynamic Type.
extension TextStyle {
    /// The point size at `category` (HIG Typography tables; see `DynamicTypeTable`).
    public func pointSize(at category: ContentSizeCategory = .default) -> Double {
        DynamicTypeTable.metrics(for: self, at: category).pointSize
    }

    /// The leading (line height) at `category`, in points.
    public func leading(at category: ContentSizeCategory = .default) -> Double {
        DynamicTypeTable.metrics(for: self, at: category).leading
    }

    /// The point size and leading at `category`.
    public func metrics(at category: ContentSizeCategory = .default) -> TextStyleMetrics {
        DynamicTypeTable.metrics(for: self, at: category)
    }

    /// How much larger this style is at `category` than at Large (`size / size at Large`).
    public func scaleFactor(at category: ContentSizeCategory) -> Double {
        pointSize(at: category) / pointSize(at: .large)
    }

    /// A value designed at the Large size, scaled along this style's curve as
    /// `UIFontMetrics(forTextStyle:).scaledValue(for:)` and `@ScaledMetric(relativeTo:)` do,
    /// optionally capped like `scaledFont(for:maximumPointSize:)`.
    ///
    /// Model (docs/dynamic-type.md, Scaling custom values; the exact curve is UNVERIFIED): proportional to the
    /// style's size ratio, `value × size(category) / size(Large)`.
    public func scaledValue(_ value: Double, at category: ContentSizeCategory,
                            maximum: Double? = nil) -> Double {
        let scaled = value * scaleFactor(at: category)
        guard let maximum else { return scaled }
        return min(scaled, maximum)
    }

    /// The weight the style uses: Regular, except Headline, which is Semibold (HIG Typography).
    public var defaultWeight: VisualFacts.Weight { self == .headline ? .semibold : .regular }

    /// The weight with the bold symbolic trait: Bold for Large Title and Titles 1–2,
    /// Semibold for the rest (HIG Typography, "Emphasized weight").
    public var emphasizedWeight: VisualFacts.Weight {
        [.largeTitle, .title, .title2].contains(self) ? .bold : .semibold
    }

    /// UIKit's constant (`UIFont.TextStyle.rawValue`): `UICTFontTextStyleTitle0` for Large Title.
    public var uiKitName: String {
        switch self {
        case .largeTitle: "UICTFontTextStyleTitle0"
        case .title: "UICTFontTextStyleTitle1"
        case .title2: "UICTFontTextStyleTitle2"
        case .title3: "UICTFontTextStyleTitle3"
        case .headline: "UICTFontTextStyleHeadline"
        case .subheadline: "UICTFontTextStyleSubhead"
        case .body: "UICTFontTextStyleBody"
        case .callout: "UICTFontTextStyleCallout"
        case .footnote: "UICTFontTextStyleFootnote"
        case .caption: "UICTFontTextStyleCaption1"
        case .caption2: "UICTFontTextStyleCaption2"
        }
    }
}
