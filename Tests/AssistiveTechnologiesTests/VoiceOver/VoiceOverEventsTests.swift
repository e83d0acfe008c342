import AccessibilityTree
import AssistiveTechnologies
import Scenes
import Testing

@Suite struct VoiceOverEventsTests {
    /// Exceptional Dogs' gallery (WWDC 2018 session 230): "Show gallery" adds a modal view on top
    /// and posts a screen change; its Close button, or an escape, removes it.
    static func gallery(isModal: Bool = true, postsScreenChanged: Bool = true) -> TestScene {
        let background = [element("favorite", "Favorite", traits: .button, value: "off"),
                          element("show", "Show gallery", traits: .button, column: 1),
                          element("name", "Name", value: "Pinky", row: 1)]
        return TestScene(elements: background) { screen, action, id, _ in
            switch (action, id) {
            case (.activate, "show"):
                let modal = AccessibilityElement.container(
                    id: "modal",
                    children: [element("p1", "Picture one of Pinky", traits: .image, row: 2),
                               element("p2", "Picture two of Pinky", traits: .image, row: 3),
                               element("close", "Close", traits: .button, row: 4)],
                    isModal: isModal)
                screen.root.children.append(modal)
                return SceneResponse(isHandled: true, events: postsScreenChanged ? [.screenChanged(focus: nil)] : [])
            case (.activate, "close"), (.escape, "modal"):
                screen.root.children.removeAll { $0.id == "modal" }
                return SceneResponse(isHandled: true, events: [.screenChanged(focus: "show")])
            case (.activate, "favorite"):
                screen.update("favorite") { $0.value = $0.value == "off" ? "on" : "off" }
                return .handled
            default:
                return .unhandled
            }
        }
    }

    @Test func aScreenChangeFocusesTheFirstElementOfTheModal() {
        var voiceOver = VoiceOver(scene: Self.gallery())
        voiceOver.start()
        voiceOver.perform(.swipeRight)
        #expect(voiceOver.perform(.doubleTap).texts == ["Picture one of Pinky. Image."])
    }

    @Test func focusNeverLeavesAModal() {
        var voiceOver = VoiceOver(scene: Self.gallery())
        voiceOver.start()
        voiceOver.perform(script: [.swipeRight, .doubleTap])
        let said = voiceOver.perform(script: [.swipeRight, .swipeRight, .swipeRight, .swipeLeft, .swipeLeft, .swipeLeft])
        #expect(said.texts == ["Picture two of Pinky. Image.", "Close. Button.", "(boundary)", "Close. Button.",
                               "Picture two of Pinky. Image.", "Picture one of Pinky. Image.", "(boundary)",
                               "Picture one of Pinky. Image."])
        #expect(voiceOver.perform(.touch(Point(x: 10, y: 10))).isEmpty)
    }

    @Test func withoutModalityFocusWandersBehind() {
        var voiceOver = VoiceOver(scene: Self.gallery(isModal: false))
        voiceOver.start()
        voiceOver.perform(script: [.swipeRight, .doubleTap])
        #expect(voiceOver.focusedElement?.id == "favorite")
    }

    @Test func closingTheModalFocusesTheGivenElement() {
        var voiceOver = VoiceOver(scene: Self.gallery())
        voiceOver.start()
        voiceOver.perform(script: [.swipeRight, .doubleTap, .swipeRight, .swipeRight])
        #expect(voiceOver.perform(.doubleTap).texts == ["Show gallery. Button."])
        #expect(voiceOver.focusedElement?.id == "show")
    }

    @Test func escapeWalksUpToTheModalContainer() {
        var voiceOver = VoiceOver(scene: Self.gallery())
        voiceOver.start()
        voiceOver.perform(script: [.swipeRight, .doubleTap])
        #expect(voiceOver.perform(.escape).texts == ["Show gallery. Button."])
        #expect(voiceOver.received.suffix(2).map(\.id) == ["p1", "modal"])
    }

    @Test func anUnhandledEscapeSaysNothing() {
        var voiceOver = VoiceOver(scene: Self.gallery())
        voiceOver.start()
        #expect(voiceOver.perform(.escape).isEmpty)
        #expect(voiceOver.received.map(\.id) == ["favorite", "root"])
    }

    @Test func aValueChangedByActivationSpeaksTheElementAgain() {
        var voiceOver = VoiceOver(scene: Self.gallery())
        voiceOver.start()
        let said = voiceOver.perform(.doubleTap)
        #expect(said.texts == ["Favorite: on. Button."])
        #expect(said.map(\.kind) == [.element])
        #expect(voiceOver.perform(.doubleTap).texts == ["Favorite: off. Button."])
    }

    @Test func anUnchangedElementIsNotSpokenAgain() {
        var voiceOver = VoiceOver(scene: Self.gallery())
        voiceOver.start()
        voiceOver.perform(script: [.swipeRight, .swipeRight])
        #expect(voiceOver.perform(.doubleTap).isEmpty)
        #expect(voiceOver.received.last?.action == .touch(.ended, at: Point(x: 45, y: 145)))
    }

    @Test func aLabelChangedByActivationSpeaksTheWholeElement() {
        let scene = TestScene(elements: [element("play", "Play", traits: .button)]) { screen, _, _, _ in
            screen.update("play") { $0.label = "Pause" }
            return .handled
        }
        var voiceOver = VoiceOver(scene: scene)
        voiceOver.start()
        #expect(voiceOver.perform(.doubleTap).texts == ["Pause. Button."])
    }

    @Test func aSwitchSpeaksItsNewState() {
        let scene = TestScene(elements: [element("wifi", "Wi-Fi", traits: [.button, .toggle], value: "0")]) { screen, _, _, _ in
            screen.update("wifi") { $0.value = "1" }
            return .handled
        }
        var voiceOver = VoiceOver(scene: scene)
        voiceOver.start()
        #expect(voiceOver.perform(.doubleTap).texts == ["Wi-Fi. Switch Button. On."])
    }

    @Test func mediaSessionsStayQuietAfterActivation() {
        let scene = TestScene(elements: [element("rec", "Record", traits: [.button, .startsMediaSession])]) { screen, _, _, _ in
            screen.update("rec") { $0.label = "Stop" }
            return .handled
        }
        var voiceOver = VoiceOver(scene: scene)
        voiceOver.start()
        #expect(voiceOver.perform(.doubleTap).isEmpty)
    }

    @Test func anUnhandledActivationTapsTheActivationPoint() {
        var button = element("b", "Go", traits: .button)
        button.activationPoint = Point(x: 5, y: 6)
        var voiceOver = VoiceOver(scene: TestScene(elements: [button]))
        voiceOver.start()
        voiceOver.perform(.doubleTap)
        #expect(voiceOver.received.map(\.action) == [.activate, .touch(.began, at: Point(x: 5, y: 6)),
                                                      .touch(.ended, at: Point(x: 5, y: 6))])
    }

    @Test func layoutChangedKeepsFocusWhileTheElementStays() {
        let scene = TestScene(elements: [element("a", "A"), element("b", "B", row: 1)]) { screen, _, _, _ in
            screen.root.children.append(element("c", "C", row: 2))
            return SceneResponse(isHandled: true, events: [.layoutChanged(focus: nil)])
        }
        var voiceOver = VoiceOver(scene: scene)
        voiceOver.start()
        voiceOver.perform(.swipeRight)
        #expect(voiceOver.perform(.doubleTap).isEmpty)
        #expect(voiceOver.focusedElement?.id == "b")
        #expect(voiceOver.perform(.swipeRight).texts == ["C"])
    }

    @Test func layoutChangedMovesToTheGivenElement() {
        let scene = TestScene(elements: [element("a", "A"), element("b", "B", row: 1)]) { _, _, _, _ in
            SceneResponse(isHandled: true, events: [.layoutChanged(focus: "b")])
        }
        var voiceOver = VoiceOver(scene: scene)
        voiceOver.start()
        #expect(voiceOver.perform(.doubleTap).texts == ["B"])
    }

    @Test func layoutChangedMovesToTheFirstElementWhenTheFocusLeft() {
        let scene = TestScene(elements: [element("a", "A"), element("b", "B", row: 1)]) { screen, _, _, _ in
            screen.root.children.removeAll { $0.id == "b" }
            return SceneResponse(isHandled: true, events: [.layoutChanged(focus: nil)])
        }
        var voiceOver = VoiceOver(scene: scene)
        voiceOver.start()
        voiceOver.perform(.swipeRight)
        #expect(voiceOver.perform(.doubleTap).texts == ["A"])
    }

    @Test func anElementRemovedWithoutNotificationRefocusesAsForALayoutChange() {
        let scene = TestScene(elements: [element("a", "A"), element("b", "B", row: 1)]) { screen, _, _, _ in
            screen.root.children.removeAll { $0.id == "b" }
            return .handled
        }
        var voiceOver = VoiceOver(scene: scene)
        voiceOver.start()
        voiceOver.perform(.swipeRight)
        #expect(voiceOver.perform(.doubleTap).texts == ["A"])
        #expect(voiceOver.focusedElement?.id == "a")
    }

    @Test func theFirstElementIsTheFirstOneOnScreen() {
        // A paging carousel: the page before the shown one lies off screen to the left.
        let offScreen = AccessibilityElement(id: "pinky", label: "Pinky", frame: Rect(x: -393, y: 0, width: 393, height: 300))
        let shown = AccessibilityElement(id: "layla", label: "Layla", frame: Rect(x: 0, y: 0, width: 393, height: 300))
        let scene = TestScene(elements: [offScreen, shown, element("close", "Close", traits: .button, row: 5)]) { screen, _, _, _ in
            SceneResponse(isHandled: true, events: [.screenChanged(focus: nil)])
        }
        var voiceOver = VoiceOver(scene: scene)
        #expect(voiceOver.start().texts == ["Layla"])
        voiceOver.perform(.swipeRight)
        #expect(voiceOver.perform(.doubleTap).texts == ["Layla"])
        #expect(voiceOver.perform(.swipeLeft).texts == ["Pinky"])
    }

    @Test func announcementsAreSpokenInOrderAfterTheScreenChange() {
        let scene = TestScene(elements: [element("a", "A")]) { _, _, _, _ in
            SceneResponse(isHandled: true, events: [.announcement("Saved", priority: .default),
                                                    .screenChanged(focus: nil),
                                                    .announcement("3 new messages", priority: .low)])
        }
        var voiceOver = VoiceOver(scene: scene)
        voiceOver.start()
        let said = voiceOver.perform(.doubleTap)
        #expect(said.texts == ["Saved", "A", "3 new messages"])
        #expect(said.map(\.kind) == [.announcement, .element, .announcement])
    }

    @Test func magicTapGoesToTheFirstAncestorThatHandlesIt() {
        let player = AccessibilityElement.container(id: "player", children: [element("title", "Song")])
        let scene = TestScene(elements: [player]) { _, action, id, _ in
            guard action == .magicTap, id == "root" else { return .unhandled }
            return SceneResponse(isHandled: true, events: [.announcement("Playing", priority: .default)])
        }
        var voiceOver = VoiceOver(scene: scene)
        voiceOver.start()
        #expect(voiceOver.perform(.magicTap).texts == ["Playing"])
        #expect(voiceOver.received.map(\.id) == ["title", "player", "root"])
    }

    @Test func threeFingerSwipesSpeakThePageAndARepeatIsTheBorder() {
        let scene = TestScene(elements: [element("a", "A")]) { screen, action, _, _ in
            guard case .scroll(let direction) = action else { return .unhandled }
            let page = Int(screen.name ?? "1") ?? 1
            let next = min(max(page + (direction == .down ? 1 : -1), 1), 2)
            screen.name = String(next)
            return SceneResponse(isHandled: true, events: [.pageScrolled("Page \(next) of 2")])
        }
        var voiceOver = VoiceOver(scene: scene)
        voiceOver.start()
        let said = voiceOver.perform(script: [.threeFingerSwipe(.down), .threeFingerSwipe(.down), .threeFingerSwipe(.up)])
        #expect(said.texts == ["Page 2 of 2", "(boundary)", "Page 1 of 2"])
        #expect(said.map(\.kind) == [.scroll, .boundary, .scroll])
    }

    @Test func nothingToScrollIsTheBorder() {
        var voiceOver = VoiceOver(scene: TestScene(elements: [element("a", "A")]))
        voiceOver.start()
        #expect(voiceOver.perform(.threeFingerSwipe(.down)).map(\.kind) == [.boundary])
    }

    @Test func enteringASemanticGroupSpeaksItsLabelOnce() {
        let mini = AccessibilityElement.container(
            id: "mini", children: [element("play", "Play", traits: .button, row: 1),
                                   element("next", "Next", traits: .button, row: 2)],
            containerType: .semanticGroup, label: "Mini player")
        var voiceOver = VoiceOver(scene: TestScene(elements: [element("song", "Song"), mini]))
        voiceOver.start()
        let entering = voiceOver.perform(.swipeRight)
        #expect(entering.texts == ["Mini player", "Play. Button."])
        #expect(entering.map(\.kind) == [.container, .element])
        #expect(voiceOver.perform(.swipeRight).texts == ["Next. Button."])
    }
}

/// The scene hears of every focus move (`ElementAction.focus`) and may respond.
@Suite struct VoiceOverFocusNotificationTests {
    /// A paging carousel: focusing a dog scrolls it on screen and makes it current, so the stats
    /// below follow (the WWDC 2018 "before" app).
    static func carousel() -> TestScene {
        let dogs = ["Pinky", "Layla", "Bro"]
        let cells = dogs.enumerated().map { index, name in
            AccessibilityElement(id: ElementID(name.lowercased()), label: name,
                                 frame: Rect(x: Double(index) * 393, y: 0, width: 393, height: 300))
        }
        let carousel = AccessibilityElement.container(id: "carousel", children: cells)
        return TestScene(elements: [carousel, element("name", "Name", value: "Pinky", row: 4)], handlesFocus: true) {
            screen, action, id, _ in
            guard action == .focus, let index = dogs.firstIndex(where: { $0.lowercased() == id.rawValue }) else {
                return .unhandled
            }
            screen.update("carousel") { carousel in
                for cell in carousel.children.indices {
                    carousel.children[cell].frame?.origin.x = Double(cell - index) * 393
                }
            }
            screen.update("name") { $0.value = dogs[index] }
            return SceneResponse(isHandled: true, events: [.layoutChanged(focus: nil)])
        }
    }

    @Test func everyFocusMoveIsReportedToTheScene() {
        var voiceOver = VoiceOver(scene: Self.carousel())
        voiceOver.start()
        voiceOver.perform(script: [.swipeRight, .swipeRight, .touch(Point(x: 10, y: 10))])
        #expect(voiceOver.receivedWithFocus.map(\.id) == ["pinky", "layla", "bro", "bro"])
        #expect(voiceOver.receivedWithFocus.allSatisfy { $0.action == .focus })
    }

    @Test func theSceneRespondingToFocusChangesWhatFollows() {
        var voiceOver = VoiceOver(scene: Self.carousel())
        voiceOver.start()
        let said = voiceOver.perform(script: [.swipeRight, .swipeRight, .swipeRight])
        #expect(said.texts == ["Layla", "Bro", "Name: Bro"])
    }

    @Test func aFocusResponseThatMovesFocusCannotLoop() {
        let scene = TestScene(elements: [element("a", "A"), element("b", "B", row: 1)], handlesFocus: true) { _, action, id, _ in
            guard action == .focus else { return .unhandled }
            return SceneResponse(isHandled: true, events: [.screenChanged(focus: id == "a" ? "b" : "a"),
                                                           .announcement("Moved", priority: .default)])
        }
        var voiceOver = VoiceOver(scene: scene)
        #expect(voiceOver.start().texts == ["A", "B", "Moved", "Moved"])
        #expect(voiceOver.focusedElement?.id == "b")
    }
}
