/// `UIAccessibilityContainerType`: how assistive technologies treat a container's elements.
public enum ContainerType: String, Hashable, Codable, Sendable, CaseIterable {
    case none
    /// Cells expose rows and columns ("Row 2. Column 1.").
    case dataTable
    /// First element "List Start.", last "List End.".
    case list
    /// First element "Landmark.", last "End.".
    case landmark
    /// A labelled group whose label VoiceOver may speak on entering it.
    case semanticGroup
}
