/// Where an element sits among its neighbours, as VoiceOver tells it: the suffix after the trait
/// words ("Tab. 2 of 4.", "List Start.", "Landmark.").
///
/// Assigned by the navigation order from the enclosing containers (docs/voiceover-speech.md, Containers):
/// a list's first and last elements, a landmark's first and last, each child of a container with
/// the `tabBar` trait, each cell of a data table.
public enum NavigationContext: Hashable, Codable, Sendable {
    /// A child of a `tabBar` container: "Tab. i of n." (1-based, in navigation order).
    case tab(index: Int, count: Int)
    /// The first element of a list container (also a list's only element).
    case listStart
    /// The last element of a list container of two or more.
    case listEnd
    /// The first element of a landmark container.
    case landmarkStart
    /// The last element of a landmark container of two or more.
    case landmarkEnd
    /// A cell of a data table: its value follows the label after a space, not ": ".
    case dataTableCell

    /// Whether the element is read as a tab, which suppresses the word "Button".
    public var isTab: Bool {
        if case .tab = self { return true }
        return false
    }
}
