import AccessibilityTree

/// An element being built, with facts lowering needs that the final tree does not keep.
struct Lowered {
    var element: AccessibilityElement
    var children: [Lowered] = []
    /// Labelled only by an SF Symbol's built-in description (dropped next to text when combined,
    /// docs/swiftui-defaults.md, Grouping children).
    var isSymbolImage = false
    /// Drawn text (a `Text` or a `Label`'s title).
    var isText = false
    /// `.accessibilityRotorEntry(id:in:)`: what ties the element to a rotor's entry.
    var rotorEntryKey: RotorEntryKey?
    /// Given the button or link trait by `.accessibilityAddTraits` while it had no action of its
    /// own: it announces the tap of a view around it (`Lowerer+TapSource.swift`).
    var announcesGivenActivation = false
    /// The constant `.frame` around the view, when it is no control (`ConstantFrame`).
    var constantFrame: ConstantFrame?

    /// Activated, it runs an action of its own (a control's traits it was not merely given), not the
    /// tap of a view around it.
    var actsOnItsOwn: Bool {
        !announcesGivenActivation && !element.traits.isDisjoint(with: Traits.activatable)
    }

    /// The finished element with its children attached; children that expose nothing are left
    /// out (docs/swiftui-defaults.md, Which views become elements: no label, value, hint or traits means no element).
    var finished: AccessibilityElement {
        var result = element
        result.children = children.filter { !$0.exposesNothing }.map(\.finished)
        return result
    }

    /// An element with nothing to speak or do and nothing to report: SwiftUI does not expose it.
    var exposesNothing: Bool {
        let e = element
        return e.isAccessibilityElement && children.isEmpty && (e.label ?? "").isEmpty && (e.value ?? "").isEmpty
            && (e.hint ?? "").isEmpty && e.traits.isEmpty && e.customActions.isEmpty && e.standardActions.isEmpty && e.gestures.isEmpty
            && e.unresolved.isEmpty && e.stateDependentTraits.isEmpty && e.identifier == nil && e.customRotors.isEmpty && e.directTouch == nil
            && e.customContent.isEmpty && e.dragDropPoints.isEmpty
    }

    /// The gestures carried in this subtree by elements that are none (a drag on a view showing
    /// several elements, `Lowerer.carryingGesture`): what an element combining the subtree takes
    /// beside its leaves' own.
    var carriedGestures: [Gesture] {
        guard !element.isHidden, !element.isAccessibilityElement else { return [] }
        return element.gestures + children.flatMap(\.carriedGestures)
    }

    /// The focusable, visible elements in this subtree, in order.
    var visibleLeaves: [Lowered] {
        if element.isHidden { return [] }
        if element.isAccessibilityElement { return [self] }
        return children.flatMap(\.visibleLeaves)
    }

    /// The element's frame, or the union of its children's.
    var frame: Rect? {
        element.frame ?? Rect.enclosing(children.compactMap(\.frame))
    }
}

extension Rect {
    /// The smallest rectangle holding all of `rects`, or nil for none.
    static func enclosing(_ rects: [Rect]) -> Rect? {
        guard var result = rects.first else { return nil }
        for rect in rects.dropFirst() { result = result.union(rect) }
        return result
    }
}

extension Array where Element == Lowered {
    /// Stable order by `accessibilitySortPriority`, higher first (docs/swiftui-defaults.md, Accessibility modifiers).
    var sortedByPriority: [Lowered] {
        guard contains(where: { $0.element.sortPriority != nil }) else { return self }
        let ranked = enumerated().map { (position: $0.offset, item: $0.element) }
        return ranked.sorted { a, b in
            let pa = a.item.element.sortPriority ?? 0, pb = b.item.element.sortPriority ?? 0
            return pa != pb ? pa > pb : a.position < b.position
        }.map(\.item)
    }
}
