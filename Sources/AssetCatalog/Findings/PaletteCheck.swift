import ColorScience
import Foundation

/// The colour-vision-deficiency check of one palette: members that are clearly apart with
/// typical vision but close under a deficiency.
struct PaletteCheck {
    let members: [ColorSet]
    let options: ColorAuditOptions

    func findings() -> [ColorFinding] {
        var findings: [ColorFinding] = []
        let threshold = options.minimumPaletteDifference
        for appearance in CatalogColorAudit.appearances(for: members) {
            let colours = members.map { $0.color(in: appearance, idiom: options.idiom)?.clamped }
            for first in members.indices {
                for second in members.indices where second > first {
                    guard let a = colours[first], let b = colours[second] else { continue }
                    let typical = CIEDE2000.difference(a, b)
                    guard typical >= threshold else { continue }
                    let worst = options.deficiencies
                        .map { ($0, CIEDE2000.difference($0.simulate(a), $0.simulate(b))) }
                        .min { $0.1 < $1.1 }
                    guard let (deficiency, difference) = worst, difference < threshold else { continue }
                    let set = members[first]
                    let place = set.variant(luminosity: .init(appearance.scheme),
                                            isHighContrast: appearance.isIncreasedContrast, idiom: options.idiom)
                    let names = [set.name, members[second].name]
                    findings.append(ColorFinding(
                        kind: .paletteColorsMerge, colorNames: names, appearance: appearance, deficiency: deficiency,
                        difference: difference, typicalDifference: typical, file: set.file, line: place?.line ?? 1, column: place?.column ?? 1,
                        message: "\(names[0]) and \(names[1]) differ by ΔE00 \(Self.format(difference)) under "
                            + "\(deficiency.name) (\(Self.format(typical)) with typical vision) in the \(appearance) appearance; "
                            + "people with \(deficiency.name) may not tell them apart, so do not rely on colour alone "
                            + "(add labels, patterns or shapes) or move the colours further apart"))
                }
            }
        }
        return findings
    }

    static func format(_ value: Double) -> String { String(format: "%.1f", value) }
}
