/// A colour that can differ by appearance, like a system colour or an asset catalog colour
/// set: a light and a dark value, and optional increased-contrast values.
public struct DynamicColor: Hashable, Codable, Sendable {
    public var light: RGBColor
    public var dark: RGBColor
    /// Light appearance with Increase Contrast; nil when the colour has no such variant.
    public var lightIncreasedContrast: RGBColor?
    /// Dark appearance with Increase Contrast; nil when the colour has no such variant.
    public var darkIncreasedContrast: RGBColor?

    public init(light: RGBColor, dark: RGBColor, lightIncreasedContrast: RGBColor? = nil,
                darkIncreasedContrast: RGBColor? = nil) {
        self.light = light
        self.dark = dark
        self.lightIncreasedContrast = lightIncreasedContrast
        self.darkIncreasedContrast = darkIncreasedContrast
    }

    /// The same colour in every appearance.
    public init(_ color: RGBColor) {
        self.init(light: color, dark: color)
    }

    /// The colour in `appearance`; without an increased-contrast variant, the standard one
    /// for the same scheme (what UIKit does).
    public func resolved(in appearance: ColorAppearance) -> RGBColor {
        switch (appearance.scheme, appearance.isIncreasedContrast) {
        case (.light, false): light
        case (.dark, false): dark
        case (.light, true): lightIncreasedContrast ?? light
        case (.dark, true): darkIncreasedContrast ?? dark
        }
    }

    /// Whether the colour has its own value for `appearance` (not a fallback).
    public func hasVariant(for appearance: ColorAppearance) -> Bool {
        appearance.isIncreasedContrast
            ? (appearance.scheme == .light ? lightIncreasedContrast : darkIncreasedContrast) != nil
            : true
    }

    /// Whether the colour changes with appearance at all.
    public var isDynamic: Bool {
        light != dark || lightIncreasedContrast != nil || darkIncreasedContrast != nil
    }

    /// The colour with every variant's alpha multiplied by `opacity` (`.opacity(_:)`,
    /// `withAlphaComponent(_:)` sets rather than multiplies: pass `replacing: true`).
    public func withOpacity(_ opacity: Double, replacing: Bool = false) -> DynamicColor {
        func apply(_ color: RGBColor) -> RGBColor {
            var copy = color
            copy.alpha = replacing ? opacity : color.alpha * opacity
            return copy
        }
        return DynamicColor(light: apply(light), dark: apply(dark), lightIncreasedContrast: lightIncreasedContrast.map(apply),
                            darkIncreasedContrast: darkIncreasedContrast.map(apply))
    }
}
