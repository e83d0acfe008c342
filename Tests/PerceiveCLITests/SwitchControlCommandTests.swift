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
            2  Favorite  (favorite)  step: 3 presses · auto: 2 presses, 1.5 s
                  menu: Tap, Scroll, Gestures, Device, Settings, Escape
            3  Show gallery  (show-gallery)  step: 4 presses · auto: 2 presses, 3 s
                  menu: Tap, Scroll, Gestures, Device, Settings, Escape
            4  Skyler's animal shelter  (shelter)  step: 5 presses · auto: 2 presses, 4.5 s
                  menu: Tap, Open address in maps, Call, Scroll, Gestures, Device, Settings, Escape

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
}
