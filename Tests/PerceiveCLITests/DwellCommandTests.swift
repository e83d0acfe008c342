import Foundation
import PerceiveCLI
import Testing

@Suite struct DwellCommandTests {
    @Test func restsOnEachControlOfTheCarousel() {
        let recording = RecordingConsole()
        let status = Perceive.main(arguments: ["dwell", "--example", "exceptional-dogs:before", "--dwell-time", "0.5"],
                                   console: recording.console)
        #expect(status == .clean)
        #expect(recording.standardOutput.hasPrefix("""
            0.5 s at (196.5, 250): tapped Pinky (dog-pinky), nothing happened
            1.5 s at (589.5, 250): off the screen, out of reach

            """))
    }

    @Test func aPathThatIsNotOneIsAUsageError() {
        let recording = RecordingConsole()
        let status = Perceive.main(arguments: ["dwell", "--example", "exceptional-dogs", "--path", "10;x"],
                                   console: recording.console)
        #expect(status == .usageOrInputError)
        #expect(recording.standardError.contains("--path"))
    }
}
