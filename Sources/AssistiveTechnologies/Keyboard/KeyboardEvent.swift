import AccessibilityTree

/// What happened after a key press under Full Keyboard Access.
public enum KeyboardEvent: Hashable, Sendable {
    case pressed(KeyboardKey)
    /// Focus is now on the element.
    case focused(AccessibilityElement)
    /// Space activated the element; `isHandled` is whether the app responded.
    case activated(AccessibilityElement, isHandled: Bool)
    /// Tab-Z opened the element's actions menu with these entries; the first is selected.
    case actionsMenu(AccessibilityElement, entries: [KeyboardActionsMenu.Entry])
    /// The element has no actions to show.
    case noActions(AccessibilityElement)
    /// The selection in the actions menu moved to this entry.
    case selected(KeyboardActionsMenu.Entry)
    /// Space performed the menu entry on the element; `isHandled` is whether the app responded.
    case performed(KeyboardActionsMenu.Entry, on: AccessibilityElement, isHandled: Bool)
    /// Escape closed the actions menu.
    case menuClosed
    /// The element (or a container above it) handled Escape.
    case escaped(ElementID)
    /// Nowhere further to go.
    case boundary
    /// Nothing on the screen can be focused.
    case nothingToFocus
    case announcement(String)
}
