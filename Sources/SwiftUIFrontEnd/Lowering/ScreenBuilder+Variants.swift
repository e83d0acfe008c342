import AccessibilityTree

/// Screen variants: the same entry point evaluated again with other branches of its run-time
/// decisions and at the regular size class, so the audit sees what every branch shows while the
/// simulator keeps speaking the first screen (docs/swiftui-coverage.md, Branches).
extension ScreenBuilder {
    /// Variants beyond the first screen at most, each taking branch `k` of every decision:
    /// every branch of decisions of up to four branches (an `if`/`else if`/`else`, a `switch`
    /// over four cases); later cases of longer `switch`es take their last case.
    static let maximumBranchVariants = 3

    /// An iPad Air's screen in portrait, in points: the width where SwiftUI reports the regular
    /// horizontal size class.
    static let regularSize = Size(width: 820, height: 1180)

    /// The entry's first screen (every run-time decision's first branch, at the platform's first
    /// size class), then one variant per further branch index any decision has (up to
    /// `maximumBranchVariants`), then the first branches at the other size class (regular, or
    /// compact on iPadOS) when the entry reads `\.horizontalSizeClass`.
    func buildVariants(_ entry: EntryPoint) -> [LoweringResult] {
        let (first, met) = buildExploring(entry)
        var results = [first]
        var mostBranches = met.mostBranches, readsSizeClass = met.readsSizeClass
        var variant = 1
        while variant < min(mostBranches, Self.maximumBranchVariants + 1) {
            var builder = self
            builder.variant = variant
            let (result, metNow) = builder.buildExploring(entry)
            results.append(result)
            mostBranches = max(mostBranches, metNow.mostBranches)
            readsSizeClass = readsSizeClass || metNow.readsSizeClass
            variant += 1
        }
        if readsSizeClass {
            var builder = self
            builder.sizeClass = sizeClass == .regular ? .compact : .regular
            results.append(builder.build(entry))
        }
        return results
    }

    /// The first screen keeps the entry's name; a variant says what it explores.
    static func name(of entry: EntryPoint, variant: Int, sizeClass: BranchExploration.SizeClass,
                     firstSizeClass: BranchExploration.SizeClass = .compact) -> String {
        var parts: [String] = []
        if variant > 0 { parts.append("branch variant \(variant)") }
        if sizeClass != firstSizeClass { parts.append("\(sizeClass.rawValue) width") }
        return parts.isEmpty ? entry.name : "\(entry.name) · \(parts.joined(separator: ", "))"
    }
}
