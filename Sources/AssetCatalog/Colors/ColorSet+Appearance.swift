import ColorScience

extension CatalogAppearance.Luminosity {
    /// The luminosity of a colour scheme.
    init(_ scheme: ColorAppearance.Scheme) {
        self = scheme == .light ? .light : .dark
    }
}

extension ColorSet {
    /// The colour shown in `appearance` on a device of `idiom`, in sRGB; nil when no variant
    /// applies or the variant names a system colour.
    public func color(in appearance: ColorAppearance, idiom: String = "universal") -> RGBColor? {
        variant(luminosity: .init(appearance.scheme), isHighContrast: appearance.isIncreasedContrast,
                idiom: idiom)?.color?.srgb
    }

    /// Whether the set has a variant of its own for `appearance`: a dark entry for dark, a
    /// high-contrast entry for increased contrast (not a fallback).
    public func hasOwnVariant(for appearance: ColorAppearance) -> Bool {
        let luminosity = CatalogAppearance.Luminosity(appearance.scheme)
        if appearance.isIncreasedContrast {
            return hasHighContrastVariant(for: luminosity)
        }
        return luminosity == .light || variants.contains { $0.appearance.luminosity == luminosity }
    }
}
