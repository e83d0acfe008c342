import Foundation

/// A colour in the sRGB colour space: gamma-encoded red, green and blue from 0 to 1, and an
/// alpha (opacity) from 0 (transparent) to 1 (opaque).
///
/// Components are kept as given (unclamped) so wide-gamut or extended values survive a round
/// trip; `clamped` restricts them to 0…1. Alpha is straight (not premultiplied).
public struct RGBColor: Hashable, Codable, Sendable, CustomStringConvertible {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double

    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// A colour from 8-bit channel values (0…255), as `#RRGGBB` writes them.
    public init(red8: Int, green8: Int, blue8: Int, alpha: Double = 1) {
        self.init(red: Double(red8) / 255, green: Double(green8) / 255, blue: Double(blue8) / 255, alpha: alpha)
    }

    /// A grey of the given encoded `white` level (`Color(white:opacity:)`, `UIColor(white:alpha:)`).
    public init(white: Double, alpha: Double = 1) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    public static let black = RGBColor(red: 0, green: 0, blue: 0)
    public static let white = RGBColor(red: 1, green: 1, blue: 1)
    public static let clear = RGBColor(red: 0, green: 0, blue: 0, alpha: 0)

    /// The colour's red, green and blue as a vector, without alpha.
    public var components: SIMD3<Double> {
        get { SIMD3(red, green, blue) }
        set {
            red = newValue.x
            green = newValue.y
            blue = newValue.z
        }
    }

    /// The colour with every component restricted to 0…1.
    public var clamped: RGBColor {
        RGBColor(red: red.clampedToUnit, green: green.clampedToUnit, blue: blue.clampedToUnit,
                 alpha: alpha.clampedToUnit)
    }

    /// Whether the colour is fully opaque.
    public var isOpaque: Bool { alpha >= 1 }

    /// The colour rounded to 8 bits per channel (what `#RRGGBB` can hold); alpha is rounded
    /// to 8 bits too.
    public var quantized: RGBColor {
        let c = clamped
        return RGBColor(red: (c.red * 255).rounded() / 255, green: (c.green * 255).rounded() / 255,
                        blue: (c.blue * 255).rounded() / 255, alpha: (c.alpha * 255).rounded() / 255)
    }

    /// `#RRGGBB` when opaque, `#RRGGBBAA` otherwise, upper case, from the clamped and rounded
    /// components.
    public var hexString: String {
        let c = clamped
        var text = "#" + [c.red, c.green, c.blue].map { Self.hexByte($0) }.joined()
        if !isOpaque { text += Self.hexByte(c.alpha) }
        return text
    }

    public var description: String { hexString }

    private static func hexByte(_ unit: Double) -> String {
        let value = Int((unit * 255).rounded())
        let digits = Array("0123456789ABCDEF")
        return String([digits[value / 16], digits[value % 16]])
    }
}

extension Double {
    /// The value restricted to 0…1 (NaN becomes 0).
    var clampedToUnit: Double {
        guard self == self else { return 0 }
        return Swift.min(Swift.max(self, 0), 1)
    }
}
