import AccessibilityTree

/// Text extents for layout: point sizes and line heights come from the Dynamic Type table in
/// `AccessibilityTree` (docs/dynamic-type.md, Text styles); the glyph-width model is this module's own.
enum TextMetrics {
    /// The point size of `style` at `category`.
    static func pointSize(_ style: TextStyle, at category: ContentSizeCategory) -> Double {
        style.pointSize(at: category)
    }

    /// The line height (leading) of `style` at `category`.
    static func lineHeight(_ style: TextStyle, at category: ContentSizeCategory) -> Double {
        style.leading(at: category)
    }

    /// `@ScaledMetric` / `UIFontMetrics` factor: size at `category` over size at Large
    /// (docs/dynamic-type.md, Scaling custom values).
    static func scale(for style: TextStyle, at category: ContentSizeCategory) -> Double {
        style.scaleFactor(at: category)
    }

    /// The average glyph advance as a fraction of the point size: an estimate (about half an em
    /// for SF Pro text), a little wider with Bold Text.
    static func averageGlyphWidth(isBold: Bool) -> Double { isBold ? 0.53 : 0.5 }

    /// Line height of a fixed-size font: about 1.2 em.
    static func lineHeight(forFixedSize size: Double) -> Double { (size * 1.2).rounded() }
}
