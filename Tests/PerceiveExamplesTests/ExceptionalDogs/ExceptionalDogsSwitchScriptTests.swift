import AccessibilityTree
import AssistiveTechnologies
import PerceiveExamples
import Scenes
import Testing

/// Switch Control scripts on the talks' apps, with the times of the injected clock: the third
/// dog's Favorite in Exceptional Dogs (WWDC18 session 230), the equalizer pad's moves and the
/// virtual cat's actions from the scanner menu (the 2026 talk).
@Suite struct ExceptionalDogsSwitchScriptTests {
    func transcript(_ scene: any Scene, _ script: String, isManual: Bool = false,
                    settings: SwitchControlSettings = SwitchControlSettings()) throws -> String {
        let events = SwitchControl.run(try SwitchPress.parseScript(script), on: scene, settings: settings, isManual: isManual)
        return SwitchControlTranscriptText.text(of: events)
    }

    func presses(_ text: String) -> Int {
        text.split(separator: "\n").filter { $0.contains("press      ") }.count
    }

    @Test func beforeTheFixesEveryDogIsAnItemToWaitThrough() throws {
        let text = try transcript(ExceptionalDogsScene(variant: .before), "wait(2), select, tap, wait(4), select, tap")
        #expect(text == """
            0 s     highlight  Pinky (dog-pinky)
            1 s     highlight  Layla (dog-layla)
            2 s     highlight  Bro (dog-bro)
            2 s     press      select
            2 s     menu       Bro: Tap, Scroll, Gestures, Device, Settings, Escape
            2 s     highlight  menu › Tap
            2 s     press      select
            2 s     performs   Tap on Bro (dog-bro): nothing happened
            2 s     highlight  Pinky (dog-pinky)
            3 s     highlight  Layla (dog-layla)
            4 s     highlight  Bro (dog-bro)
            5 s     highlight  Pudding (dog-pudding)
            6 s     highlight  Favorite (favorite)
            6 s     press      select
            6 s     menu       Favorite: Tap, Scroll, Gestures, Device, Settings, Escape
            6 s     highlight  menu › Tap
            6 s     press      select
            6 s     performs   Tap on Favorite (favorite)
            6 s     highlight  Pinky (dog-pinky)

            """)
    }

    @Test func afterTheFixesTheThirdDogIsTwoIncrementsAway() throws {
        let text = try transcript(ExceptionalDogsScene(variant: .after), "select, increment, select, increment, wait(1), select, tap")
        #expect(text.contains("2 s     performs   Increment on Dog picker (dog-picker)\n"))
        #expect(text.hasSuffix("3 s     performs   Tap on Favorite (favorite)\n3 s     highlight  Dog picker (dog-picker)\n"))
        #expect(presses(text) == 6)
        var switchControl = SwitchControl(scene: ExceptionalDogsScene(variant: .after))
        for press in try SwitchPress.parseScript("select, increment, select, increment") { switchControl.perform(press) }
        #expect(switchControl.screen.element(withID: "dog-picker")?.value == "Bro")
        #expect(switchControl.now == .seconds(2))
    }

    /// Manual scanning (Next and Select): the third dog's Favorite takes 10 presses before the
    /// fixes and 9 after; with auto scanning, 6 s before and 3 s after.
    @Test func theThirdDogsFavoriteCostsMorePressesBeforeTheFixes() throws {
        let before = try transcript(ExceptionalDogsScene(variant: .before),
                                    "next, next, select, tap, next, next, next, next, select, tap", isManual: true)
        let after = try transcript(ExceptionalDogsScene(variant: .after),
                                   "select, increment, select, increment, next, select, tap", isManual: true)
        #expect(before.hasSuffix("0 s     performs   Tap on Favorite (favorite)\n0 s     highlight  Pinky (dog-pinky)\n"))
        #expect(after.hasSuffix("0 s     performs   Tap on Favorite (favorite)\n0 s     highlight  Dog picker (dog-picker)\n"))
        #expect((presses(before), presses(after)) == (10, 9))
    }

    @Test func theShelterCallIsChosenFromTheMenuAfterFiveSeconds() throws {
        let text = try transcript(ExceptionalDogsScene(variant: .after), "wait(3), select, action(Call)")
        #expect(text.contains("""
            3 s     menu       Skyler's animal shelter: Tap, Open address in maps, Call, Scroll, Gestures, Device, Settings, Escape
            3 s     highlight  menu › Tap
            4 s     highlight  menu › Open address in maps
            5 s     highlight  menu › Call
            5 s     press      select
            5 s     performs   Call on Skyler's animal shelter (shelter)
            """))
    }

    @Test func theEqualizerPadsMovesAreChosenFromTheMenu() throws {
        let text = try transcript(EqualizerPadScene(), "select, action(Move up)")
        #expect(text == """
            0 s     highlight  Filter chart (filter-chart)
            0 s     press      select
            0 s     menu       Filter chart: Tap, Move down, Move up, Move right, Move left, Scroll, Gestures, Device, Settings, Escape
            0 s     highlight  menu › Tap
            1 s     highlight  menu › Move down
            2 s     highlight  menu › Move up
            2 s     press      select
            2 s     performs   Move up on Filter chart (filter-chart)
            2 s     announces  "Frequency 0, amplitude 20"
            2 s     highlight  Filter chart (filter-chart)

            """)
    }

    @Test func theVirtualCatIsPettedWithNoDirectTouch() throws {
        let text = try transcript(VirtualCatScene(variant: .after), "select, action(Pet)")
        #expect(text.contains("1 s     performs   Pet on Virtual cat (virtual-cat)\n1 s     announces  \"Purring\"\n"))
    }
}
