import AccessibilityTree
@testable import AssistiveTechnologies
import Testing

@Suite struct SpeechComposerTests {
    struct TraitCase: CustomTestStringConvertible, Sendable {
        var traits: Traits
        var label: String
        var expected: String
        var testDescription: String { "\(traits) → \(expected)" }
    }

    static let allPublicTraits: Traits = [
        .button, .link, .image, .selected, .playsSound, .keyboardKey, .staticText, .summaryElement,
        .notEnabled, .updatesFrequently, .searchField, .startsMediaSession, .adjustable,
        .allowsDirectInteraction, .causesPageTurn, .tabBar, .header,
    ]

    /// docs/voiceover-speech.md, What VoiceOver speaks, the iOS 18.5 recordings of a button titled "NN" with each
    /// trait.
    static let traitTable: [TraitCase] = [
        TraitCase(traits: [], label: "01", expected: "01"),
        TraitCase(traits: .button, label: "02", expected: "02. Button."),
        TraitCase(traits: .link, label: "03", expected: "03. Link."),
        TraitCase(traits: .header, label: "04", expected: "04. Heading."),
        TraitCase(traits: .searchField, label: "05", expected: "05. Search Field."),
        TraitCase(traits: .image, label: "06", expected: "06. Image."),
        TraitCase(traits: .selected, label: "07", expected: "Selected: 07"),
        TraitCase(traits: .playsSound, label: "08", expected: "08"),
        TraitCase(traits: .keyboardKey, label: "09", expected: "09"),
        TraitCase(traits: .staticText, label: "10", expected: "10"),
        TraitCase(traits: .summaryElement, label: "11", expected: "11"),
        TraitCase(traits: .notEnabled, label: "12", expected: "12. Dimmed."),
        TraitCase(traits: .updatesFrequently, label: "13", expected: "13"),
        TraitCase(traits: .startsMediaSession, label: "14", expected: "14"),
        TraitCase(traits: .adjustable, label: "15", expected: "15. Adjustable."),
        TraitCase(traits: .allowsDirectInteraction, label: "16", expected: "16"),
        TraitCase(traits: .causesPageTurn, label: "17", expected: "17"),
        TraitCase(traits: .tabBar, label: "18", expected: "18"),
        TraitCase(traits: [.button, .link], label: "19", expected: "19. Button. Link."),
        TraitCase(traits: [.button, .header], label: "20", expected: "20. Button. Heading."),
        TraitCase(traits: [.button, .searchField], label: "21", expected: "21. Button. Search Field."),
        TraitCase(traits: [.button, .image], label: "22", expected: "22. Button. Image."),
        TraitCase(traits: [.button, .selected], label: "23", expected: "Selected: 23. Button."),
        TraitCase(traits: [.button, .notEnabled], label: "24", expected: "24. Dimmed. Button."),
        TraitCase(traits: [.button, .adjustable], label: "25", expected: "25. Button. Adjustable."),
        TraitCase(traits: [.button, .keyboardKey], label: "26", expected: "26"),
        TraitCase(traits: allPublicTraits, label: "27",
                  expected: "Selected: 27. Dimmed. Heading. Link. Adjustable. Image. Search Field."),
    ]

    @Test(arguments: traitTable)
    func traitWordsFollowTheRecordedOrder(_ row: TraitCase) {
        let element = AccessibilityElement(id: "e", label: row.label, traits: row.traits)
        #expect(SpeechComposer.utterance(for: element, context: nil).text == row.expected)
    }

    @Test func adjustableGetsTheDefaultHint() {
        let element = AccessibilityElement(id: "e", label: "15", traits: .adjustable)
        #expect(SpeechComposer.utterance(for: element, context: nil).hint
            == "Swipe up or down with one finger to adjust the value.")
    }

    @Test func sliderReadsLabelValueTraitAndHint() {
        let slider = AccessibilityElement(id: "s", label: "Brightness", value: "50%", traits: .adjustable)
        let speech = SpeechComposer.utterance(for: slider, context: nil)
        #expect(speech.text == "Brightness: 50%. Adjustable.")
        #expect(speech.hint == "Swipe up or down with one finger to adjust the value.")
        #expect(SpokenText.matches(speech.text, "Brightness, 50%, adjustable."))
    }
}

/// Asset names used as labels are spoken with their underscores and inner dots as word breaks
/// (docs/swiftui-defaults.md, Default labels and traits, `Image("name")`), while the element keeps the raw name.
@Suite struct SpokenLabelTests {
    @Test(arguments: [
        ("fav_star_outline", "fav star outline"),
        ("person.bicycle", "person bicycle"),
        ("cat_fill_space", "cat fill space"),
        ("linkedin__logo_", "linkedin logo"),
        ("_hidden", "hidden"),
        ("7.0 years", "7.0 years"),
        ("Version 2.b", "Version 2.b"),
        ("Done.", "Done."),
        ("Cat fill. Space", "Cat fill. Space"),
        ("snake_ case", "snake case"),
    ])
    func underscoresAndDotsBetweenLettersAreWordBreaks(_ label: String, _ spoken: String) {
        #expect(SpeechComposer.spokenLabel(label) == spoken)
    }

    @Test func theComposerSpeaksTheNameAsWordsAndTheElementKeepsIt() {
        let element = AccessibilityElement(id: "e", label: "fav_star_outline", traits: .button)
        #expect(SpeechComposer.utterance(for: element, context: nil).text == "fav star outline. Button.")
        #expect(element.label == "fav_star_outline")
    }
}
