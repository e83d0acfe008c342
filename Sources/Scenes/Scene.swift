import AccessibilityTree

/// An app as a state machine: it renders the accessibility tree of what is on screen now, and
/// responds to the actions an assistive technology performs on its elements.
///
/// Scenes are values. A simulator owns one, asks it to `render()` after every change, and
/// passes the simulated time so behaviour that depends on time (throttled announcements) is
/// exact in tests.
public protocol Scene: Sendable {
    /// The accessibility tree as it is now.
    func render() -> Screen

    /// Performs `action` on the element `id`, as UIKit's `accessibilityActivate()`,
    /// `accessibilityIncrement()`… would, and says what the app posted in response.
    ///
    /// - Parameters:
    ///   - action: what the assistive technology asks of the element.
    ///   - id: the element acted on.
    ///   - time: simulated time since the simulation started, from the simulator's clock.
    /// - Returns: whether the element handled the action, and the notifications the app posted.
    mutating func perform(_ action: ElementAction, on id: ElementID, at time: Duration) -> SceneResponse

    /// When the app's code next runs by itself — a timer firing, a task waking from a sleep —
    /// on the simulator's clock; nil when nothing is scheduled.
    var nextScheduledTime: Duration? { get }

    /// Runs the code scheduled to run by `time` and says what it posted. The simulator calls it
    /// as its clock reaches each `nextScheduledTime`.
    mutating func advance(to time: Duration) -> [SceneEvent]
}

extension Scene {
    /// A scene whose code never runs by itself has nothing scheduled.
    public var nextScheduledTime: Duration? { nil }

    public mutating func advance(to time: Duration) -> [SceneEvent] { [] }
}
