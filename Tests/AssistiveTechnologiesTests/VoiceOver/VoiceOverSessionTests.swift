import AccessibilityTree
import AssistiveTechnologies
import Scenes
import Testing

/// VoiceOver turning on and off, launching an app, speech cut off by the next gesture, values
/// spoken during passthrough and the activation sound (docs/voiceover-speech.md, On, off and
/// launch; Speech timing).
@Suite struct VoiceOverSessionTests {
    static let screen = TestScene(elements: [
        element("picker", "Dog picker", traits: .adjustable, value: "Pinky"),
        element("favorite", "Favorite", traits: .button, value: "off", row: 1),
    ])

    @Test func turningOnSaysSoThenTheAppThenTheFirstElement() {
        var voiceOver = VoiceOver(scene: Self.screen)
        let said = voiceOver.turnOn(appName: "Exceptional Dogs")
        #expect(said.texts == ["VoiceOver on.", "Exceptional Dogs", "Dog picker: Pinky. Adjustable.",
                               "Swipe up or down with one finger to adjust the value."])
        #expect(said.map(\.kind) == [.status, .screen, .element, .hint])
        #expect(voiceOver.turnOff().texts == ["VoiceOver off."])
    }

    @Test func turningOnWithoutANameGoesStraightToTheFirstElement() {
        var voiceOver = VoiceOver(scene: Self.screen)
        #expect(voiceOver.turnOn().texts.prefix(2) == ["VoiceOver on.", "Dog picker: Pinky. Adjustable."])
    }

    @Test func withoutASpeechRateNothingIsCut() {
        var voiceOver = VoiceOver(scene: Self.screen)
        voiceOver.start()
        voiceOver.perform(script: [.swipeRight, .swipeLeft])
        #expect(voiceOver.transcript.utterances.allSatisfy { !$0.isCut })
    }

    @Test func theNextGestureCutsOffWhatIsStillBeingSaid() {
        // 180 words a minute: a word every third of a second; a swipe takes half a second.
        var voiceOver = VoiceOver(scene: Self.screen)
        voiceOver.speechRate = .typical
        voiceOver.start()
        voiceOver.perform(.swipeRight)
        let lines = TranscriptText.text(of: voiceOver.transcript)
        #expect(lines == """
            Dog… [cut: picker: Pinky. Adjustable.]
              [cut: Swipe up or down with one finger to adjust the value.]
            Favorite: off. Button.

            """)
        #expect(voiceOver.transcript.utterances.map(\.heardWordCount) == [1, 0, nil])
        #expect(voiceOver.transcript.utterances.map(\.heardText) == ["Dog", "", "Favorite: off. Button."])
    }

    @Test func aHintWaitsForTheElementAndAPause() {
        var voiceOver = VoiceOver(scene: Self.screen)
        voiceOver.speechRate = .typical
        let said = voiceOver.start()
        // Four words end at 1.33 s; the hint begins half a second later.
        #expect(said.map(\.time) == [.zero, SpeechRate.typical.duration(ofWords: 4) + .milliseconds(500)])
        let afterWait = voiceOver.perform(script: [.wait(.seconds(10)), .swipeRight])
        #expect(voiceOver.transcript.utterances.prefix(2).allSatisfy { !$0.isCut })
        #expect(afterWait.map(\.time) == [.milliseconds(10_500)])
    }

    @Test func aWaitCutsNothing() {
        var voiceOver = VoiceOver(scene: Self.screen)
        voiceOver.speechRate = .typical
        voiceOver.start()
        voiceOver.perform(.wait(.milliseconds(100)))
        #expect(voiceOver.transcript.utterances.allSatisfy { !$0.isCut })
    }

    @Test func turningOffCutsOffSpeech() {
        var voiceOver = VoiceOver(scene: Self.screen)
        voiceOver.speechRate = .typical
        voiceOver.turnOn()
        voiceOver.perform(.wait(.seconds(1)))
        voiceOver.turnOff()
        #expect(voiceOver.transcript.utterances.map(\.heardText)
            == ["VoiceOver on.", "Dog picker:", "", "VoiceOver off."])
        #expect(voiceOver.transcript.utterances.map(\.isCut) == [false, true, true, false])
    }

    @Test func swipingPastTheEndPlaysTheBoundaryAndSpeaksTheElementAgain() {
        var voiceOver = VoiceOver(scene: Self.screen)
        voiceOver.start()
        voiceOver.perform(.swipeRight)
        #expect(voiceOver.perform(.swipeRight).texts == ["(boundary)", "Favorite: off. Button."])
        #expect(voiceOver.perform(script: [.swipeLeft, .swipeLeft]).texts
            == ["Dog picker: Pinky. Adjustable.", "Swipe up or down with one finger to adjust the value.",
                "(boundary)", "Dog picker: Pinky. Adjustable."])
    }

    @Test func theActivationSoundIsShownWhenAsked() {
        var voiceOver = VoiceOver(scene: Self.screen)
        voiceOver.start()
        voiceOver.perform(.swipeRight)
        #expect(voiceOver.perform(.doubleTap).isEmpty)
        voiceOver.verbosity.playsActivationSound = true
        let said = voiceOver.perform(.doubleTap)
        #expect(said.texts == ["(activate)"])
        #expect(said.map(\.kind) == [.activation])
        #expect(TranscriptText.line(for: said[0]) == "(activate)")
    }

    /// A standard slider: the finger's position sets the value, and nothing is announced by the app.
    static let slider = TestScene(elements: [
        AccessibilityElement(id: "volume", label: "Volume", value: "50%", traits: .adjustable,
                             frame: Rect(x: 0, y: 100, width: 100, height: 44)),
    ]) { screen, action, id, _ in
        guard case .touch(_, let point) = action else { return .unhandled }
        screen.update(id) { $0.value = "\(Int(point.x.rounded()))%" }
        return .handled
    }

    @Test func passthroughSpeaksEachNewValueOfASlider() {
        var voiceOver = VoiceOver(scene: Self.slider)
        voiceOver.start()
        let said = voiceOver.perform(.holdAndDrag([
            DragStep(x: 0, y: 0, seconds: 0), DragStep(x: 10, y: 0, seconds: 0.1),
            DragStep(x: 10, y: 5, seconds: 0.2), DragStep(x: 25, y: 0, seconds: 0.3),
        ]))
        #expect(said.texts == ["60%", "75%"])
        #expect(said.map(\.kind) == [.value, .value])
        #expect(said.map(\.time) == [.milliseconds(600), .milliseconds(800)])
    }

    @Test func eachNewValueCutsOffTheOneBefore() {
        var voiceOver = VoiceOver(scene: Self.slider)
        voiceOver.speechRate = SpeechRate(wordsPerMinute: 60)
        voiceOver.start()
        voiceOver.perform(.holdAndDrag([DragStep(x: 0, y: 0, seconds: 0), DragStep(x: 10, y: 0, seconds: 0.1),
                                        DragStep(x: 20, y: 0, seconds: 0.2)]))
        let values = voiceOver.transcript.utterances.filter { $0.kind == .value }
        #expect(values.map(\.text) == ["60%", "70%"])
        #expect(values.map(\.heardWordCount) == [0, nil])
    }
}
