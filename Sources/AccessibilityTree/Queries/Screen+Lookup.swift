extension Screen {
    /// The node whose id is `id`, anywhere in the tree (hidden or not).
    public func element(withID id: ElementID) -> AccessibilityElement? {
        chain(to: id)?.last?.element
    }

    /// The path of the node `id`, for messages.
    public func path(of id: ElementID) -> ElementPath? {
        guard let chain = chain(to: id) else { return nil }
        return ElementPath(ids: chain.map(\.element.id), indices: chain.dropFirst().map(\.index))
    }

    /// The container holding `id`, or nil for the root or an unknown id.
    public func parent(of id: ElementID) -> AccessibilityElement? {
        ancestors(of: id).first
    }

    /// The containers holding `id`, nearest first, ending with the root.
    public func ancestors(of id: ElementID) -> [AccessibilityElement] {
        guard let chain = chain(to: id) else { return [] }
        return chain.dropLast().reversed().map(\.element)
    }

    /// The nodes from the root down to `id` with each one's index in its parent, depth-first.
    private func chain(to id: ElementID) -> [(index: Int, element: AccessibilityElement)]? {
        func search(_ node: AccessibilityElement, index: Int) -> [(index: Int, element: AccessibilityElement)]? {
            if node.id == id { return [(index, node)] }
            for (childIndex, child) in node.children.enumerated() {
                if let found = search(child, index: childIndex) { return [(index, node)] + found }
            }
            return nil
        }
        return search(root, index: 0)
    }
}
