import AccessibilityTree
@testable import AssistiveTechnologies
import Scenes
import Testing

@Suite struct FullKeyboardAccessTests {
    static var scene: StaticScene { StaticScene(snapshot: Snapshot(screen: SwitchControlTests.screen)) }

    @Test func tabMovesBetweenGroupsAndArrowsWithinOne() throws {
        let events = FullKeyboardAccess.run(try KeyboardKey.parseScript("Tab, down, down, space, shift-tab, up, escape"),
                                            on: Self.scene)
        #expect(KeyboardText.text(of: events) == """
            Focus: Close (close)
            tab
              Focus: Wi-Fi (wifi)
            down
              Focus: Bluetooth (bluetooth)
            down
              Nowhere further to go.
            space
              Activated Bluetooth (bluetooth)
            shift-tab
              Focus: Close (close)
            up
              Nowhere further to go.
            escape
              Nowhere further to go.

            """)
    }

    @Test func tabZListsCustomActionsThenIncrementAndDecrement() throws {
        let events = FullKeyboardAccess.run(try KeyboardKey.parseScript(
            "tab-z, tab, down, down, tab-z, up, tab, down, space, tab, tab-z, down, space"), on: Self.scene)
        #expect(KeyboardText.text(of: events) == """
            Focus: Close (close)
            tab-z
              No actions for Close (close).
            tab
              Focus: Wi-Fi (wifi)
            down
              Focus: Bluetooth (bluetooth)
            down
              Nowhere further to go.
            tab-z
              Actions for Bluetooth (bluetooth): Forget, Rename
              Selected: Forget
            up
              Nowhere further to go.
            tab
              Nowhere further to go.
            down
              Selected: Rename
            space
              Performed "Rename" on Bluetooth (bluetooth)
            tab
              Focus: Volume (volume)
            tab-z
              Actions for Volume (volume): Increment, Decrement
              Selected: Increment
            down
              Selected: Decrement
            space
              Performed "Decrement" on Volume (volume): nothing happened

            """)
    }

    @Test func theGroupsAreItemScanningsTopLevel() {
        let keyboard = FullKeyboardAccess(scene: Self.scene)
        #expect(keyboard.groupCount == 4)
        #expect(keyboard.focusedElement?.id == "close")
    }

    @Test func aScreenWithoutControlsHasNothingToFocus() {
        let scene = StaticScene(snapshot: Snapshot(screen: Screen(elements: [AccessibilityElement(id: "text", label: "Hello")])))
        #expect(FullKeyboardAccess.run([.tab], on: scene) == [.nothingToFocus, .pressed(.tab), .nothingToFocus])
    }

    @Test func anUnknownKeyIsNamed() {
        #expect(throws: VoiceOverScriptError(stepNumber: 2, step: "spce", problem: "unknown key", suggestion: "space")) {
            try KeyboardKey.parseScript("tab, spce")
        }
    }
}
