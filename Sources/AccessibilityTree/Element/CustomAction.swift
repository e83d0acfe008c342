/// A named action in VoiceOver's Actions rotor (`UIAccessibilityCustomAction`,
/// SwiftUI `accessibilityAction(named:)`).
public struct CustomAction: Hashable, Codable, Sendable {
    /// What VoiceOver speaks: what will happen when the action is performed ("Call").
    public var name: String
    /// Where the action is declared in source, when a front end knows it.
    public var source: SourceLocation?

    public init(name: String, source: SourceLocation? = nil) {
        self.name = name
        self.source = source
    }
}
