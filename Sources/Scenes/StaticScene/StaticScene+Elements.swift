import AccessibilityTree

/// Finding and changing elements of the shown screen by id.
extension StaticScene {
    /// The element `id` under `root`, and whether it or an ancestor is hidden.
    static func find(_ id: ElementID, in root: AccessibilityElement) -> (element: AccessibilityElement, isHidden: Bool)? {
        if root.id == id { return (root, root.isHidden) }
        for child in root.children {
            if let found = find(id, in: child) { return (found.element, found.isHidden || root.isHidden) }
        }
        return nil
    }

    /// Applies `change` to the element `id` under `root`; false when there is none.
    static func modify(_ id: ElementID, in root: inout AccessibilityElement,
                       _ change: (inout AccessibilityElement) -> Void) -> Bool {
        if root.id == id {
            change(&root)
            return true
        }
        for index in root.children.indices where modify(id, in: &root.children[index], change) {
            return true
        }
        return false
    }
}
