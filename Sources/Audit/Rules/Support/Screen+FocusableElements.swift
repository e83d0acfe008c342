import AccessibilityTree

/// An element an assistive technology can focus, with the containers above it (outermost first).
public struct FocusableElement: Sendable {
    public var element: AccessibilityElement
    /// The containers from the screen's root down to the element's parent.
    public var ancestors: [AccessibilityElement]

    public var parent: AccessibilityElement? { ancestors.last }
}

extension Screen {
    /// Every element VoiceOver can focus, in the order swiping right visits them.
    ///
    /// Hidden subtrees are skipped; an element's own children are not visited (it speaks for
    /// them); a container orders its children as given or by frame (docs/voiceover-speech.md, Navigation order),
    /// then by `sortPriority`, higher first; and where a modal element is on screen its siblings
    /// are ignored (`accessibilityViewIsModal`), unless `respectingModality` is false.
    public func focusableElements(respectingModality: Bool = true) -> [FocusableElement] {
        var result: [FocusableElement] = []
        Self.collect(root, ancestors: [], respectingModality: respectingModality, into: &result)
        return result
    }

    private static func collect(_ node: AccessibilityElement, ancestors: [AccessibilityElement],
                                respectingModality: Bool, into result: inout [FocusableElement]) {
        guard !node.isHidden else { return }
        if node.isAccessibilityElement {
            result.append(FocusableElement(element: node, ancestors: ancestors))
            return
        }
        for child in navigationOrder(of: node, respectingModality: respectingModality) {
            collect(child, ancestors: ancestors + [node], respectingModality: respectingModality, into: &result)
        }
    }

    /// A container's visible children in navigation order.
    static func navigationOrder(of container: AccessibilityElement, respectingModality: Bool) -> [AccessibilityElement] {
        var children = container.children.filter { !$0.isHidden }
        if respectingModality, children.contains(where: \.isModal) {
            children = children.filter(\.isModal)
        }
        if container.childOrder == .frame {
            children = children.enumerated().sorted { lhs, rhs in
                let left = lhs.element.frame, right = rhs.element.frame
                if let left, let right, left.minY != right.minY { return left.minY < right.minY }
                if let left, let right, left.minX != right.minX { return left.minX < right.minX }
                return lhs.offset < rhs.offset
            }.map(\.element)
        }
        return children.enumerated().sorted { lhs, rhs in
            let left = lhs.element.sortPriority ?? 0, right = rhs.element.sortPriority ?? 0
            return left != right ? left > right : lhs.offset < rhs.offset
        }.map(\.element)
    }

    /// Every node assistive technologies could know about: not in a hidden subtree and not inside
    /// an element (which speaks for its children); containers included, depth first.
    public var exposedNodes: [AccessibilityElement] {
        var result: [AccessibilityElement] = []
        var stack = [root]
        while let node = stack.popLast() {
            guard !node.isHidden else { continue }
            result.append(node)
            if !node.isAccessibilityElement { stack.append(contentsOf: node.children.reversed()) }
        }
        return result
    }

    /// Every node of the tree, containers included, depth first in declaration order.
    public var allElements: [AccessibilityElement] {
        var result: [AccessibilityElement] = []
        var stack = [root]
        while let node = stack.popLast() {
            result.append(node)
            stack.append(contentsOf: node.children.reversed())
        }
        return result
    }
}
