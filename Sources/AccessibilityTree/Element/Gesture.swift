/// A gesture recogniser attached to an element in the app (not a VoiceOver gesture): what a
/// sighted person does with a finger, which assistive technologies cannot always perform.
public enum Gesture: String, Hashable, Codable, Sendable, CaseIterable {
    case tap, doubleTap, longPress, drag, swipe, pinch, rotation, hover, custom
}
