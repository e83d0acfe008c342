import Foundation
import PerceiveCLI
import Testing

@Suite struct VoiceControlCommandTests {
    func run(_ arguments: [String]) -> (status: ExitCode, output: String, error: String) {
        let recording = RecordingConsole()
        let status = Perceive.main(arguments: ["voice-control"] + arguments, console: recording.console)
        return (status, recording.standardOutput, recording.standardError)
    }

    @Test func withoutCommandsShowsNamesThenNumbers() {
        let result = run(["--example", "conference-app:before"])
        #expect(result.status == .clean)
        #expect(result.output == """
            Show names
              1  Timetable  (back)
              2  Favourite  (favorite)
              3  Great Hall  (location)
              4  linkedin_logo  (linkedin)
            Show numbers
              1  Timetable  (back)
              2  Favourite  (favorite)
              3  Great Hall  (location)
              4  linkedin_logo  (linkedin)

            """)
    }

    @Test func performsTheCommandsOnTheTalksApp() {
        let result = run(["--example", "dogroutepro:before", "--commands", "Tap fav_star_outline, 3, Tap Favorite"])
        #expect(result.status == .clean)
        #expect(result.output == """
            Tap fav_star_outline
              "fav_star_outline" matches 3 items; numbers are shown on them to choose from:
              1  fav_star_outline  (favorite-route-1)
              2  fav_star_outline  (favorite-route-2)
              3  fav_star_outline  (favorite-route-3)
            3
              Tapped fav_star_outline (favorite-route-3)
            Tap Favorite
              Nothing on screen answers to "Favorite".

            """)
    }

    @Test func aCommandThatCannotBeReadIsAUsageError() {
        let result = run(["--example", "dogroutepro", "--commands", "Tap Favorite, Scrol down"])
        #expect(result.status == .usageOrInputError)
        #expect(result.error.contains("--commands: step 2 'Scrol down': unknown command. Did you mean 'scroll'?"))
    }
}
