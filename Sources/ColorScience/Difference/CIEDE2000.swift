import Foundation

/// The CIEDE2000 colour difference ΔE00 between two Lab colours.
///
/// Sharma, Wu & Dalal (2005), "The CIEDE2000 Color-Difference Formula: Implementation Notes,
/// Supplementary Test Data, and Mathematical Observations" (docs/color.md, CIEDE2000). About 1.0 is
/// a just-noticeable difference. `kL`, `kC`, `kH` are 1 under reference conditions.
public enum CIEDE2000 {
    /// ΔE00 between `first` and `second`; symmetric.
    public static func difference(_ first: LabColor, _ second: LabColor,
                                  kL: Double = 1, kC: Double = 1, kH: Double = 1) -> Double {
        let pow25to7 = 6_103_515_625.0
        let c1 = hypot(first.a, first.b), c2 = hypot(second.a, second.b)
        let meanC = (c1 + c2) / 2
        let meanC7 = pow(meanC, 7)
        let g = 0.5 * (1 - (meanC7 / (meanC7 + pow25to7)).squareRoot())
        let a1 = (1 + g) * first.a, a2 = (1 + g) * second.a
        let cp1 = hypot(a1, first.b), cp2 = hypot(a2, second.b)
        let hp1 = hueDegrees(b: first.b, a: a1), hp2 = hueDegrees(b: second.b, a: a2)

        let deltaL = second.l - first.l
        let deltaC = cp2 - cp1
        let productC = cp1 * cp2
        var deltaHue = 0.0
        if productC != 0 {
            deltaHue = hp2 - hp1
            if deltaHue > 180 { deltaHue -= 360 } else if deltaHue < -180 { deltaHue += 360 }
        }
        let deltaH = 2 * productC.squareRoot() * sin(radians(deltaHue / 2))

        let meanL = (first.l + second.l) / 2
        let meanCp = (cp1 + cp2) / 2
        var meanHue = hp1 + hp2
        if productC != 0 {
            if abs(hp1 - hp2) <= 180 {
                meanHue /= 2
            } else {
                meanHue = meanHue < 360 ? (meanHue + 360) / 2 : (meanHue - 360) / 2
            }
        }
        let t = 1 - 0.17 * cos(radians(meanHue - 30)) + 0.24 * cos(radians(2 * meanHue))
            + 0.32 * cos(radians(3 * meanHue + 6)) - 0.20 * cos(radians(4 * meanHue - 63))
        let deltaTheta = 30 * exp(-pow((meanHue - 275) / 25, 2))
        let meanCp7 = pow(meanCp, 7)
        let rC = 2 * (meanCp7 / (meanCp7 + pow25to7)).squareRoot()
        let rT = -sin(radians(2 * deltaTheta)) * rC
        let lOffset = (meanL - 50) * (meanL - 50)
        let sL = 1 + 0.015 * lOffset / (20 + lOffset).squareRoot()
        let sC = 1 + 0.045 * meanCp
        let sH = 1 + 0.015 * meanCp * t

        let termL = deltaL / (kL * sL), termC = deltaC / (kC * sC), termH = deltaH / (kH * sH)
        return (termL * termL + termC * termC + termH * termH + rT * termC * termH).squareRoot()
    }

    /// ΔE00 between two sRGB colours (alpha ignored).
    public static func difference(_ first: RGBColor, _ second: RGBColor) -> Double {
        difference(LabColor(first), LabColor(second))
    }

    private static func hueDegrees(b: Double, a: Double) -> Double {
        if a == 0 && b == 0 { return 0 }
        let degrees = atan2(b, a) * 180 / .pi
        return degrees < 0 ? degrees + 360 : degrees
    }

    private static func radians(_ degrees: Double) -> Double { degrees * .pi / 180 }
}
