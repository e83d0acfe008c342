import AccessibilityTree
import AssistiveTechnologies
import Scenes
import Testing

/// Drag sources and drop points are Actions rotor items after the custom actions (WWDC 2018
/// session 241); a scroll action (`accessibilityScrollAction`) takes the three-finger swipe
/// before the element's ancestors, with the edge the swipe names.
@Suite struct VoiceOverDragDropAndScrollTests {
    static let photo = AccessibilityElement(
        id: "photo", label: "Photo", traits: .image, customActions: [CustomAction(name: "Share")],
        dragDropPoints: [DragDropPoint(kind: .drag, name: "Move photo"), DragDropPoint(kind: .drop, name: "Add to album")])

    @Test func dragAndDropPointsFollowTheCustomActionsInTheActionsRotor() {
        var voiceOver = VoiceOver(scene: TestScene(elements: [Self.photo]))
        #expect(voiceOver.start().texts == ["Photo. Image.", "Actions available."])
        #expect(voiceOver.perform(.swipeDown).texts == ["Share"])
        #expect(voiceOver.perform(.swipeDown).texts == ["Move photo"])
        #expect(voiceOver.perform(.swipeDown).texts == ["Add to album"])
        // The drag session itself is not simulated: nothing reaches the app.
        #expect(voiceOver.perform(.doubleTap).isEmpty)
        #expect(voiceOver.received.isEmpty)
        #expect(voiceOver.perform(.swipeDown).texts == ["Share"])
        voiceOver.perform(.doubleTap)
        #expect(voiceOver.received.map(\.action) == [.customAction("Share")])
    }

    @Test func anElementWithOnlyADropPointSaysActionsAvailable() {
        let well = AccessibilityElement(id: "well", label: "Contact photo",
                                        dragDropPoints: [DragDropPoint(kind: .drop, name: "Drop photo")])
        var voiceOver = VoiceOver(scene: TestScene(elements: [well]))
        #expect(voiceOver.start().texts == ["Contact photo", "Actions available."])
        #expect(voiceOver.perform(.swipeUp).texts == ["Drop photo"])
    }

    static func feed(handlesScroll: Bool) -> StaticScene {
        let root = AccessibilityElement.container(id: "root", children: [
            AccessibilityElement(id: "feed", label: "Feed", standardActions: handlesScroll ? [.scroll] : []),
        ])
        return StaticScene(snapshot: Snapshot(screen: Screen(name: "Feed", root: root)))
    }

    @Test func aScrollActionTakesTheThreeFingerSwipe() {
        var voiceOver = VoiceOver(scene: Self.feed(handlesScroll: true))
        voiceOver.start()
        #expect(voiceOver.perform(.threeFingerSwipe(.up)).isEmpty)
        var without = VoiceOver(scene: Self.feed(handlesScroll: false))
        without.start()
        #expect(without.perform(.threeFingerSwipe(.up)).texts == ["(boundary)"])
    }

    @Test func theScrollReachesTheElementWithItsEdge() {
        let feed = AccessibilityElement(id: "feed", label: "Feed", standardActions: [.scroll])
        var voiceOver = VoiceOver(scene: TestScene(elements: [feed]) { _, action, _, _ in
            if case .scroll = action { return .handled }
            return .unhandled
        })
        voiceOver.start()
        voiceOver.perform(.threeFingerSwipe(.up))
        voiceOver.perform(.threeFingerSwipe(.down))
        #expect(voiceOver.received.map(\.action) == [.scroll(.up), .scroll(.down)])
        #expect(ScrollDirection.allCases.map(\.edge) == [.trailing, .leading, .top, .bottom, .bottom, .top])
    }
}
