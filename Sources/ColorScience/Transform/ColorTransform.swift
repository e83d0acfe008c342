/// A colour operation made of stages, each a 3×3 matrix in linear light or an affine map of
/// the encoded values, with the result clamped to 0…1 after every stage (as a display would).
///
/// Colour-vision simulation, grayscale, invert, tint and correction filters are all
/// `ColorTransform`s, so one fast path applies any of them to a whole image
/// (`apply(toRGBA8:)`, `apply(toRGBA16:)`) and `apply(to:)` gives the exact result for one
/// colour. Alpha is never changed.
public struct ColorTransform: Hashable, Codable, Sendable {
    /// One step of a transform.
    public enum Stage: Hashable, Codable, Sendable {
        /// Decode to linear light (IEC 61966-2-1), multiply, clamp, encode.
        case linear(Matrix3x3)
        /// `matrix · encoded + offset` on the gamma-encoded values, clamped (invert is
        /// `−I · c + 1`).
        case encoded(Matrix3x3, offset: SIMD3<Double>)
        /// Two matrices in linear light: the first where `dot(linear, separation) ≥ 0`, the
        /// second elsewhere (Brettel 1997's two half-planes), then clamp.
        case linearSplit(Matrix3x3, Matrix3x3, separation: SIMD3<Double>)
    }

    /// The stages, applied first to last.
    public var stages: [Stage]

    public init(stages: [Stage]) {
        self.stages = stages
    }

    /// A transform that changes nothing.
    public static let identity = ColorTransform(stages: [])

    /// One matrix in linear light.
    public static func linear(_ matrix: Matrix3x3) -> ColorTransform {
        ColorTransform(stages: [.linear(matrix)])
    }

    /// This transform followed by `next`.
    public func followed(by next: ColorTransform) -> ColorTransform {
        ColorTransform(stages: stages + next.stages)
    }

    /// Whether the transform has no stages.
    public var isIdentity: Bool { stages.isEmpty }

    /// The transformed colour, computed in double precision (alpha kept, input clamped).
    public func apply(to color: RGBColor) -> RGBColor {
        var encoded = color.clamped.components
        for stage in stages {
            switch stage {
            case .linear(let matrix):
                let linear = SRGBTransfer.decode(RGBColor(red: encoded.x, green: encoded.y, blue: encoded.z))
                encoded = SRGBTransfer.encode(Self.clampedToUnit(Self.product(matrix, linear))).components
            case .encoded(let matrix, let offset):
                encoded = Self.clampedToUnit(Self.product(matrix, encoded) + offset)
            case .linearSplit(let first, let second, let separation):
                let linear = SRGBTransfer.decode(RGBColor(red: encoded.x, green: encoded.y, blue: encoded.z))
                let matrix = Self.dot(linear, separation) >= 0 ? first : second
                encoded = SRGBTransfer.encode(Self.clampedToUnit(Self.product(matrix, linear))).components
            }
        }
        return RGBColor(red: encoded.x, green: encoded.y, blue: encoded.z, alpha: color.alpha)
    }

    /// `matrix · vector`, each row summed left to right — the order the pixel kernels use, so
    /// their results are the same to the last bit.
    static func product(_ matrix: Matrix3x3, _ vector: SIMD3<Double>) -> SIMD3<Double> {
        SIMD3(dot(matrix.row0, vector), dot(matrix.row1, vector), dot(matrix.row2, vector))
    }

    /// `a.x·b.x + a.y·b.y + a.z·b.z`, summed left to right.
    static func dot(_ a: SIMD3<Double>, _ b: SIMD3<Double>) -> Double {
        a.x * b.x + a.y * b.y + a.z * b.z
    }

    static func clampedToUnit(_ vector: SIMD3<Double>) -> SIMD3<Double> {
        SIMD3(vector.x.clampedToUnit, vector.y.clampedToUnit, vector.z.clampedToUnit)
    }
}
