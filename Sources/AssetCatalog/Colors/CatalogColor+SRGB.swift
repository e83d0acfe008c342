import ColorScience
import Foundation

extension CatalogColor {
    /// The colour in (extended) sRGB, gamma-encoded: what contrast and simulation work on.
    ///
    /// Display P3 shares sRGB's transfer curve and white point, so its linear components go
    /// through the P3 → sRGB matrix (derived from the primaries: P3 R 0.680/0.320,
    /// G 0.265/0.690, B 0.150/0.060; sRGB per IEC 61966-2-1; white D65). `gray-gamma-22`
    /// is a pure 2.2 power curve. Extended spaces mirror the curve for negative values, as
    /// Apple's extended colour spaces do; nothing is clamped here.
    public var srgb: RGBColor {
        switch colorSpace {
        case .srgb, .extendedSRGB:
            return RGBColor(red: red, green: green, blue: blue, alpha: alpha)
        case .extendedLinearSRGB:
            return Self.encode(SIMD3(red, green, blue), alpha: alpha)
        case .displayP3:
            let decode: (Double) -> Double = { SRGBTransfer.decode($0) }
            let linear = SIMD3(Self.mirrored(red, decode), Self.mirrored(green, decode), Self.mirrored(blue, decode))
            return Self.encode(Self.displayP3ToSRGB.applied(to: linear), alpha: alpha)
        case .grayGamma22, .extendedGray:
            let linear = Self.mirrored(red) { pow($0, 2.2) }
            return Self.encode(SIMD3(repeating: linear), alpha: alpha)
        }
    }

    /// Linear Display P3 → linear sRGB.
    static let displayP3ToSRGB = Matrix3x3(
        SIMD3(1.2249401763, -0.2249401763, 0),
        SIMD3(-0.0420569547, 1.0420569547, 0),
        SIMD3(-0.0196375546, -0.0786360456, 1.0982736001))

    private static func encode(_ linear: SIMD3<Double>, alpha: Double) -> RGBColor {
        RGBColor(red: mirrored(linear.x, SRGBTransfer.encode), green: mirrored(linear.y, SRGBTransfer.encode),
                 blue: mirrored(linear.z, SRGBTransfer.encode), alpha: alpha)
    }

    /// `curve` applied to the magnitude, the sign kept.
    private static func mirrored(_ value: Double, _ curve: (Double) -> Double) -> Double {
        value < 0 ? -curve(-value) : curve(value)
    }
}
