/// VoiceOver's verbosity choices that change what the simulator says
/// (Settings › Accessibility › VoiceOver › Verbosity).
public struct VoiceOverVerbosity: Hashable, Codable, Sendable {
    /// Verbosity › Actions › Speak (the default): "Actions available." after an element with
    /// custom actions.
    public var speaksActionsAvailable: Bool
    /// Whether the long custom-action hint follows ("Swipe up or down to select a custom action,
    /// then double tap to activate."), as in the WWDC 2026 talk's equalizer demo. Off by default:
    /// the other quotes in the talks do not have it.
    public var speaksCustomActionsHint: Bool
    /// Whether the transcript shows the click a double tap makes as it activates ("(activate)").
    /// VoiceOver plays it with its sounds on (Settings › Accessibility › VoiceOver › Audio); off
    /// by default here because no talk transcribes it.
    public var playsActivationSound: Bool

    public init(speaksActionsAvailable: Bool = true, speaksCustomActionsHint: Bool = false,
                playsActivationSound: Bool = false) {
        self.speaksActionsAvailable = speaksActionsAvailable
        self.speaksCustomActionsHint = speaksCustomActionsHint
        self.playsActivationSound = playsActivationSound
    }
}
