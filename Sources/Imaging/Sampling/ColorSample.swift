import ColorScience

/// The dominant colours under a region of a screenshot, and their contrast.
public struct ColorSample: Hashable, Codable, Sendable {
    /// The most frequent colour: what the content sits on.
    public var background: RGBColor
    /// The most frequent colour clearly different from the background (the text or glyph),
    /// or nil when the region is a single colour.
    public var foreground: RGBColor?
    /// Fractions of the region's pixels in the background and foreground colour bins.
    public var backgroundShare: Double
    public var foregroundShare: Double

    public init(background: RGBColor, foreground: RGBColor?, backgroundShare: Double, foregroundShare: Double) {
        self.background = background
        self.foreground = foreground
        self.backgroundShare = backgroundShare
        self.foregroundShare = foregroundShare
    }

    /// The WCAG contrast of foreground on background; nil without a foreground.
    public var contrast: ContrastRatio? {
        foreground.map { ContrastRatio($0, background) }
    }
}
