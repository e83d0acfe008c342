import AccessibilityTree
import AssistiveTechnologies
import PerceiveExamples
import Scenes
import Testing

/// The 2026 talk's Background Sounds equalizer pad, quote by quote.
@Suite struct EqualizerPadTests {
    @Test func customActionsMoveOneAxisAtATime() throws {
        // "Filter chart, frequency 0, amplitude 10. Double tap and hold, then drag to adjust
        // filters. The bounds of the chart axis are set to -100 to 100. Swipe up or down to
        // select a custom action. Then double tap to activate. Move down. Move up. Move right.
        // Move left. Move right. Move up. Frequency 0, amplitude 20. Frequency 0, amplitude 30.
        // Frequency 0, amplitude 40." The demo device speaks the custom-action hint.
        let voiceOver = try walk(
            EqualizerPadScene(),
            start: ["Filter chart, frequency 0, amplitude 10.", "Double tap and hold, then drag to adjust filters.",
                    "The bounds of the chart axis are set to -100 to 100.",
                    "Swipe up or down to select a custom action.", "Then double tap to activate."],
            startMatch: .inOrder, verbosity: VoiceOverVerbosity(speaksCustomActionsHint: true), [
                TalkStep("down", "Move down."),
                TalkStep("down", "Move up."),
                TalkStep("down", "Move right."),
                TalkStep("down", "Move left."),
                TalkStep("up", "Move right."),
                TalkStep("up", "Move up."),
                TalkStep("doubletap", "Frequency 0, amplitude 20."),
                TalkStep("doubletap", "Frequency 0, amplitude 30."),
                TalkStep("doubletap", "Frequency 0, amplitude 40."),
            ])
        #expect(voiceOver.focusedElement?.value == "frequency 0, amplitude 40")
    }

    @Test(arguments: [("Move up", 0, 20), ("Move down", 0, 0), ("Move right", 10, 10), ("Move left", -10, 10)])
    func eachActionMovesOneStep(action: String, frequency: Int, amplitude: Int) {
        var pad = EqualizerPadScene()
        let response = pad.perform(.customAction(action), on: "filter-chart", at: .zero)
        #expect(response.events == [.announcement("Frequency \(frequency), amplitude \(amplitude)", priority: .default)])
        #expect((pad.frequency, pad.amplitude) == (frequency, amplitude))
    }

    @Test func valuesAreClampedToTheChartBounds() {
        var pad = EqualizerPadScene(frequency: 95, amplitude: -100)
        _ = pad.perform(.customAction("Move right"), on: "filter-chart", at: .zero)
        _ = pad.perform(.customAction("Move down"), on: "filter-chart", at: .zero)
        #expect((pad.frequency, pad.amplitude) == (100, -100))
        #expect(pad.perform(.customAction("Jump"), on: "filter-chart", at: .zero) == .unhandled)
    }

    @Test func passthroughDragMovesBothAxes() {
        var voiceOver = VoiceOver(scene: EqualizerPadScene())
        voiceOver.start()
        // From the handle (0, 10): 75 pt right and 30 pt up is +50 frequency, +20 amplitude.
        voiceOver.perform(.holdAndDrag([DragStep(x: 0, y: 0, seconds: 0), DragStep(x: 75, y: -30, seconds: 0.5)]))
        #expect(voiceOver.focusedElement?.value == "frequency 50, amplitude 30")
    }

    /// The talk (16:02): "provide custom actions whenever possible. This way, people using Switch
    /// Control, Voice Control, and other assistive technologies can access the same
    /// interactions." The four moves are entries of the pad's scanner menu, after Tap.
    @Test func theFourMovesAreInTheSwitchControlMenu() throws {
        let layout = ScanLayout(screen: EqualizerPadScene().render())
        let pad = try #require(layout.items.first?.elements.first)
        #expect(SwitchControlMenu.entries(for: pad).prefix(5).map(\.title)
                == ["Tap", "Move down", "Move up", "Move right", "Move left"])
    }
}
