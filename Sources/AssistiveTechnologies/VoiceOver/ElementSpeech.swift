import AccessibilityTree

/// What VoiceOver says when focus lands on an element, in its three parts.
public struct ElementSpeech: Hashable, Codable, Sendable {
    /// Label, value, trait words and context: "Favorite: Off. Button.".
    public var text: String
    /// The hint after a pause: the app's hint and VoiceOver's default hints, nil when none.
    public var hint: String?
    /// Whether VoiceOver then says "Actions available." (the element has custom actions).
    public var hasActions: Bool
    /// Whether VoiceOver then says "More content available." (the element has custom content).
    public var hasMoreContent: Bool

    public init(text: String, hint: String? = nil, hasActions: Bool = false, hasMoreContent: Bool = false) {
        self.text = text
        self.hint = hint
        self.hasActions = hasActions
        self.hasMoreContent = hasMoreContent
    }
}
