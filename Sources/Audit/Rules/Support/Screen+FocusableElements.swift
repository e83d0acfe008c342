import AccessibilityTree

/// An element an assistive technology can focus, with the containers above it (outermost first).
public struct FocusableElement: Sendable {
    public var element: AccessibilityElement
    /// The containers from the screen's root down to the element's parent.
    public var ancestors: [AccessibilityElement]

    public var parent: AccessibilityElement? { ancestors.last }
}

extension Screen {
    /// Every element VoiceOver can focus, in the order swiping right visits them: exactly
    /// `Screen.navigationOrder`, the order the VoiceOver simulator swipes through, so a count of
    /// swipes in a finding is the count `perceive voiceover` makes. With `respectingModality`
    /// false, the order VoiceOver would follow if no view were modal.
    public func focusableElements(respectingModality: Bool = true) -> [FocusableElement] {
        navigationOrder(respectingModality: respectingModality).map { entry in
            FocusableElement(element: entry.element, ancestors: ancestors(along: entry.path))
        }
    }

    /// The nodes from the root down to the parent of the node at `path`.
    private func ancestors(along path: ElementPath) -> [AccessibilityElement] {
        guard !path.indices.isEmpty else { return [] }
        var node = root
        var result = [root]
        for index in path.indices.dropLast() {
            node = node.children[index]
            result.append(node)
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
