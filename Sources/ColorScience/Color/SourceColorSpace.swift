import Foundation

/// The colour spaces colours are written in (Swift initialisers, asset catalog colour sets),
/// converted to the sRGB that contrast is measured in.
public enum SourceColorSpace: String, Hashable, Codable, Sendable, CaseIterable {
    /// Gamma-encoded sRGB; `extendedSRGB` is the same numbers allowed past 0…1.
    case sRGB, extendedSRGB
    /// Linear-light sRGB (`Color.RGBColorSpace.sRGBLinear`, asset catalogs' `extended-linear-srgb`).
    case linearSRGB, extendedLinearSRGB
    /// Display P3 (the sRGB transfer curve, wider primaries; CSS Color 4 matrix).
    case displayP3
    /// One grey component with a pure 2.2 gamma (asset catalogs' `gray-gamma-22`); the
    /// extended variant allows values past 0…1.
    case grayGamma22, extendedGray

    /// Display P3 linear → XYZ (D65), CSS Color 4.
    static let displayP3ToXYZ = Matrix3x3(
        SIMD3(0.4865709486482162, 0.26566769316909306, 0.1982172852343625),
        SIMD3(0.2289745640697488, 0.6917385218365064, 0.079286914093745),
        SIMD3(0, 0.04511338185890264, 1.043944368900976))

    /// The space an asset catalog's `color-space` names: `srgb`, `extended-srgb`,
    /// `extended-linear-srgb`, `display-p3`, `gray-gamma-22`, `extended-gray`.
    public init?(assetCatalogName name: String) {
        let table: [String: SourceColorSpace] = [
            "srgb": .sRGB, "extended-srgb": .extendedSRGB, "extended-linear-srgb": .extendedLinearSRGB,
            "linear-srgb": .linearSRGB, "display-p3": .displayP3, "gray-gamma-22": .grayGamma22,
            "extended-gray": .extendedGray,
        ]
        guard let space = table[name.lowercased()] else { return nil }
        self = space
    }

    /// Whether the space has one (grey) component rather than three.
    public var isGray: Bool { self == .grayGamma22 || self == .extendedGray }

    /// Encoded sRGB components (unclamped: colours outside sRGB stay visible as such) for
    /// `components` in this space. Grey spaces read the first component only.
    public func sRGBComponents(_ components: SIMD3<Double>) -> SIMD3<Double> {
        switch self {
        case .sRGB, .extendedSRGB:
            return components
        case .linearSRGB, .extendedLinearSRGB:
            return SRGBTransfer.encode(components).components
        case .displayP3:
            let linear = SIMD3(SRGBTransfer.decode(components.x), SRGBTransfer.decode(components.y),
                               SRGBTransfer.decode(components.z))
            let xyz = Self.displayP3ToXYZ.applied(to: linear)
            return XYZColor(x: xyz.x, y: xyz.y, z: xyz.z).rgb.components
        case .grayGamma22, .extendedGray:
            let value = components.x
            let linear = value < 0 ? -pow(-value, 2.2) : pow(value, 2.2)
            return SIMD3(repeating: SRGBTransfer.encode(linear))
        }
    }
}

extension RGBColor {
    /// The sRGB colour of `components` written in `space` (for a grey space, the first
    /// component is the grey level).
    public init(_ components: SIMD3<Double>, alpha: Double = 1, in space: SourceColorSpace) {
        let rgb = space.sRGBComponents(components)
        self.init(red: rgb.x, green: rgb.y, blue: rgb.z, alpha: alpha)
    }
}
