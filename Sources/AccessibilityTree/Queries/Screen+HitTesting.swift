extension Screen {
    /// The element a finger at `point` touches: the front-most exposed element whose frame
    /// contains it (VoiceOver's explore by touch). `ScreenIndex.hitTest(_:)` answers the same
    /// from a grid built once.
    public func hitTest(_ point: Point) -> AccessibilityElement? {
        touchTargets.first { $0.frame?.contains(point) == true }
    }

    /// The elements a finger can reach, front-most first.
    ///
    /// Later siblings are drawn over earlier ones, so they come first; hidden subtrees and
    /// siblings of a modal view are out of reach (docs/voiceover-speech.md, Modal views). Containers do not clip:
    /// an element outside its container's frame can still be touched.
    var touchTargets: [AccessibilityElement] {
        var targets: [AccessibilityElement] = []
        func collect(_ node: AccessibilityElement) {
            guard !node.isHidden else { return }
            if node.isAccessibilityElement { return targets.append(node) }
            for index in node.exposedChildIndices(respectingModality: true).reversed() { collect(node.children[index]) }
        }
        collect(root)
        return targets
    }
}
