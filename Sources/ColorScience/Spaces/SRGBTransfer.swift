import Foundation

/// The sRGB transfer function (IEC 61966-2-1): between gamma-encoded values and linear light.
///
/// docs/color.md, sRGB encoding. WCAG 2.x uses the 0.04045 threshold since May 2021; the older 0.03928
/// gives identical results for 8-bit input and is offered as `legacyDecodeThreshold`.
public enum SRGBTransfer {
    /// The encoded value at which the curve switches from linear to power (IEC 61966-2-1).
    public static let decodeThreshold = 0.04045
    /// WCAG's threshold before May 2021.
    public static let legacyDecodeThreshold = 0.03928
    /// The linear value at which the encoding curve switches.
    public static let encodeThreshold = 0.0031308

    /// Linear light from an encoded component (0…1; beyond that, extended sRGB mirrors the
    /// curve for negative values, as Apple's extended colour spaces do).
    public static func decode(_ encoded: Double, threshold: Double = decodeThreshold) -> Double {
        if encoded < 0 { return -decode(-encoded, threshold: threshold) }
        return encoded <= threshold ? encoded / 12.92 : pow((encoded + 0.055) / 1.055, 2.4)
    }

    /// The encoded component for linear light; values are not clamped (negative values are
    /// mirrored, as in extended sRGB).
    public static func encode(_ linear: Double) -> Double {
        if linear < 0 { return -encode(-linear) }
        return linear <= encodeThreshold ? 12.92 * linear : 1.055 * pow(linear, 1 / 2.4) - 0.055
    }

    /// Linear red, green and blue of `color` (alpha ignored).
    public static func decode(_ color: RGBColor) -> SIMD3<Double> {
        SIMD3(decode(color.red), decode(color.green), decode(color.blue))
    }

    /// The encoded colour for linear red, green and blue.
    public static func encode(_ linear: SIMD3<Double>, alpha: Double = 1) -> RGBColor {
        RGBColor(red: encode(linear.x), green: encode(linear.y), blue: encode(linear.z), alpha: alpha)
    }
}
