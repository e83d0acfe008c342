import Scenes

/// One thing a person says to Voice Control (Apple's Voice Control commands: "Show names",
/// "Show numbers", "Tap" followed by an item's name or number, "Scroll down").
public enum VoiceCommand: Hashable, Sendable {
    /// Shows each interactive element's name over it.
    case showNames
    /// Shows a number over each interactive element.
    case showNumbers
    /// Hides names or numbers.
    case hideOverlay
    /// Taps the element with this name.
    case tapName(String)
    /// Taps the element with this number (or, right after an ambiguous name, the match with it).
    case tapNumber(Int)
    /// Increments the adjustable element with this name.
    case increment(String)
    /// Decrements the adjustable element with this name.
    case decrement(String)
    /// Scrolls the screen.
    case scroll(ScrollDirection)

    /// The command as a person would say it.
    public var spoken: String {
        switch self {
        case .showNames: "Show names"
        case .showNumbers: "Show numbers"
        case .hideOverlay: "Hide names"
        case let .tapName(name): "Tap \(name)"
        case let .tapNumber(number): "Tap \(number)"
        case let .increment(name): "Increment \(name)"
        case let .decrement(name): "Decrement \(name)"
        case let .scroll(direction): "Scroll \(direction.rawValue)"
        }
    }
}
