import AccessibilityTree

/// Consecutive focusable elements, in navigation order, that share a parent and a kind (the same
/// traits, equally interactive): the cells of a carousel, the pins of a map, the bars of a graph.
struct SimilarElementRun {
    var elements: [FocusableElement]
    /// Index in navigation order of the first element after the run, if any.
    var next: Int?

    var count: Int { elements.count }

    /// Every maximal run in `focusables`, including runs of one.
    static func runs(in focusables: [FocusableElement]) -> [SimilarElementRun] {
        var runs: [SimilarElementRun] = []
        var start = 0
        while start < focusables.count {
            var end = start + 1
            while end < focusables.count, isSimilar(focusables[start], focusables[end]) { end += 1 }
            runs.append(SimilarElementRun(elements: Array(focusables[start..<end]),
                                          next: end < focusables.count ? end : nil))
            start = end
        }
        return runs
    }

    /// Whether the run's frames, where all are known, lie on one row (a horizontal carousel).
    var isHorizontalRow: Bool? {
        let frames = elements.compactMap(\.element.frame)
        guard frames.count == elements.count, let first = frames.first else { return nil }
        return frames.allSatisfy { abs($0.midY - first.midY) <= first.height / 2 }
    }

    private static func isSimilar(_ lhs: FocusableElement, _ rhs: FocusableElement) -> Bool {
        lhs.parent?.id == rhs.parent?.id && lhs.element.traits == rhs.element.traits
            && lhs.element.isInteractive == rhs.element.isInteractive
    }
}
