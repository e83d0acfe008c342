import ColorScience

extension CatalogAppearance.Luminosity {
    /// The luminosity of a colour scheme.
    init(_ scheme: ColorAppearance.Scheme) {
        self = scheme == .light ? .light : .dark
    }
}

extension ColorSet {
    /// The colour shown in `appearance` on a device of `idiom`, in sRGB; nil when no variant
    /// applies or it names a system colour ColorScience does not know.
    ///
    /// A variant that refers to a system colour (`"reference": "systemBlueColor"`) resolves
    /// to that colour's value in `appearance`, from ColorScience's `SystemColors`.
    public func color(in appearance: ColorAppearance, idiom: String = "universal") -> RGBColor? {
        guard let chosen = variant(luminosity: .init(appearance.scheme), isHighContrast: appearance.isIncreasedContrast,
                                   idiom: idiom) else { return nil }
        if let color = chosen.color { return color.srgb }
        return chosen.systemColorReference.flatMap(Self.systemColor(named:))?.resolved(in: appearance)
    }

    /// Whether the set has a value of its own for `appearance`, not a fallback: a dark entry
    /// for dark, a high-contrast entry for increased contrast, or a reference to a system
    /// colour that itself changes there.
    public func hasOwnVariant(for appearance: ColorAppearance) -> Bool {
        let luminosity = CatalogAppearance.Luminosity(appearance.scheme)
        let declared = appearance.isIncreasedContrast
            ? hasHighContrastVariant(for: luminosity)
            : luminosity == .light || variants.contains { $0.appearance.luminosity == luminosity }
        if declared { return true }
        guard let reference = variant(luminosity: luminosity, isHighContrast: appearance.isIncreasedContrast)?
            .systemColorReference, let system = Self.systemColor(named: reference) else { return false }
        return appearance.isIncreasedContrast ? system.hasVariant(for: appearance) : system.isDynamic
    }

    /// The UIKit system colour an asset catalog reference names (`systemBlueColor`, `labelColor`).
    static func systemColor(named reference: String) -> DynamicColor? {
        let name = reference.hasSuffix("Color") ? String(reference.dropLast(5)) : reference
        return SystemColors.uiKit[name] ?? SystemColors.uiKitFixed[name].map { DynamicColor($0) }
    }

    /// The set as a ColorScience `DynamicColor`, for resolving `Color("Name")` in any
    /// appearance; nil when it has no colour for light or dark.
    /// Increased-contrast values are set only where the set has its own.
    public func dynamicColor(idiom: String = "universal") -> DynamicColor? {
        guard let light = color(in: .light, idiom: idiom), let dark = color(in: .dark, idiom: idiom) else { return nil }
        func increased(_ appearance: ColorAppearance) -> RGBColor? {
            hasOwnVariant(for: appearance) ? color(in: appearance, idiom: idiom) : nil
        }
        return DynamicColor(light: light, dark: dark, lightIncreasedContrast: increased(.lightIncreasedContrast),
                            darkIncreasedContrast: increased(.darkIncreasedContrast))
    }
}
