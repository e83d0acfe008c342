import AccessibilityTree

/// What VoiceOver looks up on one state of the screen, computed once when the screen changes so
/// that every gesture costs O(log n) or less: the navigation order and its look-ups
/// (`ScreenIndex`), where focus lands after a screen change, and the stops of the Headings, Links,
/// Landmarks and Containers rotors.
struct VoiceOverScreenIndex: Sendable {
    let index: ScreenIndex
    /// The first entry in order that is on screen, else the first entry (`VoiceOver.firstDisplayedID`).
    let firstDisplayedIndex: Int?
    /// The indices in order of elements with the header trait, ascending.
    let headings: [Int]
    /// The indices in order of elements with the link trait, ascending.
    let links: [Int]
    /// Where each landmark starts in order.
    let landmarks: ContainerStarts
    /// Where each container (list, landmark, table, tab bar, semantic group) starts in order.
    let containers: ContainerStarts

    init(_ screen: Screen) {
        index = ScreenIndex(screen)
        let order = index.order
        let bounds = Rect(origin: .zero, size: screen.size)
        firstDisplayedIndex = order.firstIndex { $0.element.frame.map(bounds.intersects) ?? true }
            ?? (order.isEmpty ? nil : 0)
        headings = order.indices.filter { order[$0].element.traits.contains(.header) }
        links = order.indices.filter { order[$0].element.traits.contains(.link) }
        landmarks = ContainerStarts(order) { $0.containerType == .landmark }
        containers = ContainerStarts(order) { _ in true }
    }

    var screen: Screen { index.screen }
    var order: [NavigationEntry] { index.order }
}

/// The entries of the navigation order where a run of elements of one container begins, for the
/// Landmarks and Containers rotors.
struct ContainerStarts: Sendable {
    /// For each entry, the innermost enclosing container that counts, by id.
    let keys: [ElementID?]
    /// The indices whose key differs from the previous entry's, ascending.
    let starts: [Int]

    init(_ order: [NavigationEntry], counting matches: (AccessibilityElement) -> Bool) {
        let keys = order.map { $0.containers.last(where: matches)?.id }
        self.keys = keys
        starts = keys.indices.filter { keys[$0] != nil && ($0 == 0 || keys[$0 - 1] != keys[$0]) }
    }

    var isEmpty: Bool { starts.isEmpty }

    /// The first start after `index` (nil: before the first entry).
    func first(after index: Int?) -> Int? {
        let position = starts.partitionPoint { $0 <= (index ?? -1) }
        return starts.indices.contains(position) ? starts[position] : nil
    }

    /// The last start before `index` (nil: after the last entry) that begins a container other
    /// than the one `index` is in.
    func last(before index: Int?, orderCount: Int) -> Int? {
        let currentKey = index.flatMap { keys[$0] }
        var position = starts.partitionPoint { $0 < (index ?? orderCount) } - 1
        while position >= 0 {
            if keys[starts[position]] != currentKey { return starts[position] }
            position -= 1
        }
        return nil
    }
}

extension Array {
    /// The index of the first element for which `isBefore` is false, in an array where every
    /// element for which it is true comes first. Binary search: O(log n).
    func partitionPoint(where isBefore: (Element) -> Bool) -> Int {
        var low = startIndex
        var high = endIndex
        while low < high {
            let middle = low + (high - low) / 2
            if isBefore(self[middle]) { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
