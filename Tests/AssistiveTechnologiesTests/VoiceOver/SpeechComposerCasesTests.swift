import AccessibilityTree
import AssistiveTechnologies
import Testing

/// The empty-label cases, the standard controls, the default hints and the container suffixes of
/// docs/voiceover-speech.md (What VoiceOver speaks, Standard controls, Default hints, Containers).
@Suite struct SpeechComposerCasesTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var element: AccessibilityElement
        var context: NavigationContext? = nil
        var text: String
        var hint: String?
        var testDescription: String { name }
    }

    static let adjustHint = "Swipe up or down with one finger to adjust the value."

    static let cases: [Case] = [
        // Empty labels (docs/voiceover-speech.md, What VoiceOver speaks, step 5).
        Case(name: "hint-only adjustable promotes the hint and drops the adjust hint",
             element: AccessibilityElement(id: "e", hint: "Hint", traits: .adjustable),
             text: "Hint. Adjustable.", hint: nil),
        Case(name: "label and hint adjustable",
             element: AccessibilityElement(id: "e", label: "Label", hint: "Hint", traits: .adjustable),
             text: "Label. Adjustable.", hint: "Hint. \(adjustHint)"),
        Case(name: "a hint with its own full stop is not doubled",
             element: AccessibilityElement(id: "e", label: "Label", hint: "Hint.", traits: .adjustable),
             text: "Label. Adjustable.", hint: "Hint. \(adjustHint)"),
        Case(name: "nothing but traits",
             element: AccessibilityElement(id: "e", traits: [.button, .header]),
             text: "Button. Heading.", hint: nil),
        Case(name: "adjustable alone",
             element: AccessibilityElement(id: "e", traits: .adjustable),
             text: "Adjustable.", hint: adjustHint),
        Case(name: "selected alone",
             element: AccessibilityElement(id: "e", traits: .selected),
             text: "Selected.", hint: nil),
        Case(name: "value without label",
             element: AccessibilityElement(id: "e", value: "75%", traits: .adjustable),
             text: "75%. Adjustable.", hint: adjustHint),
        Case(name: "an empty label and value count as none",
             element: AccessibilityElement(id: "e", label: "", value: "", hint: ""),
             text: "", hint: nil),
        // Standard controls (docs/voiceover-speech.md, Standard controls).
        Case(name: "switch on",
             element: AccessibilityElement(id: "e", value: "1", traits: [.button, .toggle]),
             text: "Switch Button. On.", hint: "Double tap to toggle setting."),
        Case(name: "switch off with a label",
             element: AccessibilityElement(id: "e", label: "Wi-Fi", value: "0", traits: [.button, .toggle]),
             text: "Wi-Fi. Switch Button. Off.", hint: "Double tap to toggle setting."),
        Case(name: "disabled switch has no hint",
             element: AccessibilityElement(id: "e", value: "1", traits: [.button, .toggle, .notEnabled]),
             text: "Dimmed. Switch Button. On.", hint: nil),
        Case(name: "toggle trait alone speaks only the state",
             element: AccessibilityElement(id: "e", label: "Bold", value: "2", traits: .toggle),
             text: "Bold. Mixed.", hint: "Double tap to toggle setting."),
        Case(name: "toggle with another value speaks it raw",
             element: AccessibilityElement(id: "e", label: "Mode", value: "Auto", traits: .toggle),
             text: "Mode. Auto", hint: "Double tap to toggle setting."),
        Case(name: "toggle hint follows a custom hint",
             element: AccessibilityElement(id: "e", label: "Bold", value: "1", hint: "Makes text bold",
                                           traits: .toggle),
             text: "Bold. On.", hint: "Makes text bold. Double tap to toggle setting."),
        Case(name: "page control",
             element: AccessibilityElement(id: "e", value: "page 2 of 3", traits: .adjustable),
             text: "page 2 of 3. Adjustable.", hint: adjustHint),
        Case(name: "stepper at minimum",
             element: AccessibilityElement(id: "e", label: "Decrement", traits: [.button, .notEnabled]),
             text: "Decrement. Dimmed. Button.", hint: nil),
        Case(name: "tab with a badge",
             element: AccessibilityElement(id: "e", label: "Item B", value: "3 items", traits: .button),
             context: .tab(index: 2, count: 4), text: "Item B: 3 items. Tab. 2 of 4.", hint: nil),
        Case(name: "selected tab",
             element: AccessibilityElement(id: "e", label: "Item B", traits: [.button, .selected]),
             context: .tab(index: 2, count: 6), text: "Selected: Item B. Tab. 2 of 6.", hint: nil),
        Case(name: "disabled tab",
             element: AccessibilityElement(id: "e", label: "Item C", traits: [.button, .notEnabled]),
             context: .tab(index: 3, count: 11), text: "Item C. Dimmed. Tab. 3 of 11.", hint: nil),
        Case(name: "tab button trait outside a tab bar",
             element: AccessibilityElement(id: "e", label: "Home", traits: [.button, .tabButton]),
             text: "Home. Tab.", hint: nil),
        Case(name: "back button with a title",
             element: AccessibilityElement(id: "e", label: "First", traits: [.button, .backButton]),
             text: "First. Back Button.", hint: nil),
        Case(name: "back button titled Back drops the label",
             element: AccessibilityElement(id: "e", label: "Back", traits: [.button, .backButton]),
             text: "Back Button.", hint: nil),
        Case(name: "navigation title",
             element: AccessibilityElement(id: "e", label: "Second", traits: .header),
             text: "Second. Heading.", hint: nil),
        Case(name: "heading with a level",
             element: AccessibilityElement(id: "e", label: "Title", traits: .header, headingLevel: 2),
             text: "Title. Heading level 2.", hint: nil),
        Case(name: "heading level outside 1 to 6 is a plain heading",
             element: AccessibilityElement(id: "e", label: "Title", traits: .header, headingLevel: 0),
             text: "Title. Heading.", hint: nil),
        Case(name: "empty text field with placeholder",
             element: AccessibilityElement(id: "e", label: "Name", traits: .textEntry),
             text: "Name. Text Field.", hint: "Double tap to edit."),
        Case(name: "text field hint replaces a custom hint",
             element: AccessibilityElement(id: "e", value: "Pinky", hint: "Your dog's name", traits: .textEntry),
             text: "Pinky. Text Field.", hint: "Double tap to edit."),
        Case(name: "secure text field",
             element: AccessibilityElement(id: "e", value: "•••••••••", traits: [.textEntry, .secureTextField]),
             text: "•••••••••. Secure Text Field.", hint: "Double tap to edit."),
        Case(name: "text view",
             element: AccessibilityElement(id: "e", label: "Notes", traits: [.textEntry, .textArea]),
             text: "Notes. Text Field.", hint: "Double tap to edit., Use the rotor to access Misspelled Words"),
        Case(name: "text field being edited",
             element: AccessibilityElement(id: "e", label: "Notes", traits: [.textEntry, .isEditing]),
             text: "Notes. Text Field. Is editing.", hint: "Use the rotor to access Misspelled Words"),
        Case(name: "disabled text field",
             element: AccessibilityElement(id: "e", label: "Name", traits: [.textEntry, .notEnabled]),
             text: "Name. Dimmed. Text Field.", hint: nil),
        Case(name: "disabled adjustable keeps only its own hint",
             element: AccessibilityElement(id: "e", label: "Volume", hint: "Loudness", traits: [.adjustable, .notEnabled]),
             text: "Volume. Dimmed. Adjustable.", hint: "Loudness"),
        // Direct touch (WWDC 2026 session 220).
        Case(name: "direct touch requiring activation",
             element: AccessibilityElement(id: "e", label: "Virtual cat", value: "sleeping",
                                           traits: .allowsDirectInteraction,
                                           directTouch: DirectTouch(options: .requiresActivation)),
             text: "Virtual cat: sleeping", hint: "Activate to start direct touch interaction."),
        Case(name: "direct touch without options has no hint",
             element: AccessibilityElement(id: "e", label: "Piano", traits: .allowsDirectInteraction,
                                           directTouch: DirectTouch()),
             text: "Piano", hint: nil),
        // Context suffixes.
        Case(name: "list start", element: AccessibilityElement(id: "e", label: "Label 1"),
             context: .listStart, text: "Label 1. List Start.", hint: nil),
        Case(name: "list end after trait words", element: AccessibilityElement(id: "e", label: "Label 4", traits: .button),
             context: .listEnd, text: "Label 4. Button. List End.", hint: nil),
        Case(name: "landmark start", element: AccessibilityElement(id: "e", label: "Top"),
             context: .landmarkStart, text: "Top. Landmark.", hint: nil),
        Case(name: "landmark end", element: AccessibilityElement(id: "e", label: "Bottom"),
             context: .landmarkEnd, text: "Bottom. End.", hint: nil),
        Case(name: "data table cell joins value with a space",
             element: AccessibilityElement(id: "e", label: "Breed", value: "Labrador"),
             context: .dataTableCell, text: "Breed Labrador", hint: nil),
    ]

    @Test(arguments: cases)
    func composesTextAndHint(_ row: Case) {
        let speech = SpeechComposer.utterance(for: row.element, context: row.context)
        #expect(speech.text == row.text)
        #expect(speech.hint == row.hint)
    }

    @Test func customActionsEndTheHintWithActionsAvailable() {
        let shelter = AccessibilityElement(id: "e", label: "Skyler's animal shelter",
                                           customActions: [CustomAction(name: "Call")])
        let speech = SpeechComposer.utterance(for: shelter, context: nil)
        #expect(speech.text == "Skyler's animal shelter")
        #expect(speech.hint == "Actions available.")
        let parts = SpeechComposer.speech(for: shelter, context: nil)
        #expect(parts.hint == nil)
        #expect(parts.hasActions)
    }

    @Test func talksQuotesMatchAfterNormalising() {
        let picker = AccessibilityElement(id: "e", label: "Dog picker", value: "Pinky", traits: .adjustable)
        #expect(SpokenText.matches(SpeechComposer.utterance(for: picker, context: nil).text,
                                   "Dog picker, Pinky, adjustable"))
        let coffee = AccessibilityElement(id: "e", label: "Coffee dispenser", value: "6 ounces", traits: .adjustable)
        #expect(SpokenText.matches(SpeechComposer.utterance(for: coffee, context: nil).text,
                                   "Coffee dispenser, 6 ounces, adjustable."))
        let favorite = AccessibilityElement(id: "e", label: "Favorite", value: "off", traits: .button)
        #expect(SpokenText.matches(SpeechComposer.utterance(for: favorite, context: nil).text,
                                   "Favorite, off, button"))
    }
}
