/// How assistive technologies order a container's children.
public enum ChildOrder: String, Hashable, Codable, Sendable {
    /// In the order given (`accessibilityElements`, a SwiftUI container's declaration order).
    case given
    /// By frame: top to bottom, then leading to trailing (VoiceOver's default for UIKit views,
    /// docs/voiceover-speech.md, Navigation order).
    case frame
}
