import AccessibilityTree
import AssistiveTechnologies
import PerceiveExamples
import Scenes
import Testing

/// The equalizer pad's four custom actions (WWDC26 session 220, 16:06: "provide custom actions
/// whenever possible. This way, people using Switch Control, Voice Control, and other assistive
/// technologies can access the same interactions") reached by voice and by keyboard.
@Suite struct EqualizerPadVoiceAndKeyboardTests {
    @Test func voiceControlPerformsAnActionSaidByName() throws {
        let events = VoiceControl.run(try VoiceCommand.parseScript("Move up, move right, Move sideways"),
                                      on: EqualizerPadScene())
        let pad = VoiceControlOverlayItem(number: 1, name: "Filter chart", id: "filter-chart")
        #expect(events == [
            .heard(.customAction("Move up")),
            .acted(.customAction("Move up"), item: pad, isHandled: true),
            .announcement("Frequency 0, amplitude 20"),
            .heard(.customAction("move right")),
            .acted(.customAction("Move right"), item: pad, isHandled: true),
            .announcement("Frequency 10, amplitude 20"),
            .heard(.customAction("Move sideways")),
            .noMatch("Move sideways", suggestion: nil),
        ])
        #expect(VoiceControlText.text(of: Array(events.prefix(3))) == """
            Move up
              Performed "Move up" on Filter chart (filter-chart)
              Announced: Frequency 0, amplitude 20

            """)
    }

    @Test func theFourMovesAreInTheKeyboardActionsMenu() throws {
        let events = FullKeyboardAccess.run(try KeyboardKey.parseScript("tab-z, down, down, space, tab-z, escape"),
                                            on: EqualizerPadScene())
        #expect(KeyboardText.text(of: events) == """
            Focus: Filter chart (filter-chart)
            tab-z
              Actions for Filter chart (filter-chart): Move down, Move up, Move right, Move left
              Selected: Move down
            down
              Selected: Move up
            down
              Selected: Move right
            space
              Performed "Move right" on Filter chart (filter-chart)
              Announced: Frequency 10, amplitude 10
            tab-z
              Actions for Filter chart (filter-chart): Move down, Move up, Move right, Move left
              Selected: Move down
            escape
              Actions menu closed.

            """)
    }
}
