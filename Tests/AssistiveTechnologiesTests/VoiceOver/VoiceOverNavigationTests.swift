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
        // The boundary sound, then the element focus stayed on, again (WWDC 2018 session 230's gallery:
        // "close, close, close, button").
        let atStart = voiceOver.perform(.swipeLeft)
        #expect(atStart.map(\.kind) == [.boundary, .element])
        #expect(atStart.last?.elementID == "a")
        #expect(voiceOver.focusedElement?.id == "a")
        voiceOver.perform(script: [.swipeRight, .swipeRight])
        #expect(voiceOver.perform(.swipeRight).map(\.kind) == [.boundary, .element])
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

@Suite struct VoiceOverContainerTests {
    @Test func tabBarChildrenAreReadAsTabsWithoutButton() {
        var bar = AccessibilityElement.container(
            id: "bar", children: [element("t1", "Dogs", traits: [.button, .selected], row: 8),
                                  element("t2", "Shelters", traits: .button, value: "3 items", row: 8, column: 1)],
            frame: Rect(x: 0, y: 800, width: 393, height: 52))
        bar.traits = .tabBar
        let transcript = VoiceOver.swipeThrough(scene: TestScene(elements: [element("title", "Dogs", traits: .header), bar]))
        #expect(transcript.text == "Dogs. Heading.\nSelected: Dogs. Tab. 1 of 2.\nShelters: 3 items. Tab. 2 of 2.")
    }

    @Test func listsAnnounceTheirStartAndEnd() {
        let list = AccessibilityElement.container(
            id: "list", children: [element("r1", "Label 1"), element("r2", "Label 2", row: 1),
                                   element("r3", "Label 3", row: 2)],
            containerType: .list)
        let transcript = VoiceOver.swipeThrough(scene: TestScene(elements: [list]))
        #expect(transcript.text == "Label 1. List Start.\nLabel 2\nLabel 3. List End.")
    }

    @Test func frameOrderedScreensReadInRows() {
        let root = AccessibilityElement.container(
            id: "root",
            children: [element("call", "Call", traits: .button, row: 1, column: 2),
                       element("name", "Skyler's animal shelter", row: 1),
                       element("maps", "Open address in maps", traits: .button, row: 1, column: 1)],
            childOrder: .frame)
        let transcript = VoiceOver.swipeThrough(scene: TestScene(Screen(root: root)))
        #expect(transcript.text == "Skyler's animal shelter\nOpen address in maps. Button.\nCall. Button.")
    }
}

@Suite struct VoiceOverSwipeThroughTests {
    @Test func elementsAddedOnFocusAreReachedToo() {
        // Each focus on the last row loads one more row, up to five (an infinite list's paging).
        let scene = TestScene(elements: [element("row0", "Row 0")], handlesFocus: true) { screen, action, id, _ in
            let count = screen.root.children.count
            guard action == .focus, id.rawValue == "row\(count - 1)", count < 5 else { return .unhandled }
            screen.root.children.append(element(ElementID("row\(count)"), "Row \(count)", row: Double(count)))
            return .handled
        }
        let transcript = VoiceOver.swipeThrough(scene: scene)
        #expect(transcript.text == "Row 0\nRow 1\nRow 2\nRow 3\nRow 4")
    }
}

@Suite struct VoiceOverRepeatedIDTests {
    @Test func aRepeatedIDIsStillSwipedThrough() {
        // Two rows built from one view without distinct ids: a snapshot rejects this, a front end may not.
        let scene = TestScene(elements: [element("row", "First"), element("row", "Second", row: 1),
                                         element("end", "End", row: 2)])
        #expect(VoiceOver.swipeThrough(scene: scene).text == "First\nSecond\nEnd")
        var voiceOver = VoiceOver(scene: scene)
        voiceOver.start()
        voiceOver.perform(script: [.swipeRight, .swipeRight])
        #expect(voiceOver.perform(script: [.swipeLeft, .swipeLeft]).texts == ["Second", "First"])
    }
}
