import AccessibilityTree

/// `accessibilityElement(children:)` (docs/swiftui-defaults.md, Grouping children; the default is `.ignore`).
enum AccessibilityGrouping {
    static func group(_ items: [Lowered], behaviour: String, id: ElementID, frame: Rect,
                      source: AccessibilityTree.SourceLocation?) -> [Lowered] {
        switch behaviour {
        case "combine":
            if items.count == 1, items[0].children.isEmpty, items[0].element.isAccessibilityElement { return items }
            var merged = ElementMerging.combine(items, id: id, frame: frame, source: source)
            merged.isText = false
            return [Lowerer.answeringTheTapOfItsLeaves(merged, items)]
        case "contain":
            if items.count == 1, !items[0].element.isAccessibilityElement {
                var container = items[0]
                container.element.containerType = .semanticGroup
                container.children = container.children.sortedByPriority
                return [container]
            }
            var container = AccessibilityElement.container(id: id, children: [], frame: frame, containerType: .semanticGroup)
            container.source = source
            return [Lowered(element: container, children: items.sortedByPriority)]
        default:
            let leaves = items.flatMap(\.visibleLeaves)
            var element = AccessibilityElement(id: id, frame: frame, source: source)
            element.gestures = (leaves.flatMap(\.element.gestures) + items.flatMap(\.carriedGestures)).uniqued
            element.tapSource = Lowerer.tapAtTheMiddle(of: leaves)
            element.unresolved = leaves.flatMap(\.element.unresolved).map(\.inMergedElement).uniqued
            element.stateDependentTraits = leaves.reduce(Traits()) { $0.union($1.element.stateDependentTraits) }
            element.sortPriority = items.compactMap(\.element.sortPriority).max()
            return [Lowered(element: element)]
        }
    }
}
