/// VoiceOver's geometric reading order: top to bottom, then leading to trailing within a row.
///
/// docs/voiceover-speech.md, Navigation order, step 2: two origins whose y differ by at least `rowTolerance` (8 pt on
/// iPhone) are ordered by y; otherwise they share a row and are ordered by x (left to right).
public enum FrameOrder {
    /// The y distance below which two origins count as one row, on iPhone.
    public static let rowTolerance = 8.0

    /// From how many items `sorted` tries the O(n log n) sort before the insertion sort.
    static let keyedSortThreshold = 16

    /// Whether an element at `first` is read before one at `second`. A missing origin is read
    /// after every placed one.
    public static func precedes(_ first: Point?, _ second: Point?) -> Bool {
        guard let first else { return false }
        guard let second else { return true }
        if abs(first.y - second.y) >= rowTolerance { return first.y < second.y }
        return first.x < second.x
    }

    /// `items` in reading order of their origins, keeping the given order for ties.
    ///
    /// The result is the insertion sort's (`insertionSorted`): the row rule is not transitive
    /// (three origins 5 pt apart in y), so a library sort could order them differently from run
    /// to run; the insertion sort is deterministic. When the origins fall into clean rows (every
    /// two origins of a row closer than `rowTolerance` in y, every two of different rows at least
    /// that far apart, every coordinate finite) `precedes` is a strict weak order — by row, then
    /// x, missing origins last — and a sort by that key gives the insertion sort's result in
    /// O(n log n): a wide grid listed column by column no longer costs O(n²).
    /// - Complexity: O(n log n) for origins in clean rows, else O(n²).
    public static func sorted<Item>(_ items: [Item], origin: (Item) -> Point?) -> [Item] {
        guard items.count >= keyedSortThreshold else { return insertionSorted(items, origin: origin) }
        let origins = items.map(origin)
        guard let rows = cleanRows(of: origins) else { return insertionSorted(items, origin: origin) }
        let missingRow = Int.max
        let order = items.indices.sorted { first, second in
            let firstRow = origins[first] == nil ? missingRow : rows[first]
            let secondRow = origins[second] == nil ? missingRow : rows[second]
            if firstRow != secondRow { return firstRow < secondRow }
            let firstX = origins[first]?.x ?? 0
            let secondX = origins[second]?.x ?? 0
            if firstX != secondX { return firstX < secondX }
            return first < second
        }
        return order.map { items[$0] }
    }

    /// The insertion sort that defines the order: each item moves before the items it precedes,
    /// from the end.
    /// - Complexity: O(n²) at worst; O(n) for items already in order.
    static func insertionSorted<Item>(_ items: [Item], origin: (Item) -> Point?) -> [Item] {
        var result: [Item] = []
        result.reserveCapacity(items.count)
        for item in items {
            let itemOrigin = origin(item)
            var index = result.count
            while index > 0, precedes(itemOrigin, origin(result[index - 1])) { index -= 1 }
            result.insert(item, at: index)
        }
        return result
    }

    /// Each origin's row, numbered from the top (0 for a missing origin), when the origins fall
    /// into clean rows; nil when they do not, or when a coordinate is not finite.
    ///
    /// The ys sorted ascending split into rows wherever two neighbours are `rowTolerance` or more
    /// apart; the rows are clean when each spans less than `rowTolerance`. Floating-point
    /// subtraction is monotonic, so then any two ys of one row differ by less than the tolerance
    /// (as `precedes` computes it) and any two of different rows by at least that.
    static func cleanRows(of origins: [Point?]) -> [Int]? {
        var placed: [Int] = []
        placed.reserveCapacity(origins.count)
        for (index, origin) in origins.enumerated() {
            guard let origin else { continue }
            guard origin.x.isFinite, origin.y.isFinite else { return nil }
            placed.append(index)
        }
        placed.sort { origins[$0]!.y < origins[$1]!.y }
        var rows = Array(repeating: 0, count: origins.count)
        var row = 0
        var rowStart = placed.first.map { origins[$0]!.y } ?? 0
        var previous = rowStart
        for index in placed {
            let y = origins[index]!.y
            if y - previous >= rowTolerance {
                row += 1
                rowStart = y
            } else if y - rowStart >= rowTolerance {
                return nil
            }
            rows[index] = row
            previous = y
        }
        return rows
    }
}
