import AccessibilityTree

/// One thing VoiceOver says, when, and about which element.
public struct Utterance: Hashable, Sendable {
    /// Why VoiceOver said it.
    public enum Kind: String, Hashable, Codable, Sendable, CaseIterable {
        /// An element's label, value, traits and context, on focus or after it changed.
        case element
        /// The hint after a pause (the app's and VoiceOver's defaults).
        case hint
        /// "Actions available." after an element with custom actions.
        case actionsAvailable
        /// "More content available." after an element with custom content.
        case moreContentAvailable
        /// An adjustable element's new value after a swipe up or down.
        case value
        /// The label of a semantic group focus has just entered.
        case container
        /// The name of the app as VoiceOver reads it on launch.
        case screen
        /// Text the app posted (`UIAccessibility.Notification.announcement`).
        case announcement
        /// The end-of-content sound: nowhere further to go.
        case boundary
        /// The rotor item turned to ("Headings", "Actions").
        case rotor
        /// A custom action selected in the Actions rotor ("Call").
        case action
        /// An item of custom content selected in the More Content rotor ("Age, 3 years").
        case content
        /// The position after a three-finger scroll (`pageScrolled`: "Page 2 of 5").
        case scroll
        /// VoiceOver turning on or off ("VoiceOver on.").
        case status
        /// The sound a double tap makes as it activates (written "(activate)").
        case activation
    }

    public var text: String
    public var kind: Kind
    /// Simulated time since the simulation started.
    public var time: Duration
    /// The element spoken about, if any.
    public var elementID: ElementID?
    /// How many of the text's words were heard before a gesture cut the rest off, or nil when it
    /// was heard to the end (docs/voiceover-speech.md, Speech timing).
    public var heardWordCount: Int?

    public init(text: String, kind: Kind, time: Duration = .zero, elementID: ElementID? = nil,
                heardWordCount: Int? = nil) {
        self.text = text
        self.kind = kind
        self.time = time
        self.elementID = elementID
        self.heardWordCount = heardWordCount
    }

    /// Whether a gesture cut the utterance off before its end.
    public var isCut: Bool { heardWordCount != nil }

    /// What a person heard: the whole text, or the words spoken before it was cut off.
    public var heardText: String {
        guard let heardWordCount else { return text }
        return SpeechRate.words(of: text).prefix(heardWordCount).joined(separator: " ")
    }

    /// The words cut off, empty when it was heard to the end.
    public var cutText: String {
        guard let heardWordCount else { return "" }
        return SpeechRate.words(of: text).dropFirst(heardWordCount).joined(separator: " ")
    }
}

extension Utterance: Codable {
    private enum CodingKeys: String, CodingKey { case text, kind, time, elementID, heardWords }

    /// `time` is encoded as seconds (`1.5`), which a person can read in JSON.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        text = try container.decode(String.self, forKey: .text)
        kind = try container.decode(Kind.self, forKey: .kind)
        let seconds = try container.decodeIfPresent(Double.self, forKey: .time) ?? 0
        time = .milliseconds(Int64((seconds * 1000).rounded()))
        elementID = try container.decodeIfPresent(ElementID.self, forKey: .elementID)
        heardWordCount = try container.decodeIfPresent(Int.self, forKey: .heardWords)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(text, forKey: .text)
        try container.encode(kind, forKey: .kind)
        try container.encode(time.inSeconds, forKey: .time)
        try container.encodeIfPresent(elementID, forKey: .elementID)
        try container.encodeIfPresent(heardWordCount, forKey: .heardWords)
    }
}

extension Duration {
    /// The duration in seconds, as a `Double`.
    var inSeconds: Double {
        let (whole, attoseconds) = components
        return Double(whole) + Double(attoseconds) / 1e18
    }
}
