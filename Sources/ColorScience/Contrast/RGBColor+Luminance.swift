/// WCAG 2.x relative luminance.
extension RGBColor {
    /// The relative luminance `0.2126 R + 0.7152 G + 0.0722 B` of the linearised channels,
    /// 0 for black to 1 for white (WCAG 2.x definition "relative luminance"; docs/color.md,
    /// Relative luminance and contrast ratio). Alpha is ignored: composite a translucent colour first.
    public var relativeLuminance: Double {
        let linear = SRGBTransfer.decode(clamped)
        return 0.2126 * linear.x + 0.7152 * linear.y + 0.0722 * linear.z
    }
}
