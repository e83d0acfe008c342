import Foundation

/// The iOS colour filters (Settings › Accessibility › Display & Text Size › Color Filters)
/// and Classic Invert, as colour transforms.
///
/// Apple does not publish the mathematics of any of these filters, so each is a **model**,
/// stated here:
///
/// - `grayscale`: BT.709 luminance on linear light, R = G = B = Y (the weights iOS uses are
///   UNVERIFIED; docs/color.md, Colour-vision deficiency simulation).
/// - `invert`: Classic Invert, `1 − c` on the encoded values.
/// - `colorTint`: coloured glass: each linear channel is multiplied by the tint colour
///   (fully saturated hue at full value) blended with white by intensity.
/// - `correction`: the Red/Green (protanopia), Green/Red (deuteranopia) and Blue/Yellow
///   (tritanopia) filters modelled as daltonisation (Fidaner, Lin & Ozguven 2005): the
///   colour difference a person with the deficiency loses (original − Machado simulation at
///   `intensity` as severity) is shifted into channels they still see, in linear light.
public enum DisplayFilter: Hashable, Codable, Sendable, CustomStringConvertible {
    case grayscale
    case invert
    /// `hue` in degrees (0 red, 120 green, 240 blue), `intensity` 0…1.
    case colorTint(hue: Double, intensity: Double)
    /// Correction for protan, deutan or tritan deficiencies at `intensity` 0…1
    /// (achromat has no correction and gives the identity).
    case correction(ColorVisionDeficiency.Kind, intensity: Double)

    /// Whether Apple documents the filter's mathematics (none are: all are models).
    public var isModel: Bool { true }

    /// The transform that draws the screen through this filter.
    public var transform: ColorTransform {
        switch self {
        case .grayscale:
            return .linear(MachadoMatrices.luminance)
        case .invert:
            return ColorTransform(stages: [.encoded(-1 * Matrix3x3.identity, offset: SIMD3(1, 1, 1))])
        case .colorTint(let hue, let intensity):
            let tint = SRGBTransfer.decode(Self.fullySaturated(hue: hue))
            let k = intensity.clampedToUnit
            return .linear(.diagonal(SIMD3(repeating: 1 - k) + k * tint))
        case .correction(let kind, let intensity):
            return .linear(Self.correctionMatrix(kind, intensity: intensity.clampedToUnit))
        }
    }

    /// `M = I + E · (I − S)`: S the Machado simulation, E moves the lost difference.
    static func correctionMatrix(_ kind: ColorVisionDeficiency.Kind, intensity: Double) -> Matrix3x3 {
        let shift: Matrix3x3
        switch kind {
        case .protan, .deutan:
            shift = Matrix3x3(SIMD3(0, 0, 0), SIMD3(0.7, 1, 0), SIMD3(0.7, 0, 1))
        case .tritan:
            shift = Matrix3x3(SIMD3(1, 0, 0.7), SIMD3(0, 1, 0.7), SIMD3(0, 0, 0))
        case .achromat:
            return .identity
        }
        let simulation = MachadoMatrices.matrix(for: kind, severity: intensity)
        return .identity + shift * (.identity - simulation)
    }

    /// The encoded sRGB colour of `hue` degrees at full saturation and value (HSV).
    static func fullySaturated(hue: Double) -> RGBColor {
        let h = (hue.truncatingRemainder(dividingBy: 360) + 360).truncatingRemainder(dividingBy: 360) / 60
        guard h == h else { return .white }
        let x = 1 - abs(h.truncatingRemainder(dividingBy: 2) - 1)
        switch Int(h) {
        case 0: return RGBColor(red: 1, green: x, blue: 0)
        case 1: return RGBColor(red: x, green: 1, blue: 0)
        case 2: return RGBColor(red: 0, green: 1, blue: x)
        case 3: return RGBColor(red: 0, green: x, blue: 1)
        case 4: return RGBColor(red: x, green: 0, blue: 1)
        default: return RGBColor(red: 1, green: 0, blue: x)
        }
    }

    public var description: String {
        switch self {
        case .grayscale: "grayscale"
        case .invert: "invert"
        case .colorTint(let hue, let intensity): "color tint (hue \(hue)°, intensity \(intensity))"
        case .correction(let kind, let intensity): "\(kind.rawValue) correction (intensity \(intensity))"
        }
    }
}
