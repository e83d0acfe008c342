import AccessibilityTree

/// A notification an app posts to assistive technologies (`UIAccessibility.post`).
public enum SceneEvent: Hashable, Codable, Sendable {
    /// A new view covers most of the screen: focus moves to `focus`, or to the first element.
    case screenChanged(focus: ElementID?)
    /// Elements appeared or disappeared: focus moves to `focus`, or stays where it is.
    case layoutChanged(focus: ElementID?)
    /// Something to speak that has no lasting place on screen.
    case announcement(String, priority: AnnouncementPriority)
    /// After a successful scroll: the position to speak ("Page 2 of 5").
    case pageScrolled(String)
}

/// `UIAccessibilityPriority` (iOS 17) for announcements.
public enum AnnouncementPriority: String, Hashable, Codable, Sendable {
    /// Interrupts, and cannot be interrupted.
    case high
    /// Interrupts current speech; new speech can interrupt it.
    case `default`
    /// Waits until other speech completes.
    case low
}

/// What came of performing an action.
public struct SceneResponse: Hashable, Sendable {
    /// Whether the element handled it (`accessibilityActivate()` returning true). An unhandled
    /// escape or magic tap passes to the element's ancestors.
    public var isHandled: Bool
    /// What the app posted, in order.
    public var events: [SceneEvent]

    public init(isHandled: Bool, events: [SceneEvent] = []) {
        self.isHandled = isHandled
        self.events = events
    }

    public static let handled = SceneResponse(isHandled: true)
    public static let unhandled = SceneResponse(isHandled: false)
}
