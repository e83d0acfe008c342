import AccessibilityTree
import AssistiveTechnologies
import PerceiveExamples
import Scenes
import Testing

/// The 2026 talk's virtual cat, before and after.
@Suite struct VirtualCatTests {
    @Test func beforeOnlyAnImageAndAnInstruction() throws {
        // "Cat fill. Space. Image." "Touch the cat to interact."
        try walk(VirtualCatScene(variant: .before), start: ["Cat fill. Space. Image."], [
            TalkStep("right", "Touch the cat to interact."),
        ])
    }

    @Test func afterDirectTouchRequiresActivationWithActionsAsAlternative() throws {
        // "I can double tap to activate the direct touch and then I'll try patting, tapping, and
        // pinching the cat. Virtual cat, sleeping. Activate to start direct touch interaction.
        // Actions available. Virtual cat. Sleeping."
        let voiceOver = try walk(VirtualCatScene(variant: .after), start: [
            "Virtual cat, sleeping.", "Activate to start direct touch interaction.", "Actions available.",
        ], [
            TalkStep("doubletap"),
            TalkStep("touch(196,370)", "Virtual cat.", "Sleeping."),
            TalkStep("drag(120,370@0;200,370@0.2;280,370@0.4)"),
        ])
        #expect(voiceOver.focusedElement?.value == "purring")
    }

    @Test func touchesReachTheCatOnlyAfterActivation() throws {
        var voiceOver = VoiceOver(scene: VirtualCatScene(variant: .after))
        voiceOver.start()
        // Before the double tap a touch is explore-by-touch: VoiceOver speaks the cat again.
        let explored = voiceOver.perform(.touch(Point(x: 196, y: 370)))
        #expect(explored.first.map { SpokenText.matches($0.text, "Virtual cat, sleeping") } == true)
        voiceOver.perform(.doubleTap)
        // Pet it: a stroke across the cat purrs; tap it: a meow.
        voiceOver.perform(.drag([DragStep(x: 120, y: 370, seconds: 0), DragStep(x: 200, y: 370, seconds: 0.2),
                                 DragStep(x: 280, y: 370, seconds: 0.4)]))
        #expect(voiceOver.focusedElement?.value == "purring")
        let tapped = voiceOver.perform(.touch(Point(x: 196, y: 370)))
        #expect(tapped.isEmpty)
        #expect(voiceOver.focusedElement?.value == "meowing")
    }

    @Test(arguments: [("Pet", "purring", "Purring"), ("Tap", "meowing", "Meowing"), ("Pinch", "hissing", "Hissing")])
    func customActionsDoWhatTheGesturesDo(action: String, reaction: String, announcement: String) {
        var cat = VirtualCatScene(variant: .after)
        let response = cat.perform(.customAction(action), on: "virtual-cat", at: .zero)
        #expect(response.events == [.announcement(announcement, priority: .default)])
        #expect(cat.reaction.rawValue == reaction)
    }

    @Test func customActionsThroughTheRotor() throws {
        try walk(VirtualCatScene(variant: .after), [
            TalkStep("down", "Pet"),
            TalkStep("down", "Tap"),
            TalkStep("doubletap", "Meowing"),
        ])
    }

    /// Without direct touch, a Switch Control user reaches the cat's three gestures as entries of
    /// its scanner menu, and a keyboard user tabs to it: nothing needs a finger on the screen.
    @Test func operableWithoutDirectTouch() throws {
        let layout = ScanLayout(screen: VirtualCatScene(variant: .after).render())
        let cat = try #require(layout.items.first?.elements.first)
        #expect(SwitchControlMenu.entries(for: cat).prefix(4) == [.tap, .customAction("Pet"), .customAction("Tap"),
                                                                   .customAction("Pinch")])
        let costs = try #require(ElementCosts.costs(on: VirtualCatScene(variant: .after).render()).first)
        #expect((costs.switchControl?.stepPresses, costs.keyboardPresses, costs.voiceControl)
                == (2, 1, .unique("Virtual cat")))
    }
}
