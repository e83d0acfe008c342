import Foundation
import PerceiveCLI
import Testing

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
