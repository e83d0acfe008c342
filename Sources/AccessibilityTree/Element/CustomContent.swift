/// One piece of extra information about an element, kept out of its label (`AXCustomContent`;
/// SwiftUI `accessibilityCustomContent(_:_:importance:)`).
///
/// Apple's page for the modifier: "High-importance information gets read out immediately, while
/// default-importance information must be explicitly asked for by the user" — through VoiceOver's
/// More Content rotor (WWDC21 session 10121, "Tailor the VoiceOver experience in your data-rich
/// apps"). docs/voiceover-speech.md, Custom content, says what the simulator speaks.
public struct CustomContent: Hashable, Codable, Sendable {
    /// `AXCustomContent.Importance`.
    public enum Importance: String, Hashable, Codable, Sendable, CaseIterable {
        /// Offered in the More Content rotor only.
        case `default`
        /// Also spoken with the element.
        case high
    }

    /// What the content is ("Age").
    public var label: String
    /// Its value ("3 years"); may be empty.
    public var value: String
    public var importance: Importance

    public init(label: String, value: String, importance: Importance = .default) {
        self.label = label
        self.value = value
        self.importance = importance
    }
}
