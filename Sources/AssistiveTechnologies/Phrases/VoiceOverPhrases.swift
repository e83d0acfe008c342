/// Every word VoiceOver speaks that does not come from the app: one table, so the simulator's
/// wording can be checked against its sources in one place.
///
/// Spellings are those of docs/voiceover-speech.md (What VoiceOver speaks, Trait words, Default hints:
/// AccessibilitySnapshot's `Localizable.strings`, recorded against iOS 18.5), except where a talk
/// quotes VoiceOver word for word, which wins.
public enum VoiceOverPhrases {
    // MARK: Trait words (in the order they are appended)

    public static let dimmed = "Dimmed."
    public static let button = "Button."
    public static let backButton = "Back Button."
    public static let switchButton = "Switch Button."
    public static let toggleOn = "On."
    public static let toggleOff = "Off."
    public static let toggleMixed = "Mixed."
    public static let tab = "Tab."
    public static let textField = "Text Field."
    public static let secureTextField = "Secure Text Field."
    public static let isEditing = "Is editing."
    public static let heading = "Heading."
    /// A heading with a level 1…6 (SwiftUI `accessibilityHeading(.h2)`: "The system speaks the
    /// level number … alongside the text"); the exact wording is UNVERIFIED (docs/voiceover-speech.md, Headings).
    public static func heading(level: Int) -> String { "Heading level \(level)." }
    public static let link = "Link."
    public static let adjustable = "Adjustable."
    public static let image = "Image."
    public static let searchField = "Search Field."

    // MARK: Label and value composition (What VoiceOver speaks)

    /// Between a label and its value: "Sound volume: 13 percent".
    public static let valueSeparator = ": "
    /// Before the label of a selected element: "Selected: Item B".
    public static let selectedPrefix = "Selected: "
    /// A selected element with nothing else to say.
    public static let selectedAlone = "Selected."
    /// The label VoiceOver drops on a back button, compared case-insensitively.
    public static let backLabel = "back"
    /// Characters VoiceOver speaks as a word break inside a label: an image named after its asset
    /// (`Image("fav_star_outline")`, `Image("person.bicycle")`) is read "fav star outline",
    /// "person bicycle" (docs/swiftui-defaults.md, Default labels and traits, `Image("name")`: "VoiceOver speaks
    /// dots/underscores as word breaks"). An underscore always breaks; a full stop only between two letters, so
    /// numbers ("7.0 years") and sentence ends are spoken as written.
    public static let underscoreWordBreak: Character = "_"
    public static let dotWordBreak: Character = "."

    // MARK: Context suffixes (What VoiceOver speaks, Containers)

    /// "2 of 4." after the trait words of a tab.
    public static func position(_ index: Int, of count: Int) -> String { "\(index) of \(count)." }
    public static let listStart = "List Start."
    public static let listEnd = "List End."
    public static let landmarkStart = "Landmark."
    public static let landmarkEnd = "End."

    // MARK: Default hints

    public static let adjustableHint = "Swipe up or down with one finger to adjust the value."
    public static let toggleHint = "Double tap to toggle setting."
    public static let textEntryHint = "Double tap to edit."
    public static let misspelledWordsHint = "Use the rotor to access Misspelled Words"
    /// A text view's hint, verbatim as AccessibilitySnapshot records it.
    public static let textAreaHint = "Double tap to edit., Use the rotor to access Misspelled Words"
    /// The WWDC 2026 talk "Make custom controls accessible" (904 s) for a direct touch area that
    /// requires activation; no Apple documentation found (Default hints).
    public static let directTouchHint = "Activate to start direct touch interaction."
    /// Spoken after an element with custom actions. AccessibilitySnapshot's strings have "Actions
    /// Available"; both talks that quote it (WWDC 2018 session 230, WWDC 2026 session 220) say
    /// "Actions available", which the simulator follows.
    public static let actionsAvailable = "Actions available."
    /// Spoken after an element with custom content (`AXCustomContent`), after "Actions available."
    /// where both apply. UNVERIFIED as Apple text: AccessibilitySnapshot's strings have "More
    /// Content Available" (docs/voiceover-speech.md, Custom content); the simulator writes it as
    /// it writes "Actions available.".
    public static let moreContentAvailable = "More content available."
    /// Between the text and each high-importance custom content value, and between a content
    /// item's label and value in the More Content rotor ("Age, 3 years"). UNVERIFIED: no primary
    /// source quotes VoiceOver reading custom content.
    public static let customContentSeparator = ", "
    /// The rotor item that lists an element's custom content (WWDC21 session 10121).
    public static let moreContentRotor = "More Content"
    /// The longer custom-action hint quoted in the WWDC 2026 talk (665–668 s), not Apple text.
    public static let customActionsHint = "Swipe up or down to select a custom action, then double tap to activate."

    // MARK: On, off and launch

    /// Said when VoiceOver turns on and off (recorded: WWDC 2018 session 230, both demos).
    public static let voiceOverOn = "VoiceOver on."
    public static let voiceOverOff = "VoiceOver off."

    // MARK: Sounds

    /// The click VoiceOver plays as a double tap activates an element (written so a transcript
    /// shows it; docs/voiceover-speech.md, Gestures and actions).
    public static let activationSound = "(activate)"

    /// The end-of-content sound VoiceOver plays when there is nowhere further to go (Rotor, a
    /// sound rather than words; written so a transcript shows it).
    public static let boundarySound = "(boundary)"
}
