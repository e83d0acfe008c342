/// A rotor the app adds to VoiceOver's rotor (`UIAccessibilityCustomRotor`,
/// SwiftUI `accessibilityRotor(_:entries:)`).
///
/// Perceive models a rotor by its results in order: swiping down moves to the next
/// entry after the focused one, swiping up to the previous (WWDC20 session 10116).
public struct CustomRotor: Hashable, Codable, Sendable {
    /// One result of a rotor search: the element it moves focus to, and an optional label
    /// (SwiftUI's `AccessibilityRotorEntry` label) spoken in place of the element's own.
    public struct Entry: Hashable, Codable, Sendable {
        public var target: ElementID
        public var label: String?

        public init(target: ElementID, label: String? = nil) {
            self.target = target
            self.label = label
        }
    }

    /// The name VoiceOver speaks when the rotor is turned to it ("Hazards").
    public var name: String
    /// A system rotor this one feeds (`headings`, `links`…), or nil for a named custom rotor.
    public var systemType: SystemRotorType?
    public var entries: [Entry]
    public var source: SourceLocation?

    public init(name: String, systemType: SystemRotorType? = nil, entries: [Entry],
                source: SourceLocation? = nil) {
        self.name = name
        self.systemType = systemType
        self.entries = entries
        self.source = source
    }
}

/// `UIAccessibilityCustomRotor.SystemRotorType`, with the names VoiceOver shows.
public enum SystemRotorType: String, Hashable, Codable, Sendable, CaseIterable {
    case link, visitedLink, heading, boldText, italicText, underlineText, misspelledWord
    case image, textField, table, list, landmark

    /// The name VoiceOver speaks for the rotor item (docs/voiceover-speech.md, Rotor).
    public var displayName: String {
        switch self {
        case .link: "Links"
        case .visitedLink: "Visited Links"
        case .heading: "Headings"
        case .boldText: "Bold Text"
        case .italicText: "Italic Text"
        case .underlineText: "Underlined Text"
        case .misspelledWord: "Misspelled Words"
        case .image: "Images"
        case .textField: "Text Fields"
        case .table: "Tables"
        case .list: "Lists"
        case .landmark: "Landmarks"
        }
    }
}
