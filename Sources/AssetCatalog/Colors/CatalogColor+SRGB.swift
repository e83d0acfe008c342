import ColorScience

extension CatalogColor {
    /// The colour in (extended) sRGB, gamma-encoded: what contrast and simulation work on.
    ///
    /// Converted by ColorScience's `SourceColorSpace`: Display P3 through XYZ, grey gamma 2.2
    /// as a pure power curve, extended spaces mirrored for negative values; nothing is clamped.
    public var srgb: RGBColor {
        RGBColor(SIMD3(red, green, blue), alpha: alpha, in: colorSpace)
    }
}
