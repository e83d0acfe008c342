/// An item of VoiceOver's rotor: what one-finger swipes up and down do (docs/voiceover-speech.md, Rotor).
public enum RotorItem: Hashable, Codable, Sendable {
    /// Swipe up increments, down decrements the focused adjustable element.
    case adjustValue
    /// Swipe down selects the next custom action of the focused element, up the previous;
    /// double tap performs it. Drag sources and drop points follow the custom actions.
    case actions
    /// Swipe down speaks the next item of the focused element's custom content, up the previous
    /// (WWDC21 session 10121).
    case moreContent
    /// Moves between elements with the header trait.
    case headings
    /// Moves between elements with the link trait.
    case links
    /// Moves to the first element of the next or previous landmark.
    case landmarks
    /// Moves to the first element of the next or previous container (list, landmark, table,
    /// tab bar, semantic group).
    case containers
    /// A rotor the app supplies, by the name VoiceOver speaks ("Hazards").
    case custom(String)

    /// The name VoiceOver speaks when the rotor turns to the item.
    public var name: String {
        switch self {
        case .adjustValue: "Adjust Value"
        case .actions: "Actions"
        case .moreContent: VoiceOverPhrases.moreContentRotor
        case .headings: "Headings"
        case .links: "Links"
        case .landmarks: "Landmarks"
        case .containers: "Containers"
        case .custom(let name): name
        }
    }
}
