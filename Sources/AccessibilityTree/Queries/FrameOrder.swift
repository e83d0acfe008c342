/// VoiceOver's geometric reading order: top to bottom, then leading to trailing within a row.
///
/// docs/voiceover-speech.md, Navigation order, step 2: two origins whose y differ by at least `rowTolerance` (8 pt on
/// iPhone) are ordered by y; otherwise they share a row and are ordered by x (left to right).
public enum FrameOrder {
    /// The y distance below which two origins count as one row, on iPhone.
    public static let rowTolerance = 8.0

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
    /// An insertion sort: the row rule is not transitive (three origins 5 pt apart in y), so a
    /// library sort could order them differently from run to run; this one is deterministic.
    /// - Complexity: O(n²), for the handful of siblings a container holds.
    public static func sorted<Item>(_ items: [Item], origin: (Item) -> Point?) -> [Item] {
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
}
