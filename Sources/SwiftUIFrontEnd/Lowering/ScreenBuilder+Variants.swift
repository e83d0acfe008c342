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
    /// size class), then one variant per further branch index (up to `maximumBranchVariants`)
    /// while the variant before it met a decision that branch index changes, then, when tests of
    /// the first screen decided later tests written alike (`BranchExploration.leaders`), the first
    /// branches with those tests turned the other way, then the first branches at the other size
    /// class (regular, or compact on iPadOS) when the entry reads `\.horizontalSizeClass`.
    ///
    /// Evaluation is a function of the branches its decisions take. Variant `k` takes the same
    /// branch as variant `k - 1` at every decision of at most `k` branches (both take its last),
    /// so when every decision variant `k - 1` met is that small, variant `k` meets the same
    /// decisions, takes the same branches and lowers the same elements: it and every later one
    /// are skipped (`LoweringCounter.branchVariantsSkipped`).
    ///
    /// A `PreviewProvider` of several previews has each lowered from the same evaluations, one
    /// preview after the other (`ScreenBuilder+Previews.swift`): the provider's `previews` is
    /// evaluated once per variant, whichever of its views is lowered.
    func buildVariants(_ entry: EntryPoint) -> [LoweringResult] {
        var shown: [Int] = []
        var byPreview: [[LoweringResult]] = []
        exploreVariants(entry) { builder, evaluation in
            if shown.isEmpty {
                // The first screen's count of previews decides for every variant.
                let previews = evaluation.met.previews
                shown = preview == 0 && previews > 1 ? Array(0..<min(previews, Self.maximumPreviews)) : [preview]
                byPreview = shown.map { _ in [] }
            }
            for (position, index) in shown.enumerated() {
                var builder = builder
                builder.preview = index
                var handlers: [ElementID: SourceHandlers]?
                byPreview[position].append(builder.lowered(evaluation, handlers: &handlers))
            }
        }
        return byPreview.flatMap { $0 }
    }

    /// Evaluates the entry in every variant explored, handing each evaluation with the builder that
    /// made it to `lower` as soon as it is made.
    private func exploreVariants(_ entry: EntryPoint, _ lower: (ScreenBuilder, EvaluatedEntry) -> Void) {
        let first = evaluated(entry)
        lower(self, first)
        var previous = first.met, readsSizeClass = first.met.readsSizeClass
        var sidesTaken = first.met.sidesTaken
        var variant = 1
        while variant <= Self.maximumBranchVariants, previous.changesBranch(inVariant: variant) {
            var builder = self
            builder.variant = variant
            let evaluation = builder.evaluated(entry)
            lower(builder, evaluation)
            previous = evaluation.met
            sidesTaken.formUnion(evaluation.met.sidesTaken)
            readsSizeClass = readsSizeClass || evaluation.met.readsSizeClass
            variant += 1
        }
        counter?.countSkipped(Self.maximumBranchVariants + 1 - variant)
        // The first screen with the tests that decided a later test written alike, or as their
        // negation, turned the other way: the later test's other side, shown where every other
        // decision takes its first branch (IceCubes' tag chevron, drawn `if mentions.isEmpty`
        // after `if !mentions.isEmpty`, inside an `if` a later variant leaves out); only when no
        // variant took a side the first screen's agreeing decisions did not.
        let flipped = first.met.leadersFlipped
        if !flipped.isEmpty, !first.met.denied.isSubset(of: sidesTaken) {
            var builder = self
            builder.variant = variant
            builder.startingTruths = flipped
            let evaluation = builder.evaluated(entry)
            lower(builder, evaluation)
            readsSizeClass = readsSizeClass || evaluation.met.readsSizeClass
        }
        if readsSizeClass {
            var builder = self
            builder.sizeClass = sizeClass == .regular ? .compact : .regular
            lower(builder, builder.evaluated(entry))
        }
    }

    /// The first screen keeps the entry's name; a variant says what it explores.
    static func name(of entry: EntryPoint, variant: Int, preview: Int = 0, sizeClass: BranchExploration.SizeClass,
                     firstSizeClass: BranchExploration.SizeClass = .compact) -> String {
        var parts: [String] = []
        if preview > 0 { parts.append("preview \(preview + 1)") }
        if variant > 0 { parts.append("branch variant \(variant)") }
        if sizeClass != firstSizeClass { parts.append("\(sizeClass.rawValue) width") }
        return parts.isEmpty ? entry.name : "\(entry.name) · \(parts.joined(separator: ", "))"
    }
}
