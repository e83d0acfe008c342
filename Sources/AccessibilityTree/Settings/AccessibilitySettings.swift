/// The display and interaction settings a person has turned on; front ends build the tree under
/// them, and simulators behave accordingly.
public struct AccessibilitySettings: Hashable, Codable, Sendable {
    public var contentSize: ContentSizeCategory
    public var boldText: Bool
    public var reduceMotion: Bool
    public var reduceTransparency: Bool
    /// Increase Contrast (formerly Darken Colors): `colorSchemeContrast == .increased`.
    public var increaseContrast: Bool
    public var differentiateWithoutColor: Bool
    public var onOffLabels: Bool
    public var buttonShapes: Bool
    public var colorFilter: ColorFilter
    public var darkMode: Bool
    /// Whether VoiceOver is running (`accessibilityVoiceOverEnabled`).
    public var voiceOverRunning: Bool
    /// Whether VoiceOver speaks hints (Verbosity › Speak Hints; on by default).
    public var speaksHints: Bool

    public init(contentSize: ContentSizeCategory = .default, boldText: Bool = false,
                reduceMotion: Bool = false, reduceTransparency: Bool = false,
                increaseContrast: Bool = false, differentiateWithoutColor: Bool = false,
                onOffLabels: Bool = false, buttonShapes: Bool = false, colorFilter: ColorFilter = .none,
                darkMode: Bool = false, voiceOverRunning: Bool = true, speaksHints: Bool = true) {
        self.contentSize = contentSize
        self.boldText = boldText
        self.reduceMotion = reduceMotion
        self.reduceTransparency = reduceTransparency
        self.increaseContrast = increaseContrast
        self.differentiateWithoutColor = differentiateWithoutColor
        self.onOffLabels = onOffLabels
        self.buttonShapes = buttonShapes
        self.colorFilter = colorFilter
        self.darkMode = darkMode
        self.voiceOverRunning = voiceOverRunning
        self.speaksHints = speaksHints
    }
}
