/// A colour exactly as a colour set declares it: its space and components normalised to
/// 0…1 (extended spaces may go beyond), whatever encoding the file used.
public struct CatalogColor: Hashable, Codable, Sendable {
    public var colorSpace: CatalogColorSpace
    /// Red, green and blue; for grey spaces, the white level three times.
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double

    public init(colorSpace: CatalogColorSpace, red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.colorSpace = colorSpace
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// A grey in `colorSpace`.
    public init(colorSpace: CatalogColorSpace, white: Double, alpha: Double = 1) {
        self.init(colorSpace: colorSpace, red: white, green: white, blue: white, alpha: alpha)
    }
}
