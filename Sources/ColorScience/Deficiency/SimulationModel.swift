/// The published models for simulating dichromacy and anomalous trichromacy.
///
/// - `machado2009` (the default): Machado, Oliveira & Fernandes 2009, any severity, from the
///   paper's matrices (`MachadoMatrices`). Least accurate for tritan.
/// - `brettel1997`: Brettel, Viénot & Mollon 1997, two half-planes in LMS space; the most
///   accurate for tritanopia (docs/color.md, Colour-vision deficiency simulation).
/// - `vienot1999`: Viénot, Brettel & Mollon 1999, one plane; good for protan and deutan, not
///   recommended for tritan (docs/color.md, Colour-vision deficiency simulation).
///
/// Brettel and Viénot model dichromats only; below severity 1 they blend the simulation with
/// the original (`s·simulated + (1 − s)·original`). Their matrices, precomputed in linear sRGB,
/// are DaltonLens's (`libDaltonLens.c`, public domain). Achromatopsia is luminance only in
/// every model.
public enum SimulationModel: String, Hashable, Codable, Sendable, CaseIterable {
    case machado2009
    case brettel1997
    case vienot1999

    public static let `default` = SimulationModel.machado2009

    /// The transform simulating `deficiency` with this model.
    public func transform(for deficiency: ColorVisionDeficiency) -> ColorTransform {
        let severity = min(max(deficiency.severity, 0), 1)
        if self == .machado2009 || deficiency.kind == .achromat {
            return .linear(MachadoMatrices.matrix(for: deficiency.kind, severity: severity))
        }
        func blended(_ matrix: Matrix3x3) -> Matrix3x3 { Matrix3x3.interpolate(.identity, matrix, severity) }
        if self == .vienot1999 {
            return .linear(blended(Self.vienot[deficiency.kind] ?? .identity))
        }
        guard let brettel = Self.brettel[deficiency.kind] else { return .identity }
        return ColorTransform(stages: [.linearSplit(blended(brettel.first), blended(brettel.second),
                                                    separation: brettel.separation)])
    }

    /// Viénot 1999 in linear sRGB (DaltonLens).
    static let vienot: [ColorVisionDeficiency.Kind: Matrix3x3] = [
        .protan: Matrix3x3(rowMajor: [0.11238, 0.88762, 0.00000, 0.11238, 0.88762, -0.00000, 0.00401, -0.00401, 1.00000]),
        .deutan: Matrix3x3(rowMajor: [0.29275, 0.70725, 0.00000, 0.29275, 0.70725, -0.00000, -0.02234, 0.02234, 1.00000]),
        .tritan: Matrix3x3(rowMajor: [1.00000, 0.14461, -0.14461, 0.00000, 0.85924, 0.14076, -0.00000, 0.85924, 0.14076]),
    ]

    /// Brettel 1997 in linear sRGB: the half-plane used when `dot(rgb, separation) ≥ 0`, the
    /// other one, and the separation plane's normal (DaltonLens).
    static let brettel: [ColorVisionDeficiency.Kind: (first: Matrix3x3, second: Matrix3x3, separation: SIMD3<Double>)] = [
        .protan: (Matrix3x3(rowMajor: [0.14980, 1.19548, -0.34528, 0.10764, 0.84864, 0.04372, 0.00384, -0.00540, 1.00156]),
                  Matrix3x3(rowMajor: [0.14570, 1.16172, -0.30742, 0.10816, 0.85291, 0.03892, 0.00386, -0.00524, 1.00139]),
                  SIMD3(0.00048, 0.00393, -0.00441)),
        .deutan: (Matrix3x3(rowMajor: [0.36477, 0.86381, -0.22858, 0.26294, 0.64245, 0.09462, -0.02006, 0.02728, 0.99278]),
                  Matrix3x3(rowMajor: [0.37298, 0.88166, -0.25464, 0.25954, 0.63506, 0.10540, -0.01980, 0.02784, 0.99196]),
                  SIMD3(-0.00281, -0.00611, 0.00892)),
        .tritan: (Matrix3x3(rowMajor: [1.01277, 0.13548, -0.14826, -0.01243, 0.86812, 0.14431, 0.07589, 0.80500, 0.11911]),
                  Matrix3x3(rowMajor: [0.93678, 0.18979, -0.12657, 0.06154, 0.81526, 0.12320, -0.37562, 1.12767, 0.24796]),
                  SIMD3(0.03901, -0.02788, -0.01113)),
    ]
}
