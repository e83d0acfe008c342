import ColorScience

/// What the catalog colour audit checks and how strictly.
public struct ColorAuditOptions: Hashable, Sendable {
    /// The pairs to check; nil to infer them from names (`ColorPair.inferred(from:)`).
    public var pairs: [ColorPair]?
    /// A pair that meets its minimum by less than this margin needs a high-contrast variant.
    public var highContrastMargin: Double
    /// Palette members closer than this CIEDE2000 difference look alike (a model threshold:
    /// ΔE00 ≈ 10 separates colours at a glance in charts; UNVERIFIED as a standard).
    public var minimumPaletteDifference: Double
    /// The deficiencies palettes are checked under.
    public var deficiencies: [ColorVisionDeficiency]
    /// The device idiom whose variants are used.
    public var idiom: String

    public init(pairs: [ColorPair]? = nil, highContrastMargin: Double = 1.0, minimumPaletteDifference: Double = 10,
                deficiencies: [ColorVisionDeficiency] = ColorVisionDeficiency.dichromacies, idiom: String = "universal") {
        self.pairs = pairs
        self.highContrastMargin = highContrastMargin
        self.minimumPaletteDifference = minimumPaletteDifference
        self.deficiencies = deficiencies
        self.idiom = idiom
    }
}
