/// Alpha compositing: what a translucent colour looks like once drawn.
extension RGBColor {
    /// This colour drawn over `background` with the source-over operator, in gamma-encoded
    /// sRGB as browsers and UIKit blend by default.
    ///
    /// WCAG evaluates colours as rendered, so a translucent foreground is composited over its
    /// background before measuring contrast (docs/color.md, Relative luminance and contrast ratio; that Apple
    /// composites in encoded space is UNVERIFIED). The result is opaque when the background is.
    public func composited(over background: RGBColor) -> RGBColor {
        let top = clamped, bottom = background.clamped
        let alpha = top.alpha + bottom.alpha * (1 - top.alpha)
        guard alpha > 0 else { return .clear }
        let mixed = (top.components * top.alpha + bottom.components * bottom.alpha * (1 - top.alpha)) / alpha
        return RGBColor(red: mixed.x, green: mixed.y, blue: mixed.z, alpha: alpha)
    }
}
