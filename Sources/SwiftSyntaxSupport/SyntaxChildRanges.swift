import SwiftSyntax

/// The children of one node with the range each covers (trivia included), read once so the
/// children holding a place are found by halving instead of reading every child before them.
struct SyntaxChildRanges {
    private let children: [Syntax]
    /// Each child's first and last-plus-one UTF-8 offset. Children follow each other without
    /// gaps, so both arrays are in increasing order (equal for empty children).
    private let starts: [Int]
    private let ends: [Int]

    /// The source-accurate children of `node` (missing tokens left out), as `SyntaxPlace` reads them.
    init(of node: Syntax) {
        var children: [Syntax] = []
        var starts: [Int] = []
        var ends: [Int] = []
        for child in node.children(viewMode: .sourceAccurate) {
            children.append(child)
            starts.append(child.position.utf8Offset)
            ends.append(child.endPosition.utf8Offset)
        }
        self.children = children
        self.starts = starts
        self.ends = ends
    }

    /// The children whose range holds `place`, in order: those starting at or before it (a prefix)
    /// that end at or after its end (a suffix of that prefix), the same `SyntaxPlace` finds by
    /// reading them one by one.
    func holding(_ place: SyntaxPlace) -> ArraySlice<Syntax> {
        let startingBefore = Self.countBefore(starts) { $0 <= place.start }
        let endingBefore = Self.countBefore(ends) { $0 < place.end }
        guard endingBefore < startingBefore else { return [] }
        return children[endingBefore..<startingBefore]
    }

    /// How many leading elements of the increasing `values` satisfy `isBefore` (true for a prefix).
    private static func countBefore(_ values: [Int], _ isBefore: (Int) -> Bool) -> Int {
        var low = 0
        var high = values.count
        while low < high {
            let middle = (low + high) / 2
            if isBefore(values[middle]) { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
