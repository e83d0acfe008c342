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

    /// The frames of every element, or nil when any is unknown.
    var frames: [Rect]? {
        let frames = elements.compactMap(\.element.frame)
        return frames.count == elements.count ? frames : nil
    }

    /// Whether the elements lie on one row that runs past the screen's side: a scrolling carousel.
    func isScrollingRow(within size: Size) -> Bool {
        guard let frames, let first = frames.first else { return false }
        let isRow = frames.allSatisfy { abs($0.midY - first.midY) <= first.height / 2 }
        return isRow && frames.contains { $0.minX < 0 || $0.maxX > size.width }
    }

    /// Whether the elements are laid out over several rows and columns (a map, a chart), rather
    /// than down one column like the paragraphs of an article.
    var isSpreadInTwoDimensions: Bool {
        guard let frames else { return false }
        return Set(frames.map { Int($0.minX.rounded()) }).count > 1 && Set(frames.map { Int($0.minY.rounded()) }).count > 1
    }

    private static func isSimilar(_ lhs: FocusableElement, _ rhs: FocusableElement) -> Bool {
        lhs.parent?.id == rhs.parent?.id && lhs.element.traits == rhs.element.traits
            && lhs.element.isInteractive == rhs.element.isInteractive
    }
}
