import Foundation

/// The nearest colour, by CIEDE2000, that reaches a contrast target while keeping its hue.
///
/// The colour's CIE LCh lightness is moved, darker and lighter, with hue angle fixed and chroma
/// kept (reduced only as far as needed to stay inside sRGB). Because WCAG luminance depends on
/// lightness alone, contrast changes monotonically along each direction, so the search scans
/// in steps of 0.5 L*, bisects to the boundary, rounds to 8 bits and, if rounding lost the
/// target, nudges on until the rounded colour passes. Deterministic: no randomness, fixed steps.
public enum NearestPassingColor {
    /// Both directions for changing `role` so `foreground` over `background` reaches
    /// `minimumRatio`, nearest first (by ΔE00, then darker before lighter). Empty when the
    /// colours already pass or no lightness of that hue can reach the target.
    public static func adjustments(foreground: RGBColor, background: RGBColor, minimumRatio: Double,
                                   changing role: ContrastAdjustment.Role,
                                   backdrop: RGBColor = .white) -> [ContrastAdjustment] {
        let search = Search(foreground: foreground, background: background, role: role, backdrop: backdrop,
                            minimumRatio: minimumRatio)
        guard search.ratio(of: search.original) < minimumRatio else { return [] }
        return ContrastAdjustment.Direction.allCases.compactMap(search.adjustment(toward:))
            .sorted { $0.difference < $1.difference }
    }

    /// The nearest adjustment of `role`, or nil when it already passes or cannot.
    public static func nearest(foreground: RGBColor, background: RGBColor, minimumRatio: Double,
                               changing role: ContrastAdjustment.Role,
                               backdrop: RGBColor = .white) -> ContrastAdjustment? {
        adjustments(foreground: foreground, background: background, minimumRatio: minimumRatio,
                    changing: role, backdrop: backdrop).first
    }
}

/// One search: which colour moves, and how contrast and appearance are measured.
private struct Search {
    let foreground: RGBColor
    let background: RGBColor
    let role: ContrastAdjustment.Role
    let backdrop: RGBColor
    let minimumRatio: Double

    var original: RGBColor { role == .foreground ? foreground : background }

    /// The contrast with `candidate` in place of the colour that moves.
    func ratio(of candidate: RGBColor) -> Double {
        role == .foreground
            ? ContrastRatio(foreground: candidate, background: background, backdrop: backdrop).value
            : ContrastRatio(foreground: foreground, background: candidate, backdrop: backdrop).value
    }

    /// The colour as drawn, for measuring how far it moved.
    func drawn(_ candidate: RGBColor) -> RGBColor {
        role == .foreground
            ? candidate.composited(over: background.composited(over: backdrop))
            : candidate.composited(over: backdrop)
    }

    func adjustment(toward direction: ContrastAdjustment.Direction) -> ContrastAdjustment? {
        let start = LabColor(original.clamped).lch
        let end: Double = direction == .darker ? 0 : 100
        let step: Double = direction == .darker ? -0.5 : 0.5
        func color(at lightness: Double) -> RGBColor {
            Self.inGamut(LChColor(l: lightness, c: start.c, h: start.h), alpha: original.alpha)
        }
        func passes(_ lightness: Double) -> Bool { ratio(of: color(at: lightness)) >= minimumRatio }
        func rounded(at lightness: Double) -> RGBColor {
            var color = color(at: lightness).quantized
            color.alpha = original.alpha
            return color
        }

        // Scan to the first passing lightness.
        var failing = start.l
        var passing: Double?
        var lightness = start.l
        while passing == nil {
            lightness = direction == .darker ? max(lightness + step, end) : min(lightness + step, end)
            if passes(lightness) { passing = lightness } else { failing = lightness }
            if lightness == end { break }
        }
        guard var found = passing else { return nil }
        for _ in 0..<50 {
            let middle = (failing + found) / 2
            if passes(middle) { found = middle } else { failing = middle }
        }
        // Round to 8 bits; nudge on while rounding loses the target.
        var candidate = rounded(at: found)
        while ratio(of: candidate) < minimumRatio {
            guard found != end else { return nil }
            found = direction == .darker ? max(found - 0.01, end) : min(found + 0.01, end)
            candidate = rounded(at: found)
        }
        return ContrastAdjustment(role: role, direction: direction, color: candidate,
                                  ratio: ContrastRatio(value: ratio(of: candidate)),
                                  difference: CIEDE2000.difference(drawn(original), drawn(candidate)))
    }

    /// The colour of `lch`, its chroma reduced by bisection until it fits inside sRGB.
    static func inGamut(_ lch: LChColor, alpha: Double) -> RGBColor {
        func rgb(chroma: Double) -> RGBColor {
            var color = LChColor(l: lch.l, c: chroma, h: lch.h).lab.rgb
            color.alpha = alpha
            return color
        }
        func fits(_ color: RGBColor) -> Bool {
            [color.red, color.green, color.blue].allSatisfy { $0 >= -1e-9 && $0 <= 1 + 1e-9 }
        }
        let full = rgb(chroma: lch.c)
        if fits(full) { return full.clamped }
        var low = 0.0, high = lch.c
        for _ in 0..<40 {
            let middle = (low + high) / 2
            if fits(rgb(chroma: middle)) { low = middle } else { high = middle }
        }
        return rgb(chroma: low).clamped
    }
}
