import AccessibilityTree
import AssistiveTechnologies
import PerceiveExamples
import Testing

/// The 2026 talk's standard slider.
@Suite struct BrightnessSliderTests {
    @Test func standardSliderSaysLabelValueTraitAndHint() throws {
        // "Brightness, 50%, adjustable." "Swipe up or down with one finger to adjust the value."
        // "As the value changes, announces the new value in real time."
        try walk(BrightnessSliderScene(),
                 start: ["Brightness, 50%, adjustable.", "Swipe up or down with one finger to adjust the value."], [
                    TalkStep("up", "60%"),
                    TalkStep("down,down", "50%", "40%"),
                 ])
    }

    @Test func dragFromTheThumbSetsTheValue() {
        var voiceOver = VoiceOver(scene: BrightnessSliderScene())
        voiceOver.start()
        #expect(voiceOver.focusedElement?.activationPoint == Point(x: 196.5, y: 422))
        voiceOver.perform(.holdAndDrag([DragStep(x: 0, y: 0, seconds: 0), DragStep(x: 69, y: 0, seconds: 0.3)]))
        #expect(voiceOver.focusedElement?.value == "70%")
    }

    @Test func passthroughSpeaksEachValueAsItChanges() {
        // "As the value changes, announces the new value in real time."
        var voiceOver = VoiceOver(scene: BrightnessSliderScene())
        voiceOver.start()
        let said = voiceOver.perform(.holdAndDrag([DragStep(x: 0, y: 0, seconds: 0), DragStep(x: 35, y: 0, seconds: 0.1),
                                                   DragStep(x: 36, y: 0, seconds: 0.2), DragStep(x: 69, y: 0, seconds: 0.3)]))
        #expect(said.map(\.text) == ["60%", "70%"])
        #expect(said.map(\.kind) == [.value, .value])
    }
}
