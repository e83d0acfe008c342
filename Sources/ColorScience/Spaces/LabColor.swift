import Foundation

/// A colour in CIE 1976 L*a*b* (D65), the space CIEDE2000 measures in.
///
/// docs/color.md, Colour spaces (CIE 15): ε = 216/24389, κ = 24389/27.
public struct LabColor: Hashable, Codable, Sendable, CustomStringConvertible {
    /// Lightness, 0 (black) to 100 (white).
    public var l: Double
    /// Green (−) to red (+).
    public var a: Double
    /// Blue (−) to yellow (+).
    public var b: Double

    public init(l: Double, a: Double, b: Double) {
        self.l = l
        self.a = a
        self.b = b
    }

    static let epsilon = 216.0 / 24389
    static let kappa = 24389.0 / 27

    /// The Lab of an XYZ colour relative to `white`.
    public init(_ xyz: XYZColor, white: XYZColor = .d65White) {
        func f(_ t: Double) -> Double { t > Self.epsilon ? cbrt(t) : (Self.kappa * t + 16) / 116 }
        let fx = f(xyz.x / white.x), fy = f(xyz.y / white.y), fz = f(xyz.z / white.z)
        self.init(l: 116 * fy - 16, a: 500 * (fx - fy), b: 200 * (fy - fz))
    }

    /// The Lab of an encoded sRGB colour (alpha ignored).
    public init(_ color: RGBColor) {
        self.init(XYZColor(color))
    }

    /// The XYZ of this colour relative to `white`.
    public func xyz(white: XYZColor = .d65White) -> XYZColor {
        let fy = (l + 16) / 116, fx = fy + a / 500, fz = fy - b / 200
        func inverse(_ f: Double) -> Double {
            let cube = f * f * f
            return cube > Self.epsilon ? cube : (116 * f - 16) / Self.kappa
        }
        let y = l > Self.kappa * Self.epsilon ? fy * fy * fy : l / Self.kappa
        return XYZColor(x: inverse(fx) * white.x, y: y * white.y, z: inverse(fz) * white.z)
    }

    /// The encoded sRGB colour, unclamped.
    public var rgb: RGBColor { xyz().rgb }

    /// Chroma and hue.
    public var lch: LChColor {
        var hue = atan2(b, a) * 180 / .pi
        if hue < 0 { hue += 360 }
        return LChColor(l: l, c: (a * a + b * b).squareRoot(), h: hue)
    }

    public var description: String { "L*\(l) a*\(a) b*\(b)" }
}

/// A colour in CIE LCh(ab): lightness, chroma and hue angle in degrees (0…360).
public struct LChColor: Hashable, Codable, Sendable {
    public var l: Double
    public var c: Double
    public var h: Double

    public init(l: Double, c: Double, h: Double) {
        self.l = l
        self.c = c
        self.h = h
    }

    /// The same colour in Lab.
    public var lab: LabColor {
        let radians = h * .pi / 180
        return LabColor(l: l, a: c * cos(radians), b: c * sin(radians))
    }
}
