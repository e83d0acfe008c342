import AccessibilityTree

/// One stop of Switch Control's item scanning: an interactive element, or a group of them that
/// scanning enters when it is selected (docs/switch-control.md).
public indirect enum ScanItem: Hashable, Sendable {
    case element(AccessibilityElement)
    /// A container's interactive elements, scanned one by one once the group is selected.
    case group(AccessibilityElement, items: [ScanItem])

    /// The element or the container.
    public var node: AccessibilityElement {
        switch self {
        case let .element(element): element
        case let .group(container, _): container
        }
    }

    /// Every element in it, in scanning order.
    public var elements: [AccessibilityElement] {
        switch self {
        case let .element(element): [element]
        case let .group(_, items): items.flatMap(\.elements)
        }
    }
}
