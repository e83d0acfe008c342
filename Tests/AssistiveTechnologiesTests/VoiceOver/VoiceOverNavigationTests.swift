import AccessibilityTree
import AssistiveTechnologies
import Scenes
import Testing

@Suite struct VoiceOverNavigationTests {
    static let threeButtons = TestScene(elements: [
        element("a", "Favorite", traits: .button, value: "Off"),
        element("b", "Show gallery", traits: .button, column: 1),
        element("c", "Name", value: "Pinky", row: 1),
    ])

    @Test func startFocusesAndSpeaksTheFirstElement() {
        var voiceOver = VoiceOver(scene: Self.threeButtons)
        #expect(voiceOver.start().texts == ["Favorite: Off. Button."])
        #expect(voiceOver.focusedElement?.id == "a")
    }

    @Test func swipeRightAndLeftMoveThroughTheOrder() {
        var voiceOver = VoiceOver(scene: Self.threeButtons)
        voiceOver.start()
        #expect(voiceOver.perform(.swipeRight).texts == ["Show gallery. Button."])
        #expect(voiceOver.perform(.swipeRight).texts == ["Name: Pinky"])
        #expect(voiceOver.perform(.swipeLeft).texts == ["Show gallery. Button."])
    }

    @Test func theEndsPlayTheBoundaryAndKeepFocus() {
        var voiceOver = VoiceOver(scene: Self.threeButtons)
        voiceOver.start()
        let atStart = voiceOver.perform(.swipeLeft)
        #expect(atStart.map(\.kind) == [.boundary])
        #expect(voiceOver.focusedElement?.id == "a")
        voiceOver.perform(script: [.swipeRight, .swipeRight])
        #expect(voiceOver.perform(.swipeRight).map(\.kind) == [.boundary])
        #expect(voiceOver.focusedElement?.id == "c")
    }

    @Test func swipeThroughSpeaksEveryElementWithoutTheClosingBoundary() {
        let transcript = VoiceOver.swipeThrough(scene: Self.threeButtons)
        #expect(transcript.text == "Favorite: Off. Button.\nShow gallery. Button.\nName: Pinky")
    }

    @Test func eachGestureAdvancesTheClockByHalfASecond() {
        var voiceOver = VoiceOver(scene: Self.threeButtons)
        voiceOver.start()
        let said = voiceOver.perform(script: [.swipeRight, .wait(.seconds(2)), .swipeRight])
        #expect(said.map(\.time) == [.milliseconds(500), .milliseconds(3000)])
    }
}
