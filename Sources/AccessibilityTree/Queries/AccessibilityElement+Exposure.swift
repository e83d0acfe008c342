extension AccessibilityElement {
    /// The children assistive technologies can reach, with their indices in `children`: hidden
    /// children are dropped, and if any child is modal only the last modal child remains
    /// (docs/voiceover-speech.md, Modal views: "If several siblings are modal, only the last one … is exposed").
    public var exposedChildren: [(index: Int, element: AccessibilityElement)] {
        exposedChildren(respectingModality: true)
    }

    /// The children that are not hidden, with their indices; with `respectingModality`, only the
    /// last modal child when there is one.
    public func exposedChildren(respectingModality: Bool) -> [(index: Int, element: AccessibilityElement)] {
        exposedChildIndices(respectingModality: respectingModality).map { ($0, children[$0]) }
    }

    /// The indices in `children` of `exposedChildren(respectingModality:)`, ascending: what a walk
    /// over a large tree reads without copying every child.
    func exposedChildIndices(respectingModality: Bool) -> [Int] {
        if respectingModality, let modal = children.lastIndex(where: { !$0.isHidden && $0.isModal }) {
            return [modal]
        }
        return children.indices.filter { !children[$0].isHidden }
    }

    /// Whether the container keeps its elements together in navigation (docs/voiceover-speech.md, Containers,
    /// "Grouping"): an explicit order, a meaningful container type, the `tabBar` trait, or modality.
    /// Other containers are flattened into their parent and sorted with its children by frame.
    var keepsElementsTogether: Bool {
        childOrder == .given || containerType != .none || traits.contains(.tabBar) || isModal
    }

    /// Whether the Containers rotor and semantic-group speech treat it as a container.
    var isMeaningfulContainer: Bool {
        !isAccessibilityElement && (containerType != .none || traits.contains(.tabBar))
    }
}
