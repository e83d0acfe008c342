import Foundation
import PerceiveCLI
import Testing

@Suite struct CostsCommandTests {
    @Test func tabulatesEveryControlOfAnExample() {
        let recording = RecordingConsole()
        let status = Perceive.main(arguments: ["costs", "--example", "conference-app:before"], console: recording.console)
        #expect(status == .clean)
        #expect(recording.standardOutput == """
            element                   VoiceOver              Switch Control step  Switch Control auto  Voice Control      Keyboard  Dwell
            Timetable (back)          double tap             2 presses            2 presses, 0 s       Tap Timetable      1 key     reliable
            Favourite (favorite)      2 swipes + double tap  3 presses            2 presses, 1 s       Tap Favourite      2 keys    reliable
            Great Hall (location)     4 swipes + double tap  4 presses            2 presses, 2 s       Tap Great Hall     3 keys    too small (127×24 pt)
            linkedin_logo (linkedin)  7 swipes + double tap  5 presses            2 presses, 3 s       Tap linkedin_logo  4 keys    reliable

            """)
    }

    @Test func jsonNamesItsFormat() {
        let recording = RecordingConsole()
        let status = Perceive.main(arguments: ["costs", "--example", "brightness-slider", "--format", "json"],
                                   console: recording.console)
        #expect(status == .clean)
        #expect(recording.standardOutput.hasPrefix("{\n  \"format\": \"perceive-costs\",\n  \"version\": 1,\n"))
    }
}

@Suite struct KeyboardCommandTests {
    @Test func tabsThroughEveryGroupWithoutKeys() {
        let recording = RecordingConsole()
        let status = Perceive.main(arguments: ["keyboard", "--example", "exceptional-dogs"], console: recording.console)
        #expect(status == .clean)
        #expect(recording.standardOutput == """
            Focus: Dog picker (dog-picker)
            tab
              Focus: Favorite (favorite)
            tab
              Focus: Show gallery (show-gallery)
            tab
              Focus: Skyler's animal shelter (shelter)

            """)
    }
}
