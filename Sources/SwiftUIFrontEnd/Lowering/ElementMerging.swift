import AccessibilityTree

/// `accessibilityElement(children: .combine)` and the single element of a Button, Label or
/// Toggle: the visible child elements merged into one (docs/swiftui-defaults.md, Grouping children).
enum ElementMerging {
    /// Traits that survive a merge whatever the children's actions are.
    private static let informationalTraits: Traits = [.header, .selected, .link, .notEnabled, .updatesFrequently,
                                                       .image, .staticText, .summaryElement, .playsSound]
    private static let actionTraits: Traits = [.button, .toggle, .adjustable, .link]

    /// One element merging `items`: labels joined with ", " in order (SF Symbol descriptions
    /// dropped when text is present), values and hints joined likewise, informational traits
    /// united; one activatable child keeps its action traits, several become named actions.
    static func combine(_ items: [Lowered], id: ElementID, frame: Rect?, source: AccessibilityTree.SourceLocation?) -> Lowered {
        let leaves = items.flatMap(\.visibleLeaves)
        let hasText = leaves.contains { $0.isText || ($0.element.label != nil && !$0.isSymbolImage && !$0.element.traits.contains(.image)) }
        let activatable = leaves.filter { !$0.element.traits.isDisjoint(with: actionTraits.subtracting(.link)) }
        let becomeActions = activatable.count > 1
        let spoken = leaves.filter { leaf in
            !(leaf.isSymbolImage && hasText) && !(becomeActions && activatable.contains { $0.element.id == leaf.element.id })
        }
        let labels = spoken.compactMap(\.element.label).filter { !$0.isEmpty }
        let values = spoken.compactMap(\.element.value).filter { !$0.isEmpty }
        let hints = leaves.compactMap(\.element.hint).filter { !$0.isEmpty }
        var traits = leaves.reduce(Traits()) { $0.union($1.element.traits) }.intersection(informationalTraits)
        var actions = leaves.flatMap(\.element.customActions)
        if activatable.count == 1 {
            traits.formUnion(activatable[0].element.traits.intersection(actionTraits))
        } else if activatable.count > 1 {
            actions += activatable.compactMap { leaf in
                leaf.element.label.map { CustomAction(name: $0, source: leaf.element.source) }
            }
        }
        if hasText { traits.subtract([.staticText, .image]) }
        var element = AccessibilityElement(
            id: id, label: labels.isEmpty ? nil : labels.joined(separator: ", "),
            value: values.isEmpty ? nil : values.joined(separator: ", "),
            hint: hints.isEmpty ? nil : hints.joined(separator: ", "), traits: traits,
            frame: frame ?? Rect.enclosing(leaves.compactMap(\.frame)),
            customActions: actions, source: source)
        element.gestures = (leaves.flatMap(\.element.gestures) + items.flatMap(\.carriedGestures)).uniqued
        element.standardActions = leaves.flatMap(\.element.standardActions).uniqued
        element.unresolved = leaves.flatMap(\.element.unresolved).map(\.inMergedElement).uniqued
        element.stateDependentTraits = leaves.reduce(Traits()) { $0.union($1.element.stateDependentTraits) }
        element.sortPriority = items.compactMap(\.element.sortPriority).max()
        let labelled = spoken.filter { $0.element.label?.isEmpty == false }
        if !labelled.isEmpty, labelled.allSatisfy({ $0.element.symbolNameLabel != nil }) {
            element.symbolNameLabel = labelled[0].element.symbolNameLabel
        }
        if element.label == nil || element.symbolNameLabel != nil, element.value == nil {
            // Nothing spoken but a symbol's name: the content a caller passed is what to change
            // (`PassedLiterals.swift`).
            element.contentPassedAt = leaves.lazy.compactMap(\.element.contentPassedAt).first
        }
        if let textLeaf = leaves.first(where: \.isText), var visual = textLeaf.element.visual {
            visual.isTruncated = leaves.contains { $0.element.visual?.isTruncated == true } ? true : visual.isTruncated
            let cut = leaves.lazy.compactMap(\.element.visual).first { $0.cutOffAtAccessibilitySize != nil }
            visual.cutOffAtAccessibilitySize = cut?.cutOffAtAccessibilitySize
            visual.cutOffByHeightAt = cut?.cutOffByHeightAt
            element.visual = visual
        }
        return Lowered(element: element, isText: hasText)
    }
}

extension Array where Element: Hashable {
    /// The elements without repeats, first occurrence kept.
    var uniqued: [Element] {
        var seen: Set<Element> = []
        return filter { seen.insert($0).inserted }
    }
}
