import AccessibilityTree
import AssistiveTechnologies
import Basics
import Scenes
import Testing

@Suite struct VoiceOverTouchTests {
    static let twoButtons = TestScene(elements: [element("a", "Favorite", traits: .button),
                                                 element("b", "Call", traits: .button, column: 1)])

    @Test func touchingSpeaksAndFocusesTheElementUnderTheFinger() {
        var voiceOver = VoiceOver(scene: Self.twoButtons)
        voiceOver.start()
        #expect(voiceOver.perform(.touch(Point(x: 150, y: 10))).texts == ["Call. Button."])
        #expect(voiceOver.focusedElement?.id == "b")
        #expect(voiceOver.perform(.touch(Point(x: 150, y: 10))).texts == ["Call. Button."])
        #expect(voiceOver.received.isEmpty)
    }

    @Test func touchingNothingSaysNothing() {
        var voiceOver = VoiceOver(scene: Self.twoButtons)
        voiceOver.start()
        #expect(voiceOver.perform(.touch(Point(x: 95, y: 95))).isEmpty)
        #expect(voiceOver.focusedElement?.id == "a")
    }

    @Test func draggingExploresEachNewElementOnce() {
        var voiceOver = VoiceOver(scene: Self.twoButtons)
        let said = voiceOver.perform(.drag([DragStep(x: 10, y: 10, seconds: 0), DragStep(x: 20, y: 10, seconds: 0.1),
                                            DragStep(x: 95, y: 10, seconds: 0.2), DragStep(x: 120, y: 10, seconds: 0.3)]))
        #expect(said.texts == ["Favorite. Button.", "Call. Button."])
        #expect(said.map(\.time) == [.zero, .milliseconds(300)])
    }

    /// A direct touch area with the given options, filling the top of the screen.
    static func pad(_ options: DirectTouch.Options) -> TestScene {
        let pad = AccessibilityElement(id: "pad", label: "Virtual cat", value: "sleeping", traits: .allowsDirectInteraction,
                                       frame: Rect(x: 0, y: 0, width: 300, height: 300),
                                       directTouch: DirectTouch(options: options))
        let other = element("other", "Settings", traits: .button, row: 4)
        return TestScene(elements: [pad, other]) { screen, action, _, _ in
            guard case .touch(.ended, _) = action else { return .handled }
            screen.update("pad") { $0.value = "purring" }
            return SceneResponse(isHandled: true, events: [.announcement("Purr", priority: .default)])
        }
    }

    @Test func aDirectTouchAreaSpeaksThenPassesTouchesThrough() {
        var voiceOver = VoiceOver(scene: Self.pad([]))
        voiceOver.start()
        voiceOver.perform(.swipeRight)
        let said = voiceOver.perform(.touch(Point(x: 50, y: 60)))
        #expect(said.texts == ["Virtual cat: sleeping", "Purr"])
        #expect(voiceOver.received.map(\.action) == [.touch(.began, at: Point(x: 50, y: 60)),
                                                      .touch(.ended, at: Point(x: 50, y: 60))])
        #expect(voiceOver.perform(.touch(Point(x: 50, y: 60))).texts == ["Purr"])
    }

    @Test func silentOnTouchSpeaksNothing() {
        var voiceOver = VoiceOver(scene: Self.pad(.silentOnTouch))
        voiceOver.start()
        voiceOver.perform(.swipeRight)
        #expect(voiceOver.perform(.touch(Point(x: 50, y: 60))).texts == ["Purr"])
        #expect(voiceOver.focusedElement?.id == "pad")
    }

    @Test func requiresActivationExploresUntilADoubleTap() {
        var voiceOver = VoiceOver(scene: Self.pad(.requiresActivation))
        #expect(voiceOver.start().texts == ["Virtual cat: sleeping", "Activate to start direct touch interaction."])
        #expect(voiceOver.perform(.touch(Point(x: 50, y: 60))).texts
            == ["Virtual cat: sleeping", "Activate to start direct touch interaction."])
        #expect(voiceOver.received.isEmpty)
        #expect(voiceOver.perform(.doubleTap).isEmpty)
        #expect(voiceOver.received.isEmpty)
        // WWDC 2026 session 220: the first touch after activation reads "Virtual cat." "Sleeping."
        #expect(voiceOver.perform(.touch(Point(x: 50, y: 60))).texts == ["Virtual cat: sleeping", "Purr"])
        #expect(voiceOver.received.count == 2)
        #expect(voiceOver.perform(.touch(Point(x: 50, y: 60))).texts == ["Purr"])
        voiceOver.perform(.doubleTap)
        #expect(voiceOver.perform(.touch(Point(x: 50, y: 60))).texts == ["Virtual cat: purring", "Purr"])
    }

    @Test func directTouchEndsWhenFocusMovesAway() {
        var voiceOver = VoiceOver(scene: Self.pad(.requiresActivation))
        voiceOver.start()
        voiceOver.perform(script: [.doubleTap, .swipeRight, .swipeLeft])
        voiceOver.perform(.touch(Point(x: 50, y: 60)))
        #expect(voiceOver.received.isEmpty)
    }

    @Test func draggingInAnActiveDirectTouchAreaPassesEveryMovement() {
        var voiceOver = VoiceOver(scene: Self.pad([]))
        voiceOver.start()
        voiceOver.perform(.drag([DragStep(x: 10, y: 10, seconds: 0), DragStep(x: 30, y: 10, seconds: 0.25)]))
        #expect(voiceOver.received.map(\.action) == [.touch(.began, at: Point(x: 10, y: 10)),
                                                      .touch(.moved, at: Point(x: 30, y: 10)),
                                                      .touch(.ended, at: Point(x: 30, y: 10))])
        #expect(voiceOver.received.map(\.time) == [.zero, .milliseconds(250), .milliseconds(250)])
    }
}

/// The coffee dispenser of WWDC 2026 session 220 after its fixes: dragging a finger up fills
/// the cup (20 points an ounce, in tenths), and the app announces the new level at most every
/// 0.3 seconds.
struct CoffeeScene: Scene {
    var ounces = 6.0
    var touchStart: (y: Double, ounces: Double)?
    var lastAnnouncement: Duration?
    /// Every action received, in order.
    var received: [ElementAction] = []

    func render() -> Screen {
        let fillY = 500 - ounces * 20
        let cup = AccessibilityElement(id: "cup", label: "Coffee dispenser", value: "\(formatted) ounces",
                                       traits: .adjustable, frame: Rect(x: 100, y: 200, width: 200, height: 300),
                                       activationPoint: Point(x: 200, y: fillY))
        return Screen(elements: [cup])
    }

    var formatted: String { ounces.compactDescription }

    mutating func perform(_ action: ElementAction, on id: ElementID, at time: Duration) -> SceneResponse {
        if action != .focus { received.append(action) }
        switch action {
        case .increment: ounces += 1
        case .decrement: ounces -= 1
        case .touch(.began, let point): touchStart = (point.y, ounces)
        case .touch(.moved, let point), .touch(.ended, let point):
            guard let touchStart else { return .unhandled }
            let level = ((touchStart.ounces + (touchStart.y - point.y) / 20) * 10).rounded() / 10
            guard level != ounces else { return .handled }
            ounces = level
            if let lastAnnouncement, time - lastAnnouncement < .milliseconds(300) { return .handled }
            lastAnnouncement = time
            return SceneResponse(isHandled: true, events: [.announcement("\(formatted) ounces", priority: .default)])
        default: return .unhandled
        }
        return .handled
    }
}

@Suite struct VoiceOverPassthroughTests {
    @Test func adjustingTheCoffeeSpeaksEachNewAmount() {
        var voiceOver = VoiceOver(scene: CoffeeScene())
        #expect(voiceOver.start().texts == ["Coffee dispenser: 6 ounces. Adjustable.",
                                            "Swipe up or down with one finger to adjust the value."])
        let said = voiceOver.perform(script: [.swipeUp, .swipeUp, .swipeDown, .swipeDown])
        #expect(said.texts == ["7 ounces", "8 ounces", "7 ounces", "6 ounces"])
    }

    @Test func passthroughStartsAtTheActivationPointAndFollowsTheFinger() {
        var voiceOver = VoiceOver(scene: CoffeeScene())
        voiceOver.start()
        // The finger starts anywhere (here 50, 700) and moves up 70 points over 1.2 seconds.
        let path = [DragStep(x: 50, y: 700, seconds: 0), DragStep(x: 50, y: 692, seconds: 0.1),
                    DragStep(x: 50, y: 690, seconds: 0.2), DragStep(x: 50, y: 660, seconds: 0.6),
                    DragStep(x: 50, y: 646, seconds: 0.7), DragStep(x: 50, y: 630, seconds: 1.2)]
        let said = voiceOver.perform(.holdAndDrag(path))
        #expect(said.texts == ["6.4 ounces", "8 ounces", "9.5 ounces"])
        #expect(said.map(\.time) == [.milliseconds(600), .milliseconds(1100), .milliseconds(1700)])
        let touches = (voiceOver.scene as? CoffeeScene)?.received ?? []
        #expect(touches.count == 7)
        #expect(touches.first == .touch(.began, at: Point(x: 200, y: 380)))
        #expect(touches.last == .touch(.ended, at: Point(x: 200, y: 310)))
        #expect(voiceOver.clock.now == .milliseconds(1700))
    }

    @Test func passthroughWithoutFocusDoesNothing() {
        var voiceOver = VoiceOver(scene: CoffeeScene())
        #expect(voiceOver.perform(.holdAndDrag([DragStep(x: 0, y: 0, seconds: 0)])).isEmpty)
        #expect((voiceOver.scene as? CoffeeScene)?.received == [])
    }
}
