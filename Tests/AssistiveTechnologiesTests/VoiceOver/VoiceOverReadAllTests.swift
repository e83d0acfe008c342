import AccessibilityTree
import AssistiveTechnologies
import Scenes
import Testing

@Suite struct VoiceOverReadAllTests {
    static let three = TestScene(elements: [element("a", "Title", traits: .header),
                                            element("b", "Favorite", traits: .button, hint: "Saves the dog", row: 1),
                                            element("c", "Name", value: "Pinky", row: 2)])

    @Test func readAllReadsEveryElementWithoutHints() {
        var voiceOver = VoiceOver(scene: Self.three)
        voiceOver.start()
        voiceOver.perform(.swipeRight)
        #expect(voiceOver.perform(.readAll).texts == ["Title. Heading.", "Favorite. Button.", "Name: Pinky"])
        #expect(voiceOver.focusedElement?.id == "c")
    }

    @Test func readingFromTheFocusStartsThere() {
        var voiceOver = VoiceOver(scene: Self.three)
        voiceOver.start()
        voiceOver.perform(.swipeRight)
        #expect(voiceOver.perform(.readFromFocus).texts == ["Favorite. Button.", "Name: Pinky"])
    }

    @Test func fourFingerTapsJumpToTheEnds() {
        var voiceOver = VoiceOver(scene: Self.three)
        voiceOver.start()
        #expect(voiceOver.perform(.lastElement).texts == ["Name: Pinky"])
        #expect(voiceOver.perform(.firstElement).texts == ["Title. Heading."])
    }

    @Test func pagesTurnUntilTheContentStopsChanging() {
        let page = AccessibilityElement(id: "page", label: "Page 1", traits: .causesPageTurn,
                                        frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let scene = TestScene(elements: [page, element("end", "The End", row: 2)]) { screen, action, _, _ in
            guard action == .scroll(.next) else { return .unhandled }
            screen.update("page") { page in
                let number = Int(page.label?.split(separator: " ").last ?? "1") ?? 1
                page.label = "Page \(min(number + 1, 3))"
            }
            return .handled
        }
        var voiceOver = VoiceOver(scene: scene)
        #expect(voiceOver.perform(.readAll).texts == ["Page 1", "Page 2", "Page 3", "The End"])
    }
}
