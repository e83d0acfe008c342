import AccessibilityTree
import AssistiveTechnologies
import Scenes
import Testing

/// Custom content (`AXCustomContent`, SwiftUI `accessibilityCustomContent`): high importance is
/// spoken with the element, every item is offered in the More Content rotor, and "More content
/// available." follows the hint (docs/voiceover-speech.md, Custom content).
@Suite struct VoiceOverCustomContentTests {
    static let dog = AccessibilityElement(
        id: "bailey", label: "Bailey", value: "Beagle", hint: "Shows the dog's details.", traits: .button,
        customContent: [
            CustomContent(label: "Popularity", value: "Number one", importance: .high),
            CustomContent(label: "Age", value: "3 years"),
            CustomContent(label: "Good with cats", value: ""),
        ])
    static let next = AccessibilityElement(id: "winston", label: "Winston")

    @Test func highImportanceIsSpokenAndMoreContentFollowsTheHint() {
        var voiceOver = VoiceOver(scene: TestScene(elements: [Self.dog, Self.next]))
        #expect(TranscriptText.text(of: Transcript(utterances: voiceOver.start())) == """
            Bailey: Beagle, Number one. Button.
              Shows the dog's details.
              More content available.

            """)
    }

    @Test func theMoreContentRotorSpeaksEachItemThenTheBoundary() {
        var voiceOver = VoiceOver(scene: TestScene(elements: [Self.dog, Self.next]))
        voiceOver.start()
        #expect(voiceOver.availableRotorItems() == [.moreContent])
        #expect(voiceOver.perform(.rotorClockwise).texts == ["More Content"])
        #expect(voiceOver.perform(.swipeDown).texts == ["Popularity, Number one"])
        #expect(voiceOver.perform(.swipeDown).texts == ["Age, 3 years"])
        #expect(voiceOver.perform(.swipeDown).texts == ["Good with cats"])
        #expect(voiceOver.perform(.swipeDown).texts == ["(boundary)"])
        #expect(voiceOver.perform(.swipeUp).texts == ["Age, 3 years"])
        // An element without custom content takes the item out of the rotor.
        #expect(voiceOver.perform(.swipeRight).texts == ["Winston"])
        #expect(voiceOver.availableRotorItems().isEmpty)
    }

    @Test func anElementWithoutCustomContentSaysNothingMore() {
        var voiceOver = VoiceOver(scene: TestScene(elements: [Self.next]))
        #expect(voiceOver.start().texts == ["Winston"])
    }
}
