extension Screen {
    /// Every node assistive technologies could know about: not in a hidden subtree and not inside
    /// an element (which speaks for its children); containers included, root first, depth first.
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
}
