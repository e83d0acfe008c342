import AccessibilityTree
import ColorScience

/// Two known colours, one translucent: what the code decides of their contrast whatever lies
/// behind them (docs/review.md, Which rules ask, and when).
///
/// A translucent foreground over an opaque background is drawn exactly (WCAG measures colours as
/// rendered; `RGBColor.composited(over:)`). A translucent background lets the backdrop through:
/// each of its channels lies between its value over black and over white, so its luminance does
/// too, and an opaque foreground lighter or darker than that whole range contrasts least with the
/// nearer end. Where the foreground's luminance lies inside the range, or both are translucent,
/// the backdrop decides, and the pair is still asked about.
extension ContrastTooLowRule {
    struct DrawnContrast: Equatable {
        /// The lowest ratio over every backdrop (the ratio itself when `isExact`).
        var lowest: Double
        /// Whether no backdrop changes it.
        var isExact: Bool
    }

    static func drawnContrast(_ foreground: String, _ background: String, in settings: AccessibilitySettings) -> DrawnContrast? {
        let appearance = ColorAppearance(scheme: settings.darkMode ? .dark : .light, isIncreasedContrast: settings.increaseContrast)
        guard let front = try? RGBColor(parsing: foreground, appearance: appearance),
              let back = try? RGBColor(parsing: background, appearance: appearance), front.alpha > 0 else { return nil }
        if back.isOpaque {
            return DrawnContrast(lowest: ContrastRatio(foreground: front, background: back).value, isExact: true)
        }
        guard front.isOpaque else { return nil }
        let darkest = back.composited(over: .black).relativeLuminance
        let lightest = back.composited(over: .white).relativeLuminance
        let luminance = front.relativeLuminance
        if luminance >= lightest { return DrawnContrast(lowest: (luminance + 0.05) / (lightest + 0.05), isExact: false) }
        if luminance <= darkest { return DrawnContrast(lowest: (darkest + 0.05) / (luminance + 0.05), isExact: false) }
        return nil
    }
}
