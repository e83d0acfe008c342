import AccessibilityTree

extension AccessibilityElement {
    /// Whether the element is a picture that acts only by a tap reaching other elements too: a
    /// card's `.onTapGesture` reaches each text and picture inside it (`tapReachesOthers`), and
    /// VoiceOver's double tap on any of them runs it. Such a picture is part of the card, not a
    /// control of its own: what it shows ("arrow.up" beside a score, "message.fill" beside a
    /// count, a custom button's icon beside its title) is no action to name, and the card's
    /// missing trait is `tappable-without-button-trait`'s. The card's texts stay what they are
    /// read as, the words a person hears for it (two "Tap to copy" boxes still read alike).
    var isPictureOfATappedView: Bool {
        guard traits.contains(.image), tapSource != nil, tapReachesOthers else { return false }
        let controlTraits: Traits = [.button, .link, .adjustable, .toggle, .searchField, .textEntry, .tabButton]
        return traits.isDisjoint(with: controlTraits) && customActions.isEmpty
            && gestures.allSatisfy { $0 == .tap } && directTouch == nil
    }
}
