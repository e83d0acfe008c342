/// How VoiceOver pronounces an element's text rather than which words it says: SwiftUI's
/// `accessibilityTextContentType(_:)`, `speechAlwaysIncludesPunctuation(_:)`,
/// `speechSpellsOutCharacters(_:)`, `speechAdjustedPitch(_:)` and `speechAnnouncementsQueued(_:)`
/// (UIKit's `UIAccessibilitySpeechAttribute…` keys). Nil where the app says nothing.
///
/// The simulator's utterances are text, so none of these changes what it records; they are
/// carried so rules and readers of the tree can see them.
public struct SpeechAttributes: Hashable, Codable, Sendable {
    /// `AccessibilityTextContentType` by its SwiftUI name: `plain`, `console`, `fileSystem`,
    /// `messaging`, `narrative`, `sourceCode`, `spreadsheet`, `wordProcessing`.
    public var textContentType: String?
    public var alwaysIncludesPunctuation: Bool?
    public var spellsOutCharacters: Bool?
    /// 0…2, 1 the normal pitch.
    public var adjustedPitch: Double?
    public var announcementsQueued: Bool?

    public init(textContentType: String? = nil, alwaysIncludesPunctuation: Bool? = nil, spellsOutCharacters: Bool? = nil,
                adjustedPitch: Double? = nil, announcementsQueued: Bool? = nil) {
        self.textContentType = textContentType
        self.alwaysIncludesPunctuation = alwaysIncludesPunctuation
        self.spellsOutCharacters = spellsOutCharacters
        self.adjustedPitch = adjustedPitch
        self.announcementsQueued = announcementsQueued
    }

    /// Whether nothing is set.
    public var isEmpty: Bool { self == SpeechAttributes() }
}
