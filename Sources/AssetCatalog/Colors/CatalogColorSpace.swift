/// The colour spaces an asset catalog colour set can declare (`"color-space"` in
/// `Contents.json`; Xcode's Attributes inspector › Color › Content).
public enum CatalogColorSpace: String, Hashable, Codable, Sendable, CaseIterable {
    case srgb
    case extendedSRGB = "extended-srgb"
    case extendedLinearSRGB = "extended-linear-srgb"
    case displayP3 = "display-p3"
    case grayGamma22 = "gray-gamma-22"
    case extendedGray = "extended-gray"

    /// Whether the space has one `white` component instead of red, green and blue.
    public var isGray: Bool { self == .grayGamma22 || self == .extendedGray }
}
