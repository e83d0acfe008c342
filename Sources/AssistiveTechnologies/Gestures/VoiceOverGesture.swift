import AccessibilityTree
import Scenes

/// What a person does with VoiceOver on (docs/voiceover-speech.md, Navigation order and Gestures and actions).
public enum VoiceOverGesture: Hashable, Sendable {
    /// One-finger swipe right: the next element.
    case swipeRight
    /// One-finger swipe left: the previous element.
    case swipeLeft
    /// One-finger swipe up: increment, or the previous rotor result.
    case swipeUp
    /// One-finger swipe down: decrement, or the next rotor result.
    case swipeDown
    /// One-finger double tap: activate the focused element (or the selected custom action).
    case doubleTap
    /// One finger touching the screen at a point: explore by touch.
    case touch(Point)
    /// One finger moving along a path: explore by touch, or touches into a direct touch area.
    case drag([DragStep])
    /// Two-finger twist clockwise: the next rotor item.
    case rotorClockwise
    /// Two-finger twist counterclockwise: the previous rotor item.
    case rotorCounterclockwise
    /// Two-finger Z scrub: escape (dismiss, go back).
    case escape
    /// Two-finger double tap: the app's main action.
    case magicTap
    /// Double tap and hold, then drag: touches pass to the app from the activation point.
    case holdAndDrag([DragStep])
    /// Three-finger swipe: scroll a page.
    case threeFingerSwipe(ScrollDirection)
    /// Two-finger swipe up: read everything from the first element.
    case readAll
    /// Two-finger swipe down: read everything from the focused element on.
    case readFromFocus
    /// Four-finger tap near the top: the first element.
    case firstElement
    /// Four-finger tap near the bottom: the last element.
    case lastElement
    /// Nothing for a while.
    case wait(Duration)

    /// How long a gesture takes; the clock advances by it before VoiceOver responds.
    public static let standardDuration: Duration = .milliseconds(500)
    /// How long a finger rests after a double tap before passthrough begins.
    public static let holdDuration: Duration = .milliseconds(500)
}

/// One point of a finger's path, at a time since the path began.
public struct DragStep: Hashable, Codable, Sendable {
    public var point: Point
    public var time: Duration

    public init(point: Point, time: Duration) {
        self.point = point
        self.time = time
    }

    public init(x: Double, y: Double, seconds: Double) {
        self.init(point: Point(x: x, y: y), time: .milliseconds(Int64((seconds * 1000).rounded())))
    }
}
