/// How a text size in iOS points decides whether text is "large-scale" for WCAG contrast.
///
/// WCAG 2.x "large scale (text)": at least 18 point, or 14 point bold (docs/color.md, Large-scale text).
/// iOS measures text in points of its own, so the mapping is a choice, stated with every result:
///
/// - `wcagPoints` (the default): one iOS point counts as one WCAG point, so 18 pt regular or
///   14 pt bold is large. Strictest reading that keeps WCAG's numbers.
/// - `accessibilityInspector`: Apple's HIG, Accessibility › Vision (used by Accessibility
///   Inspector): 18 pt and larger, or bold at any size, needs only 3:1
///   (docs/dynamic-type.md, Contrast by text size). More lenient than WCAG for small bold text.
/// - `cssPixels`: one iOS point counts as one CSS px, so large is 24 pt regular or 18.66 pt
///   bold (1 pt = 1.333 px, Understanding 1.4.3). UNVERIFIED interpretation.
///
/// Bold means a weight of 700 (Bold) or heavier in every mapping; whether Semibold counts is
/// UNVERIFIED, so it does not.
public enum LargeTextMapping: String, Hashable, Codable, Sendable, CaseIterable {
    case wcagPoints
    case accessibilityInspector
    case cssPixels

    public static let `default` = LargeTextMapping.wcagPoints

    /// Whether a font weight on the CSS scale (400 regular, 600 semibold, 700 bold) counts as
    /// bold: 700 and above.
    public static func isBold(weight: Int) -> Bool { weight >= 700 }

    /// Normal or large text, for `pointSize` iOS points at `weight` (CSS scale).
    public func subject(pointSize: Double, weight: Int) -> ContrastSubject {
        isLargeText(pointSize: pointSize, isBold: Self.isBold(weight: weight)) ? .largeText : .normalText
    }

    /// Whether text of `pointSize` iOS points, bold or not, is large-scale.
    public func isLargeText(pointSize: Double, isBold: Bool) -> Bool {
        switch self {
        case .wcagPoints: pointSize >= (isBold ? 14 : 18)
        case .accessibilityInspector: isBold || pointSize >= 18
        case .cssPixels: pointSize >= (isBold ? 18.66 : 24)
        }
    }

    /// The smallest large-scale size, for regular and bold text, in iOS points.
    public var thresholds: (regular: Double, bold: Double) {
        switch self {
        case .wcagPoints: (18, 14)
        case .accessibilityInspector: (18, 0)
        case .cssPixels: (24, 18.66)
        }
    }

    /// One sentence naming the rule and its source, shown beside results.
    public var explanation: String {
        switch self {
        case .wcagPoints:
            "large text is 18 pt, or 14 pt bold, reading one iOS point as one WCAG point (WCAG 2.2 'large scale')"
        case .accessibilityInspector:
            "large text is 18 pt or larger, or bold at any size (Apple HIG, Accessibility › Vision)"
        case .cssPixels:
            "large text is 24 pt, or 18.66 pt bold, reading one iOS point as one CSS px (Understanding 1.4.3)"
        }
    }
}
