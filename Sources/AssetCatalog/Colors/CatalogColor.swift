import ColorScience

/// A colour exactly as a colour set declares it: its space (`"color-space"`; Xcode's
/// Attributes inspector › Color › Content) and components normalised to 0…1 (extended
/// spaces may go beyond), whatever encoding the file used.
public struct CatalogColor: Hashable, Codable, Sendable {
    public var colorSpace: SourceColorSpace
    /// Red, green and blue; for grey spaces, the white level three times.
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double

    public init(colorSpace: SourceColorSpace, red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.colorSpace = colorSpace
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// A grey in `colorSpace`.
    public init(colorSpace: SourceColorSpace, white: Double, alpha: Double = 1) {
        self.init(colorSpace: colorSpace, red: white, green: white, blue: white, alpha: alpha)
    }
}
