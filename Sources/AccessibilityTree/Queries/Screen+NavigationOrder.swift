extension Screen {
    /// Every element VoiceOver visits with one-finger swipes, in order, with its context.
    ///
    /// docs/voiceover-speech.md, Navigation order and Modal views: hidden subtrees are skipped; an accessibility
    /// element is a leaf; when siblings are modal only the last modal one is exposed; a container with
    /// `childOrder == .given` keeps its order, one with `.frame` is sorted by origin (rows within
    /// 8 pt read left to right); SwiftUI's `sortPriority` then sorts siblings, higher first and
    /// stable; groups (lists, landmarks, tab bars, explicitly ordered containers) stay together;
    /// the result is flattened depth-first.
    public var navigationOrder: [NavigationEntry] { navigationOrder(respectingModality: true) }

    /// The navigation order, or with `respectingModality` false the order VoiceOver would follow
    /// if no view were modal (what an overlay without modality lets focus wander into).
    public func navigationOrder(respectingModality: Bool) -> [NavigationEntry] {
        guard !root.isHidden else { return [] }
        let rootPath = ElementPath(ids: [root.id], indices: [])
        if root.isAccessibilityElement { return [NavigationEntry(element: root, path: rootPath)] }
        let order = NavigationOrder(respectsModality: respectingModality)
        return order.orderedEntries(of: root, path: rootPath, containers: root.isMeaningfulContainer ? [root] : [])
    }

    /// The elements of `navigationOrder`.
    public var navigableElements: [AccessibilityElement] { navigationOrder.map(\.element) }
}

/// The steps of `Screen.navigationOrder`.
struct NavigationOrder {
    /// Whether only the last modal sibling is exposed (Modal views).
    var respectsModality: Bool

    /// What sorting moves as one piece: a single element, or a group kept together.
    struct Unit {
        var entries: [NavigationEntry]
        var origin: Point?
        var priority: Double
    }

    func orderedEntries(of container: AccessibilityElement, path: ElementPath,
                               containers: [AccessibilityElement]) -> [NavigationEntry] {
        var units = collectUnits(of: container, path: path, containers: containers)
        if container.childOrder == .frame { units = FrameOrder.sorted(units, origin: \.origin) }
        units = Self.sortedByPriority(units)
        var entries = units.flatMap(\.entries)
        Self.assignContexts(to: &entries, in: container)
        return entries
    }

    /// The container's children as units; a `.frame` child of a `.frame` container that is not a
    /// group is flattened, so its elements sort together with its siblings (Navigation order, step 1).
    private func collectUnits(of container: AccessibilityElement, path: ElementPath,
                                     containers: [AccessibilityElement]) -> [Unit] {
        var units: [Unit] = []
        for index in container.exposedChildIndices(respectingModality: respectsModality) {
            let child = container.children[index]
            let childPath = path.appending(child.id, at: index)
            let priority = child.sortPriority ?? 0
            if child.isAccessibilityElement {
                let entry = NavigationEntry(element: child, path: childPath, containers: containers)
                units.append(Unit(entries: [entry], origin: child.frame?.origin, priority: priority))
            } else if child.keepsElementsTogether || container.childOrder == .given {
                let inner = containers + (child.isMeaningfulContainer ? [child] : [])
                let entries = orderedEntries(of: child, path: childPath, containers: inner)
                guard let first = entries.first else { continue }
                // Tab bar children sort by the bar's frame; other groups by their first element's.
                let origin = child.traits.contains(.tabBar)
                    ? (child.frame?.origin ?? first.element.frame?.origin) : first.element.frame?.origin
                units.append(Unit(entries: entries, origin: origin, priority: priority))
            } else {
                units += collectUnits(of: child, path: childPath, containers: containers)
            }
        }
        return units
    }

    /// Higher `sortPriority` first; equal priorities keep their order (SwiftUI
    /// `accessibilitySortPriority`: "Higher numbers are sorted first. The default … is zero").
    private static func sortedByPriority(_ units: [Unit]) -> [Unit] {
        guard units.contains(where: { $0.priority != 0 }) else { return units }
        return units.enumerated()
            .sorted { ($0.element.priority, -$0.offset) > ($1.element.priority, -$1.offset) }
            .map(\.element)
    }

    /// The context a container gives its elements; an inner container's context wins (docs/voiceover-speech.md,
    /// Containers).
    private static func assignContexts(to entries: inout [NavigationEntry], in container: AccessibilityElement) {
        guard !entries.isEmpty else { return }
        func assign(_ context: NavigationContext, at index: Int) {
            if entries[index].context == nil { entries[index].context = context }
        }
        let last = entries.count - 1
        if container.traits.contains(.tabBar) {
            for index in entries.indices { assign(.tab(index: index + 1, count: entries.count), at: index) }
            return
        }
        switch container.containerType {
        case .list:
            assign(.listStart, at: 0)
            if last > 0 { assign(.listEnd, at: last) }
        case .landmark:
            assign(.landmarkStart, at: 0)
            if last > 0 { assign(.landmarkEnd, at: last) }
        case .dataTable:
            for index in entries.indices { assign(.dataTableCell, at: index) }
        case .none, .semanticGroup:
            break
        }
    }
}
