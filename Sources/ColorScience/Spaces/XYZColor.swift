/// A colour in CIE 1931 XYZ, relative to D65 with white Y = 1.
///
/// docs/color.md, Colour spaces: the sRGB (BT.709 primaries) matrix to 7 digits, and its inverse
/// computed from those digits so round trips are exact to rounding.
public struct XYZColor: Hashable, Codable, Sendable {
    public var x: Double
    public var y: Double
    public var z: Double

    public init(x: Double, y: Double, z: Double) {
        self.x = x
        self.y = y
        self.z = z
    }

    /// D65 as the row sums of the sRGB matrix (docs/color.md, Colour spaces).
    public static let d65White = XYZColor(x: 0.95047, y: 1, z: 1.08883)

    /// Linear sRGB → XYZ.
    public static let fromLinearSRGB = Matrix3x3(
        SIMD3(0.4124564, 0.3575761, 0.1804375),
        SIMD3(0.2126729, 0.7151522, 0.0721750),
        SIMD3(0.0193339, 0.1191920, 0.9503041))

    /// XYZ → linear sRGB (the inverse of `fromLinearSRGB`, computed from it).
    public static let toLinearSRGB = Matrix3x3(
        SIMD3(3.2404548, -1.5371389, -0.4985315),
        SIMD3(-0.9692664, 1.8760109, 0.0415561),
        SIMD3(0.0556434, -0.2040259, 1.0572252))

    /// The XYZ of linear sRGB components.
    public init(linearSRGB: SIMD3<Double>) {
        let v = Self.fromLinearSRGB.applied(to: linearSRGB)
        self.init(x: v.x, y: v.y, z: v.z)
    }

    /// The XYZ of an encoded sRGB colour (alpha ignored).
    public init(_ color: RGBColor) {
        self.init(linearSRGB: SRGBTransfer.decode(color))
    }

    /// Linear sRGB components, unclamped (out of gamut when any is outside 0…1).
    public var linearSRGB: SIMD3<Double> {
        Self.toLinearSRGB.applied(to: SIMD3(x, y, z))
    }

    /// The encoded sRGB colour, unclamped.
    public var rgb: RGBColor { SRGBTransfer.encode(linearSRGB) }
}
