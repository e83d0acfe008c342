/// Whether a Voice Control user can name an element to act on it.
public enum VoiceControlNaming: Hashable, Sendable {
    /// "Tap" and this name acts on it alone.
    case unique(String)
    /// This name is shown on `count` elements: the person must ask for numbers.
    case ambiguous(String, count: Int)
    /// It shows no name a person can say (none, or only emoji and symbols): only its number.
    case unsayable(String?)

    /// The words a person says to act on it, when they can.
    public var command: String? {
        if case let .unique(name) = self { return "Tap \(name)" }
        return nil
    }
}
