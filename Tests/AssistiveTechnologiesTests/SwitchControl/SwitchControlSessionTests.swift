import AccessibilityTree
@testable import AssistiveTechnologies
import Scenes
import Testing

/// Scripts of switch presses on `SwitchControlTests.screen`: close, the Options group (Wi-Fi,
/// Bluetooth), Volume, Help. A snapshot's scene taps its buttons and does nothing else.
@Suite struct SwitchControlSessionTests {
    let scene = StaticScene(snapshot: Snapshot(screen: SwitchControlTests.screen))

    func transcript(_ script: String, isManual: Bool = false,
                    settings: SwitchControlSettings = SwitchControlSettings()) throws -> String {
        SwitchControlTranscriptText.text(of: SwitchControl.run(try SwitchPress.parseScript(script), on: scene,
                                                               settings: settings, isManual: isManual))
    }

    @Test func selectingAGroupScansInsideItUntilTheDashedHighlight() throws {
        #expect(try transcript("wait(1), select, wait(3), select") == """
            0 s     highlight  Close (close)
            1 s     highlight  group "Options", 2 items (rows)
            1 s     press      select
            1 s     highlight  Wi-Fi (wifi)
            2 s     highlight  Bluetooth (bluetooth)
            3 s     highlight  leave group (dashed, rows)
            4 s     highlight  Wi-Fi (wifi)
            4 s     press      select
            4 s     menu       Wi-Fi: Tap, Scroll, Gestures, Device, Settings, Escape
            4 s     highlight  menu › Tap

            """)
    }

    @Test func theDashedHighlightLeavesTheGroup() throws {
        let text = try transcript("next, select, next, next, select", isManual: true)
        #expect(text.hasSuffix("""
            0 s     highlight  leave group (dashed, rows)
            0 s     press      select
            0 s     highlight  group "Options", 2 items (rows)

            """))
    }

    @Test func scanningWrapsAndStopsAfterTheLoops() throws {
        let settings = SwitchControlSettings(loops: 1)
        #expect(try transcript("wait(5), select", settings: settings) == """
            0 s     highlight  Close (close)
            1 s     highlight  group "Options", 2 items (rows)
            2 s     highlight  Volume (volume)
            3 s     highlight  Help (help)
            4 s     stopped    after 1 loop; Select starts scanning again
            5 s     press      select
            5 s     highlight  Close (close)

            """)
        let unlimited = try transcript("wait(5)")
        #expect(unlimited.hasSuffix("4 s     highlight  Close (close)\n5 s     highlight  group \"Options\", 2 items (rows)\n"))
    }

    @Test func pauseOnFirstItemHoldsTheFirstItemOfEachLevelEntered() throws {
        let settings = SwitchControlSettings(scanTime: .milliseconds(500), pauseOnFirstItem: .seconds(2))
        #expect(try transcript("wait(2.5), select, wait(2.5)", settings: settings) == """
            0 s     highlight  Close (close)
            2 s     highlight  group "Options", 2 items (rows)
            2.5 s   highlight  Volume (volume)
            2.5 s   press      select
            2.5 s   menu       Volume: Tap, Increment, Decrement, Scroll, Gestures, Device, Settings, Escape
            2.5 s   highlight  menu › Tap
            4.5 s   highlight  menu › Increment
            5 s     highlight  menu › Decrement

            """)
        // The cost model agrees: 2 s on Close, 0.5 s on Options, then Select; 2 s on Tap, then Increment.
        let volume = SwitchControlTests.screen.root.children[3]
        let cost = SwitchControlCost(path: [2], entry: .increment, menu: SwitchControlMenu.entries(for: volume), settings: settings)
        #expect(cost.autoTime == .milliseconds(4500))
    }

    @Test func autoTapTapsUnlessSelectComesWithinTheInterval() throws {
        let settings = SwitchControlSettings(usesAutoTap: true)
        #expect(try transcript("select, wait(1)", settings: settings) == """
            0 s     highlight  Close (close)
            0 s     press      select
            0.75 s  performs   Tap on Close (close)
            0.75 s  highlight  Close (close)

            """)
        let menu = try transcript("select, wait(0.5), select", settings: settings)
        #expect(menu.hasSuffix("0.5 s   press      select\n0.5 s   menu       Close: Tap, Scroll, Gestures, Device, Settings, Escape\n0.5 s   highlight  menu › Tap\n"))
    }

    @Test func scanningResumesAtTheTappedItemWhenSet() throws {
        let settings = SwitchControlSettings(resumesAtTappedItem: true)
        let text = try transcript("next, select, next, select, tap", isManual: true, settings: settings)
        #expect(text.hasSuffix("0 s     performs   Tap on Bluetooth (bluetooth)\n0 s     highlight  Bluetooth (bluetooth)\n"))
    }

    @Test func speechSaysEachItemAsItIsHighlighted() throws {
        let text = try transcript("wait(1)", settings: SwitchControlSettings(speaksItems: true))
        #expect(text == """
            0 s     highlight  Close (close)
            0 s     says       "Close"
            1 s     highlight  group "Options", 2 items (rows)
            1 s     says       "Options"

            """)
    }

    @Test func menuChoicesNeedAnOpenMenuWithThatEntry() throws {
        #expect(try transcript("tap").hasSuffix("0 s     cannot     Tap: the scanner menu is not open\n"))
        #expect(try transcript("select, action(Forget)").hasSuffix("0 s     cannot     the menu has no Forget\n"))
        #expect(try transcript("select, escape").hasSuffix("""
            5 s     press      select
            5 s     menu       closed
            5 s     highlight  Close (close)

            """))
        #expect(try transcript("select, gestures").contains("2 s     menu       Gestures: its submenu is not simulated\n"))
    }

    @Test func aScriptThatCannotBeReadNamesTheStep() throws {
        #expect(throws: VoiceOverScriptError(stepNumber: 2, step: "selct", problem: "unknown step", suggestion: "select")) {
            try SwitchPress.parseScript("next, selct")
        }
        #expect(throws: VoiceOverScriptError(stepNumber: 1, step: "wait(soon)",
                                             problem: "expected a number of seconds, as in 'wait(1.5)'")) {
            try SwitchPress.parseScript("wait(soon)")
        }
        #expect(try SwitchPress.parseScript("Select,\nwait(0.25), action( Move up ), Escape")
                == [.select, .wait(.milliseconds(250)), .choose(.customAction("Move up")), .choose(.system("Escape"))])
    }
}

@Suite struct SwitchControlSingleItemTests {
    @Test func aLoneItemKeepsItsHighlightAndStillCountsLoops() throws {
        let scene = StaticScene(snapshot: Snapshot(screen: Screen(elements: [
            AccessibilityElement(id: "back", label: "Back", traits: .button),
        ])))
        let events = SwitchControl.run(try SwitchPress.parseScript("wait(5)"), on: scene,
                                       settings: SwitchControlSettings(loops: 3))
        #expect(SwitchControlTranscriptText.text(of: events) == """
            0 s     highlight  Back (back)
            3 s     stopped    after 3 loops; Select starts scanning again

            """)
    }
}
