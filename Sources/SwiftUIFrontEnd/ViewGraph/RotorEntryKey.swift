/// What ties an `AccessibilityRotorEntry` to the view marked `.accessibilityRotorEntry(id:in:)`:
/// the id's value as text and the namespace as written in source. An entry resolves only when
/// both are known on both sides.
struct RotorEntryKey: Hashable {
    var id: String?
    var namespace: String?

    /// Whether the key can match anything.
    var isResolved: Bool { id != nil && namespace != nil }
}

extension ViewNode {
    /// The `AccessibilityRotorEntry`s in this subtree, in order.
    var rotorEntries: [(key: RotorEntryKey, label: String?)] {
        if case .rotorEntry(let key, let label) = primitive { return [(key, label)] }
        return children.flatMap(\.rotorEntries)
    }
}
