extension AccessibilityElement {
    /// Visits every descendant of this element depth first, each before its children, walking
    /// the children arrays rather than copying elements onto a stack.
    ///
    /// Descendants are numbered from 1 in the order they are visited (this element is 0).
    /// `visit` gets the descendant's siblings and its index among them (read the element there:
    /// no copy of it is made) and its parent's number.
    @inlinable
    public func forEachDescendant(_ visit: (_ siblings: [AccessibilityElement], _ index: Int, _ parent: Int) -> Void) {
        var pending: [(siblings: [AccessibilityElement], next: Int, parent: Int)] = [(children, 0, 0)]
        var visited = 0
        while let last = pending.indices.last {
            let index = pending[last].next
            guard index < pending[last].siblings.count else {
                pending.removeLast()
                continue
            }
            pending[last].next += 1
            visited += 1
            visit(pending[last].siblings, index, pending[last].parent)
            let children = pending[last].siblings[index].children
            if !children.isEmpty { pending.append((children, 0, visited)) }
        }
    }
}
