extension Traits {
    /// Traits that tell a person an element can be activated: VoiceOver says "Button", "Link",
    /// "Switch Button", "Adjustable", "Text Field"… (docs/voiceover-speech.md, Trait words).
    public static let activatable: Traits = [.button, .link, .toggle, .tabButton, .backButton, .keyboardKey,
                                             .adjustable, .searchField, .textEntry, .allowsDirectInteraction]
}
