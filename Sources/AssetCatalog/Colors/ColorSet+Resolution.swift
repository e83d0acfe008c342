extension ColorSet {
    /// The variant the system would pick for a device of `idiom` in `luminosity`, with or
    /// without Increase Contrast.
    ///
    /// A variant qualifies when each of its appearance conditions holds (no luminosity, or
    /// the requested one; high contrast only when requested). Among those, an entry for the
    /// idiom beats a universal one, a matching luminosity beats "Any", and a matching
    /// high-contrast entry beats a standard one — the trait matching UIKit does for named
    /// colours (UITraitCollection; "Asset Catalog Format Reference", Appearances).
    public func variant(luminosity: CatalogAppearance.Luminosity, isHighContrast: Bool,
                        idiom: String = "universal") -> ColorVariant? {
        let qualifying = variants.filter { variant in
            (variant.idiom == idiom || variant.idiom == "universal")
                && (variant.appearance.luminosity == nil || variant.appearance.luminosity == luminosity)
                && (!variant.appearance.isHighContrast || isHighContrast)
        }
        return qualifying.max { score($0, idiom: idiom) < score($1, idiom: idiom) }
    }

    /// Whether the set declares its own high-contrast variant for `luminosity` (or for any).
    public func hasHighContrastVariant(for luminosity: CatalogAppearance.Luminosity) -> Bool {
        variants.contains { $0.appearance.isHighContrast && ($0.appearance.luminosity ?? luminosity) == luminosity }
    }

    private func score(_ variant: ColorVariant, idiom: String) -> Int {
        (variant.idiom == idiom && idiom != "universal" ? 4 : 0)
            + (variant.appearance.luminosity != nil ? 2 : 0)
            + (variant.appearance.isHighContrast ? 1 : 0)
    }
}
