/// An action VoiceOver performs with a gesture of its own, which an element handles itself
/// rather than leaving to its ancestors (SwiftUI `accessibilityAction(.escape)` /
/// `accessibilityAction(.magicTap)` / `accessibilityScrollAction(_:)`; UIKit
/// `accessibilityPerformEscape()` / `accessibilityPerformMagicTap()` / `accessibilityScroll(_:)`).
public enum StandardAction: String, Hashable, Codable, Sendable, CaseIterable {
    /// Two-finger Z: dismiss or go back.
    case escape
    /// Two-finger double tap: the screen's most important action (play, answer a call).
    case magicTap
    /// Three-finger swipe: scroll by a page, toward the edge the swipe names
    /// (`ScrollDirection.edge`).
    case scroll
}
