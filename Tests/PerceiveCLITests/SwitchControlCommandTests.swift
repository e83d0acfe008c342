import Foundation
import PerceiveCLI
import Testing

@Suite struct SwitchControlCommandTests {
    func run(_ arguments: [String]) -> (status: ExitCode, output: String, error: String) {
        let recording = RecordingConsole()
        let status = Perceive.main(arguments: ["switch-control"] + arguments, console: recording.console)
        return (status, recording.standardOutput, recording.standardError)
    }

    @Test func listsTheScanWithMenusAndCosts() {
        let result = run(["--example", "exceptional-dogs", "--scan-time", "1.5"])
        #expect(result.status == .clean)
        #expect(result.output == """
            1  Dog picker  (dog-picker)  step: 2 presses · auto: 2 presses, 0 s
                  menu: Tap, Increment, Decrement, Scroll, Gestures, Device, Settings, Escape
                  point: 5 presses, 9.134 s at (196.5, 250)
            2  Favorite  (favorite)  step: 3 presses · auto: 2 presses, 1.5 s
                  menu: Tap, Scroll, Gestures, Device, Settings, Escape
                  point: 5 presses, 9.375 s at (46, 434)
            3  Show gallery  (show-gallery)  step: 4 presses · auto: 2 presses, 3 s
                  menu: Tap, Scroll, Gestures, Device, Settings, Escape
                  point: 5 presses, 12.573 s at (347, 434)
            4  Skyler's animal shelter  (shelter)  step: 5 presses · auto: 2 presses, 4.5 s
                  menu: Tap, Open address in maps, Call, Scroll, Gestures, Device, Settings, Escape
                  point: 5 presses, 13.894 s at (196.5, 726)

            """)
    }

    @Test func autoTapSkipsTheMenu() {
        let result = run(["--example", "brightness-slider", "--auto-tap"])
        #expect(result.output.hasPrefix("1  Brightness  (brightness)  step: 1 press · auto: 1 press, 0.75 s\n"))
    }

    @Test func aScanTimeOutOfRangeIsAUsageError() {
        let result = run(["--example", "exceptional-dogs", "--scan-time", "0"])
        #expect(result.status == .usageOrInputError)
        #expect(result.error.contains("--scan-time"))
    }

    @Test func pressesPlayAScriptWithTheTimeOfEachEvent() {
        let result = run(["--example", "exceptional-dogs", "--presses", "wait(3), select, action(Call)", "--loops", "2"])
        #expect(result.status == .clean)
        #expect(result.output.hasSuffix("""
            5 s     highlight  menu › Call
            5 s     press      select
            5 s     performs   Call on Skyler's animal shelter (shelter)
            5 s     highlight  Dog picker (dog-picker)

            """))
    }

    @Test func aScriptThatCannotBeReadIsAUsageError() {
        let result = run(["--example", "exceptional-dogs", "--presses", "select, tapp"])
        #expect(result.status == .usageOrInputError)
        #expect(result.error.contains("--presses: step 2 'tapp': unknown step. Did you mean 'tap'?"))
    }

    /// UIKit source is read as 'perceive voiceover' reads it: the talk's UIKit Exceptional Dogs
    /// before its fixes, whose shelter buttons are items of their own.
    @Test func readsUIKitSource() {
        let result = run([Self.examples + "/ExceptionalDogs/UIKit/Before", "--presses", "wait(2), select, tap"])
        #expect(result.status == .clean)
        #expect(result.output == """
            0 s     highlight  Favorite (favoriteButton#8)
            1 s     highlight  Open address in maps (mapButton#37)
            2 s     highlight  Call (callButton#38)
            2 s     press      select
            2 s     menu       Call: Tap, Scroll, Gestures, Device, Settings, Escape
            2 s     highlight  menu › Tap
            2 s     press      select
            2 s     performs   Tap on Call (callButton#38): nothing happened
            2 s     highlight  Favorite (favoriteButton#8)

            """)
    }

    static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Examples").path
}
