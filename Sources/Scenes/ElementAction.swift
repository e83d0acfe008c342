import AccessibilityTree

/// What an assistive technology can ask of an element.
public enum ElementAction: Hashable, Codable, Sendable {
    /// Double tap: `accessibilityActivate()`, else a tap at the activation point.
    case activate
    /// Swipe up on an adjustable element: `accessibilityIncrement()`.
    case increment
    /// Swipe down on an adjustable element: `accessibilityDecrement()`.
    case decrement
    /// A custom action from the Actions rotor, by name.
    case customAction(String)
    /// Two-finger Z: `accessibilityPerformEscape()`.
    case escape
    /// Two-finger double tap: `accessibilityPerformMagicTap()`.
    case magicTap
    /// A touch passed through to the app (direct touch, or double-tap-and-hold passthrough),
    /// in screen points.
    case touch(TouchPhase, at: Point)
    /// Three-finger swipe: `accessibilityScroll(_:)`.
    case scroll(ScrollDirection)
    /// VoiceOver moved focus to the element (`accessibilityElementDidBecomeFocused()`); an element
    /// inside a scroll view is scrolled into view first. Scenes that do not care return `.unhandled`.
    case focus
}

/// The phase of a touch passed through to the app.
public enum TouchPhase: String, Hashable, Codable, Sendable {
    case began, moved, ended
}

/// `UIAccessibilityScrollDirection`.
public enum ScrollDirection: String, Hashable, Codable, Sendable, CaseIterable {
    case right, left, up, down, next, previous
}

/// SwiftUI's `Edge`, as `accessibilityScrollAction(_:)` receives it.
public enum ScrollEdge: String, Hashable, Codable, Sendable, CaseIterable {
    case top, bottom, leading, trailing
}

extension ScrollDirection {
    /// The edge a SwiftUI scroll action is called with for a scroll in this direction, by the
    /// names of the two types: scrolling up moves toward the top (Apple's example refreshes on
    /// `.top`), `next` and `previous` as down and up. The correspondence is not documented.
    public var edge: ScrollEdge {
        switch self {
        case .up, .previous: .top
        case .down, .next: .bottom
        case .left: .leading
        case .right: .trailing
        }
    }
}
