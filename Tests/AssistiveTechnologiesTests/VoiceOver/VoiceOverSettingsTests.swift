import AccessibilityTree
import AssistiveTechnologies
import Testing

@Suite struct VoiceOverSettingsTests {
    static let picker = TestScene(elements: [
        AccessibilityElement(id: "picker", label: "Dog picker", value: "Pinky", traits: .adjustable,
                             customActions: [CustomAction(name: "Favorite")]),
    ])

    @Test func hintsAreLeftOutWhenSpeakHintsIsOff() {
        var voiceOver = VoiceOver(scene: Self.picker, settings: AccessibilitySettings(speaksHints: false))
        #expect(voiceOver.start().texts == ["Dog picker: Pinky. Adjustable.", "Actions available."])
    }

    @Test func launchingSpeaksTheAppNameFirst() {
        var voiceOver = VoiceOver(scene: Self.picker)
        voiceOver.verbosity.speaksActionsAvailable = false
        let said = voiceOver.start(appName: "Exceptional Dogs")
        #expect(said.texts == ["Exceptional Dogs", "Dog picker: Pinky. Adjustable.",
                               "Swipe up or down with one finger to adjust the value."])
        #expect(said.map(\.kind) == [.screen, .element, .hint])
        #expect(said.allSatisfy { $0.elementID == ($0.kind == .screen ? nil : "picker") })
    }

    @Test func anInjectedClockStampsTheUtterances() {
        var voiceOver = VoiceOver(scene: Self.picker, clock: SimulatedClock(now: .seconds(10)))
        #expect(voiceOver.start().map(\.time).allSatisfy { $0 == .seconds(10) })
        #expect(voiceOver.perform(.rotorClockwise).map(\.time) == [.milliseconds(10_500)])
    }

    @Test func anEmptyScreenHasNothingToSay() {
        var voiceOver = VoiceOver(scene: TestScene(elements: []))
        #expect(voiceOver.start().isEmpty)
        #expect(voiceOver.perform(.swipeRight).map(\.kind) == [.boundary])
        #expect(voiceOver.perform(.doubleTap).isEmpty)
        #expect(VoiceOver.swipeThrough(scene: TestScene(elements: [])).utterances.isEmpty)
    }
}
