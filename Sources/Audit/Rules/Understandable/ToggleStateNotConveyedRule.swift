import AccessibilityTree

/// A favourite/like/star/bookmark button whose label does not say whether it is on.
///
/// The conference talk: "If it is not a favourite, VoiceOver says, 'Add to favourites.' If it is
/// already a favourite, it says, 'Remove from favourites.'"; Exceptional Dogs reads "Favorite,
/// off, button". A value, the selected or toggle trait, or a label that changes all convey state.
/// One snapshot shows one state, so a label written as the bare verb ("Favorite") is taken as
/// not changing. A selected or toggle trait added only in the other state
/// (`.accessibilityAddTraits(isFavorite ? .isSelected : [])`, which a front end records in
/// `stateDependentTraits`) conveys the state too.
public struct ToggleStateNotConveyedRule: TreeRule {
    public static let description = RuleDescription(
        of: Self.self,
        id: "toggle-state-not-conveyed",
        title: "Toggle-like button does not say its state",
        rationale: """
            A filled or empty heart shows sighted people whether a dog is a favourite. A button \
            read only as "Favorite, Button" hides that state, so a VoiceOver user cannot tell \
            whether tapping it adds or removes the favourite.
            """,
        wcag: [.nameRoleValue, .infoAndRelationships],
        hig: "Accessibility › VoiceOver",
        severity: .warning,
        triggeringExamples: [
            .screen(Screen(elements: [
                AccessibilityElement(id: "favorite", label: "Favorite", traits: .button),
                AccessibilityElement(id: "bookmark", label: "Bookmark this route", traits: .button),
                AccessibilityElement(id: "likes", label: "Like, 12 likes", traits: .button),
            ]), reported: ["favorite", "bookmark", "likes"]),
        ],
        nonTriggeringExamples: [
            .screen(Screen(elements: [
                AccessibilityElement(id: "favorite", label: "Favorite", value: "off", traits: .button),
                AccessibilityElement(id: "add", label: "Add to favourites", traits: .button),
                AccessibilityElement(id: "remove", label: "Remove from favourites", traits: .button),
                AccessibilityElement(id: "star", label: "Star", traits: [.button, .selected]),
                AccessibilityElement(id: "like", label: "Like", value: "1", traits: [.button, .toggle]),
                AccessibilityElement(id: "liked", label: "Liked", traits: .button),
                AccessibilityElement(id: "favorite-route", label: "Favorite Park loop", traits: .button,
                                     stateDependentTraits: .selected),
                // A link to the list of bookmarks, its icon named "bookmark".
                AccessibilityElement(id: "bookmarks", label: "bookmark, Bookmarks", traits: .button),
                AccessibilityElement(id: "favorites", label: "Favorites", traits: .button),
            ]), reported: []),
        ])

    /// First words of labels for buttons that switch something on and off.
    /// ("Save", "Mute" and "Pin" are left out: they are as often one-off commands, or labels that
    /// already change with the state.)
    static let toggleWords: Set<String> = ["favorite", "favourite", "fav", "like", "star", "bookmark", "heart",
                                           "follow", "subscribe"]

    /// Whether the label is only the word and its plural ("Bookmarks", "bookmark, Bookmarks" when
    /// an icon named after it leads): it names a list the control opens, not a state it switches.
    static func namesCollection(_ words: [String], of word: String) -> Bool {
        words.contains(word + "s") && words.allSatisfy { $0 == word || $0 == word + "s" }
    }

    public init(configuration: RuleConfiguration) {}

    public func check(_ screen: Screen, in context: TreeContext) -> [Finding] {
        context.focusableElements(of: screen).compactMap { focusable in
            let element = focusable.element
            guard element.traits.contains(.button), element.traits.isDisjoint(with: [.selected, .toggle]),
                  element.stateDependentTraits.isDisjoint(with: [.selected, .toggle]), element.spokenValue == nil, let label = element.spokenLabel,
                  let first = label.lowercasedWords.first, Self.toggleWords.contains(first),
                  !Self.namesCollection(label.lowercasedWords, of: first) else { return nil }
            return finding(.stateHidden(label: label), about: element, in: context,
                           dependingOn: [.label, .value, .traits])
        }
    }
}

extension RuleMessage {
    fileprivate static func stateHidden(label: String) -> RuleMessage {
        RuleMessage(
            id: "toggle-state-not-conveyed",
            text: """
                VoiceOver reads "\(label), Button" whether it is on or off: a person who cannot see \
                the icon does not know the current state or what tapping will do.
                """,
            fix: """
                Say the state: change the label ("Add to favourites" / "Remove from favourites"), \
                or add a value ("on"/"off"), the `.isSelected` trait, or the `.isToggle` trait.
                """)
    }
}
