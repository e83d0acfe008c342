import AccessibilityTree

/// What happened after a key press under Full Keyboard Access.
public enum KeyboardEvent: Hashable, Sendable {
    case pressed(KeyboardKey)
    /// Focus is now on the element.
    case focused(AccessibilityElement)
    /// Space activated the element; `isHandled` is whether the app responded.
    case activated(AccessibilityElement, isHandled: Bool)
    /// The element (or a container above it) handled Escape.
    case escaped(ElementID)
    /// Nowhere further to go.
    case boundary
    /// Nothing on the screen can be focused.
    case nothingToFocus
    case announcement(String)
}
