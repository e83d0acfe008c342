/// A direct touch area (`allowsDirectInteraction`, SwiftUI `accessibilityDirectTouch`): touches
/// pass straight to the app instead of being VoiceOver gestures.
public struct DirectTouch: Hashable, Codable, Sendable {
    /// `UIAccessibility.DirectTouchOptions` (iOS 17).
    public struct Options: OptionSet, Hashable, Codable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }

        /// Touches reach the app without VoiceOver speaking (instruments, drum pads).
        public static let silentOnTouch = Options(rawValue: 1 << 0)
        /// Passthrough starts only after the person double-taps the element.
        public static let requiresActivation = Options(rawValue: 1 << 1)
    }

    public var options: Options

    public init(options: Options = []) { self.options = options }

    public var requiresActivation: Bool { options.contains(.requiresActivation) }
    public var isSilentOnTouch: Bool { options.contains(.silentOnTouch) }
}
