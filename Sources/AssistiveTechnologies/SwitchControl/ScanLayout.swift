import AccessibilityTree

/// How item scanning walks a screen: its interactive elements in VoiceOver's reading order,
/// grouped by the containers that hold them.
///
/// Apple's guides: item scanning "alternately highlights each item or group of items on the
/// entire screen"; selecting a group scans inside it. The order is VoiceOver's (WWDC20 session
/// 10019). Only interactive elements are scanned (`AccessibilityElement.isInteractive`). The
/// groups are modelled on the tree's containers — lists, landmarks, tab bars, semantic groups
/// (SwiftUI `accessibilityElement(children: .contain)`, UIKit `shouldGroupAccessibilityChildren`)
/// — and a container with a single interactive element is not a group. Switch Control also
/// groups many items by position on screen; that algorithm is not documented and not modelled,
/// so on a long flat screen the costs here are upper bounds.
public struct ScanLayout: Hashable, Sendable {
    /// The top level, scanned first.
    public let items: [ScanItem]
    /// Each element's positions, one per level from the top, found in one walk.
    private let paths: [ElementID: [Int]]

    public init(items: [ScanItem]) {
        self.items = items
        var paths: [ElementID: [Int]] = [:]
        Self.record(items, under: [], into: &paths)
        self.paths = paths
    }

    public init(screen: Screen) {
        self.init(order: screen.navigationOrder)
    }

    /// The scan of a screen whose navigation order is `order`.
    public init(order: [NavigationEntry]) {
        let entries = order.filter(\.element.isInteractive)
        self.init(items: Self.items(of: entries[...], depth: 0))
    }

    /// `entries` as scan items: runs of entries inside the same container at `depth` become a group.
    /// A level holding one group scans that group's items directly: there is nothing to choose
    /// between, so no selection enters it.
    private static func items(of entries: ArraySlice<NavigationEntry>, depth: Int) -> [ScanItem] {
        var items: [ScanItem] = []
        var index = entries.startIndex
        while index < entries.endIndex {
            let entry = entries[index]
            guard entry.containers.count > depth else {
                items.append(.element(entry.element))
                index += 1
                continue
            }
            let container = entry.containers[depth]
            var end = index + 1
            while end < entries.endIndex, entries[end].containers.count > depth,
                  entries[end].containers[depth].id == container.id {
                end += 1
            }
            let inner = Self.items(of: entries[index..<end], depth: depth + 1)
            items.append(inner.count == 1 ? inner[0] : .group(container, items: inner))
            index = end
        }
        if items.count == 1, case let .group(_, inner) = items[0] { return inner }
        return items
    }

    /// The positions, one per level from the top, at which scanning reaches the element `id`.
    public func path(to id: ElementID) -> [Int]? {
        paths[id]
    }

    private static func record(_ items: [ScanItem], under prefix: [Int], into paths: inout [ElementID: [Int]]) {
        for (index, item) in items.enumerated() {
            switch item {
            case let .element(element):
                if paths[element.id] == nil { paths[element.id] = prefix + [index] }
            case let .group(_, inner):
                record(inner, under: prefix + [index], into: &paths)
            }
        }
    }
}
