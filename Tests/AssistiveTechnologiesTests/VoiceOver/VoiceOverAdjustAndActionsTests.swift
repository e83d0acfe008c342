import AccessibilityTree
import AssistiveTechnologies
import Scenes
import Testing

@Suite struct VoiceOverAdjustAndActionsTests {
    /// Exceptional Dogs after its fixes (WWDC 2018 session 230): an adjustable dog picker.
    static func dogPicker() -> TestScene {
        let dogs = ["Pinky", "Layla", "Bro"]
        let picker = AccessibilityElement(id: "picker", label: "Dog picker", value: "Pinky", traits: .adjustable,
                                          frame: Rect(x: 0, y: 0, width: 390, height: 300))
        let favorite = element("favorite", "Favorite", traits: .button, value: "off", row: 3)
        return TestScene(elements: [picker, favorite]) { screen, action, id, _ in
            guard id == "picker", action == .increment || action == .decrement else { return .unhandled }
            let current = dogs.firstIndex(of: screen.element(withID: "picker")?.value ?? "") ?? 0
            let next = min(max(current + (action == .increment ? 1 : -1), 0), dogs.count - 1)
            screen.update("picker") { $0.value = dogs[next] }
            return SceneResponse(isHandled: true, events: [.layoutChanged(focus: nil)])
        }
    }

    @Test func swipingUpAndDownAdjustsAndSpeaksTheNewValueOnly() {
        var voiceOver = VoiceOver(scene: Self.dogPicker())
        #expect(voiceOver.start().texts == ["Dog picker: Pinky. Adjustable.",
                                            "Swipe up or down with one finger to adjust the value."])
        #expect(voiceOver.perform(.swipeUp).texts == ["Layla"])
        #expect(voiceOver.perform(.swipeDown).map(\.kind) == [.value])
        #expect(voiceOver.transcript.utterances.last?.text == "Pinky")
        #expect(voiceOver.received.map(\.action) == [.increment, .decrement])
        #expect(voiceOver.perform(.swipeRight).texts == ["Favorite: off. Button."])
    }

    /// Exceptional Dogs' shelter element with its two custom actions.
    static func shelter() -> TestScene {
        let shelter = AccessibilityElement(
            id: "shelter", label: "Skyler's animal shelter",
            customActions: [CustomAction(name: "Open address in maps"), CustomAction(name: "Call")])
        return TestScene(elements: [shelter]) { _, action, _, _ in
            if case .customAction(let name) = action {
                return SceneResponse(isHandled: true, events: [.announcement("Calling", priority: .default)]
                    .filter { _ in name == "Call" })
            }
            return .unhandled
        }
    }

    @Test func anElementWithActionsSaysActionsAvailable() {
        var voiceOver = VoiceOver(scene: Self.shelter())
        let said = voiceOver.start()
        #expect(said.texts == ["Skyler's animal shelter", "Actions available."])
        #expect(said.map(\.kind) == [.element, .actionsAvailable])
    }

    @Test func theActionsRotorIsChosenAutomaticallyAndWraps() {
        var voiceOver = VoiceOver(scene: Self.shelter())
        voiceOver.start()
        #expect(voiceOver.effectiveRotorItem == .actions)
        let said = voiceOver.perform(script: [.swipeDown, .swipeDown, .swipeDown])
        #expect(said.texts == ["Open address in maps", "Call", "Open address in maps"])
        #expect(said.map(\.kind) == [.action, .action, .action])
        #expect(voiceOver.perform(.swipeUp).texts == ["Call"])
    }

    @Test func theFirstSwipeUpSelectsTheFirstActionAsInTheTalk() {
        // WWDC 2018 session 230: "let's swipe up to hear them. Open address in maps. Call."
        var voiceOver = VoiceOver(scene: Self.shelter())
        voiceOver.start()
        #expect(voiceOver.perform(script: [.swipeUp, .swipeUp, .swipeUp]).texts
            == ["Open address in maps", "Call", "Open address in maps"])
    }

    @Test func movingFocusForgetsTheSelectedAction() {
        let other = AccessibilityElement(id: "other", label: "Other", customActions: [CustomAction(name: "Share")])
        var scene = Self.shelter()
        scene.screen.root.children.append(other)
        var voiceOver = VoiceOver(scene: scene)
        voiceOver.start()
        voiceOver.perform(script: [.swipeDown, .swipeDown, .swipeRight, .swipeLeft])
        #expect(voiceOver.perform(.swipeDown).texts == ["Open address in maps"])
    }

    @Test func doubleTapPerformsTheSelectedActionAndRepeatsIt() {
        var voiceOver = VoiceOver(scene: Self.shelter())
        voiceOver.start()
        voiceOver.perform(script: [.swipeDown, .swipeDown])
        #expect(voiceOver.perform(.doubleTap).texts == ["Calling"])
        #expect(voiceOver.perform(.doubleTap).texts == ["Calling"])
        #expect(voiceOver.received.map(\.action) == [.customAction("Call"), .customAction("Call")])
    }

    @Test func doubleTapWithoutASelectedActionActivates() {
        var voiceOver = VoiceOver(scene: Self.shelter())
        voiceOver.start()
        voiceOver.perform(.doubleTap)
        #expect(voiceOver.received.first?.action == .activate)
    }

    /// The WWDC 2026 equalizer pad: custom actions move a point and the app announces the new
    /// position, which is all VoiceOver says (it does not read the changed element over it).
    @Test func anActionWhoseAppAnnouncesSpeaksOnlyTheAnnouncement() {
        let pad = AccessibilityElement(
            id: "pad", label: "Filter chart", value: "Frequency 0, amplitude 10",
            hint: "Double tap and hold, then drag to adjust filters.",
            customActions: ["Move up", "Move right", "Move down", "Move left"].map { CustomAction(name: $0) })
        let scene = TestScene(elements: [pad]) { screen, action, _, _ in
            guard action == .customAction("Move up") else { return .unhandled }
            var position = ""
            screen.update("pad") { pad in
                let amplitude = Int(pad.value?.split(separator: " ").last ?? "0") ?? 0
                pad.value = "Frequency 0, amplitude \(amplitude + 10)"
                position = pad.value ?? ""
            }
            return SceneResponse(isHandled: true, events: [.announcement(position, priority: .default)])
        }
        var voiceOver = VoiceOver(scene: scene)
        voiceOver.verbosity.speaksActionsAvailable = false
        voiceOver.verbosity.speaksCustomActionsHint = true
        #expect(voiceOver.start().texts == [
            "Filter chart: Frequency 0, amplitude 10",
            "Double tap and hold, then drag to adjust filters.",
            "Swipe up or down to select a custom action, then double tap to activate.",
        ])
        let said = voiceOver.perform(script: [.swipeDown, .doubleTap, .doubleTap, .doubleTap])
        #expect(said.texts == ["Move up", "Frequency 0, amplitude 20", "Frequency 0, amplitude 30",
                               "Frequency 0, amplitude 40"])
    }

    @Test func anAdjustableElementWithActionsAdjustsByDefault() {
        var slider = AccessibilityElement(id: "s", label: "Volume", value: "5", traits: .adjustable)
        slider.customActions = [CustomAction(name: "Mute")]
        var voiceOver = VoiceOver(scene: TestScene(elements: [slider]))
        voiceOver.start()
        #expect(voiceOver.effectiveRotorItem == .adjustValue)
        voiceOver.perform(.swipeUp)
        #expect(voiceOver.received.map(\.action) == [.increment])
    }

    @Test func swipingUpOnAPlainElementDoesNothing() {
        var voiceOver = VoiceOver(scene: TestScene(elements: [element("a", "Plain")]))
        voiceOver.start()
        #expect(voiceOver.perform(.swipeUp).isEmpty)
        #expect(voiceOver.received.isEmpty)
    }
}
