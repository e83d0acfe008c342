import ColorScience

/// The contrast checks of one foreground/background pair.
struct PairContrastCheck {
    let foreground: ColorSet
    let background: ColorSet
    let pair: ColorPair
    let options: ColorAuditOptions

    func findings() -> [ColorFinding] {
        var findings: [ColorFinding] = []
        for appearance in CatalogColorAudit.appearances(for: [foreground, background]) {
            guard let front = foreground.color(in: appearance, idiom: options.idiom),
                  let back = background.color(in: appearance, idiom: options.idiom) else { continue }
            // A translucent background shows the window beneath: modelled as the system
            // background, white in light appearances and black in dark ones.
            let backdrop: RGBColor = appearance.scheme == .dark ? .black : .white
            let ratio = ContrastRatio(foreground: front.clamped, background: back.clamped, backdrop: backdrop)
            let place = foreground.variant(luminosity: .init(appearance.scheme),
                                           isHighContrast: appearance.isIncreasedContrast, idiom: options.idiom)
            let (line, column) = (place?.line ?? 1, place?.column ?? 1)
            let minimum = pair.minimumRatio
            let requirement = minimum >= 4.5 ? "WCAG 2.2 SC 1.4.3 Contrast (Minimum)" : "WCAG 2.2 SC 1.4.11 / 1.4.3 for large text"
            if !ratio.meets(minimum) {
                findings.append(ColorFinding(
                    kind: .insufficientContrast, colorNames: [pair.foreground, pair.background], appearance: appearance,
                    ratio: ratio.value, minimumRatio: minimum, file: foreground.file, line: line, column: column,
                    message: "\(pair) has a contrast of \(ratio) in the \(appearance) appearance, below the "
                        + "\(ContrastRatio(value: minimum)) that \(requirement) requires; people with low vision "
                        + "or in bright light may not be able to read it"))
            }
            // A pair below its minimum is `insufficientContrast`'s; this one is for a pair that
            // passes, but by less than the margin.
            let isNearMinimum = ratio.meets(minimum) && ratio.value < minimum + options.highContrastMargin
            let highContrast = ColorAppearance(scheme: appearance.scheme, isIncreasedContrast: true)
            if !appearance.isIncreasedContrast, isNearMinimum,
               !foreground.hasOwnVariant(for: highContrast), !background.hasOwnVariant(for: highContrast) {
                findings.append(ColorFinding(
                    kind: .missingHighContrastVariant, colorNames: [pair.foreground, pair.background],
                    appearance: appearance, ratio: ratio.value, minimumRatio: minimum, file: foreground.file, line: line, column: column,
                    message: "\(pair) reaches only \(ratio) in the \(appearance) appearance (within "
                        + "\(Self.format(options.highContrastMargin)) of \(ContrastRatio(value: minimum))) and neither colour has a "
                        + "high-contrast variant, so Increase Contrast changes nothing for it; add a High Contrast "
                        + "appearance to \(pair.foreground) or \(pair.background)"))
            }
        }
        return findings
    }

    static func format(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) + ".0" : String(value)
    }
}
