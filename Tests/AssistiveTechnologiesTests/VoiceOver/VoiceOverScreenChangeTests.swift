import AccessibilityTree
import AssistiveTechnologies
import Scenes
import Testing

/// VoiceOver computes the navigation order and its look-ups once per state of the screen; these
/// tests change the screen between gestures and check nothing stale is used.
@Suite struct VoiceOverScreenChangeTests {
    /// "Load more" appends a row and a heading, then posts a layout change (or nothing).
    static func feed(postsLayoutChanged: Bool) -> TestScene {
        TestScene(elements: [element("first", "First post"), element("more", "Load more", traits: .button, row: 1)]) {
            screen, action, id, _ in
            guard action == .activate, id == "more" else { return .unhandled }
            screen.root.children += [element("older", "Older posts", traits: .header, row: 2),
                                     element("third", "Third post", row: 3)]
            return SceneResponse(isHandled: true, events: postsLayoutChanged ? [.layoutChanged(focus: nil)] : [])
        }
    }

    @Test(arguments: [true, false])
    func elementsAddedByAnActionAreReachedBySwiping(postsLayoutChanged: Bool) {
        var voiceOver = VoiceOver(scene: Self.feed(postsLayoutChanged: postsLayoutChanged))
        voiceOver.start()
        // At the end, the boundary sound and the last element again (docs/voiceover-speech.md, Navigation order).
        #expect(voiceOver.perform(script: [.swipeRight, .swipeRight]).texts
                == ["Load more. Button.", "(boundary)", "Load more. Button."])
        voiceOver.perform(.doubleTap)
        #expect(voiceOver.perform(script: [.swipeRight, .swipeRight, .swipeRight]).texts
                == ["Older posts. Heading.", "Third post", "(boundary)", "Third post"])
    }

    @Test func theRotorAndTouchSeeTheNewScreen() {
        var voiceOver = VoiceOver(scene: Self.feed(postsLayoutChanged: true))
        voiceOver.start()
        #expect(!voiceOver.availableRotorItems().contains(.headings))
        #expect(voiceOver.perform(.touch(Point(x: 10, y: 310))).isEmpty)
        voiceOver.perform(script: [.swipeRight, .doubleTap])
        #expect(voiceOver.availableRotorItems().contains(.headings))
        #expect(voiceOver.perform(.touch(Point(x: 10, y: 310))).texts == ["Third post"])
        voiceOver.perform(.rotorClockwise)
        #expect(voiceOver.perform(.swipeUp).texts == ["Older posts. Heading."])
    }

    @Test func anElementChangedInPlaceIsSpokenAsItIsNow() {
        let scene = TestScene(elements: [element("play", "Play", traits: .button), element("time", "0:00", row: 1)]) {
            screen, action, id, _ in
            guard action == .activate, id == "play" else { return .unhandled }
            screen.update("play") { $0.label = "Pause" }
            screen.update("time") { $0.label = "0:01" }
            return .handled
        }
        var voiceOver = VoiceOver(scene: scene)
        voiceOver.start()
        #expect(voiceOver.perform(.doubleTap).texts == ["Pause. Button."])
        #expect(voiceOver.perform(.swipeRight).texts == ["0:01"])
        #expect(voiceOver.screen.root.children.map(\.label) == ["Pause", "0:01"])
    }

    @Test func aSnapshotsEffectsChangeWhatIsSpoken() {
        var screen = Screen(elements: [element("mute", "Mute", traits: .button), element("volume", "Volume", value: "5", row: 1)])
        screen.name = "Player"
        var snapshot = Snapshot(screen: screen)
        snapshot.behaviors = ["mute": ElementBehavior(activate: [.setValue("0", target: "volume"), .setLabel("Unmute", target: nil)])]
        var voiceOver = VoiceOver(scene: StaticScene(snapshot: snapshot))
        voiceOver.start()
        #expect(voiceOver.perform(script: [.doubleTap, .swipeRight]).texts == ["Unmute. Button.", "Volume: 0"])
    }
}
