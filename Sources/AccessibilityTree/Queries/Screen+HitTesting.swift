extension Screen {
    /// The element a finger at `point` touches: the front-most exposed element whose frame
    /// contains it (VoiceOver's explore by touch).
    ///
    /// Later siblings are drawn over earlier ones, so they are tried first; hidden subtrees and
    /// siblings of a modal view are out of reach (docs/voiceover-speech.md, Modal views). Containers do not clip:
    /// an element outside its container's frame can still be touched.
    public func hitTest(_ point: Point) -> AccessibilityElement? {
        func hit(_ node: AccessibilityElement) -> AccessibilityElement? {
            guard !node.isHidden else { return nil }
            if node.isAccessibilityElement { return node.frame?.contains(point) == true ? node : nil }
            for (_, child) in node.exposedChildren.reversed() {
                if let found = hit(child) { return found }
            }
            return nil
        }
        return hit(root)
    }
}
