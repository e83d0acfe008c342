import Foundation
import PerceiveCLI
import Testing

/// Every assistive-technology command reads UIKit source through the one loader `perceive
/// voiceover` uses: the UIKit DogRoutePro before and after its fixes, and the UIKit Exceptional
/// Dogs before them.
@Suite struct AssistiveTechnologyCommandsUIKitTests {
    static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Examples").path

    func run(_ command: String, _ folder: String, _ arguments: [String] = []) -> (status: ExitCode, output: String) {
        let recording = RecordingConsole()
        let status = Perceive.main(arguments: [command, Self.examples + "/" + folder] + arguments, console: recording.console)
        return (status, recording.standardOutput + recording.standardError)
    }

    @Test func voiceControlFindsDogRouteProsFavouritesAmbiguousBeforeAndUniqueAfter() {
        let before = run("voice-control", "DogRoutePro/UIKit/Before", ["--commands", "Tap fav_star_outline"])
        #expect(before.output.contains("\"fav_star_outline\" matches 3 items; numbers are shown on them to choose from:"))
        let after = run("voice-control", "DogRoutePro/UIKit/After", ["--commands", "Tap Favorite Harbor Walk"])
        #expect(after.output.contains("Tapped Favorite Harbor Walk (favoriteButton#31)"))
    }

    @Test func switchControlScansDogRouteProsRows() {
        let before = run("switch-control", "DogRoutePro/UIKit/Before")
        #expect(before.status == .clean)
        #expect(before.output.hasPrefix("1  fav_star_outline  (favoriteButton#24)  step: 2 presses · auto: 2 presses, 0 s\n"))
        let after = run("switch-control", "DogRoutePro/UIKit/After", ["--presses", "wait(3), select, tap"])
        #expect(after.output.contains("3 s     performs   Tap on Favorite Harbor Walk (favoriteButton#31)\n"))
    }

    @Test func keyboardAndDwellReachTheSameControls() {
        let keyboard = run("keyboard", "DogRoutePro/UIKit/After", ["--keys", "tab, space"])
        #expect(keyboard.output.hasSuffix("space\n  Activated Favorite Riverside Loop (favoriteButton#24)\n"))
        let dwell = run("dwell", "ExceptionalDogs/UIKit/Before")
        #expect(dwell.output.hasPrefix("1 s at (98.25, 322): tapped Favorite (favoriteButton#8)\n"))
    }

    @Test func costsListEveryViewControllerOfUIKitSource() {
        let costs = run("costs", "DogRoutePro/UIKit/Before", ["--all-screens"])
        #expect(costs.status == .clean)
        #expect(costs.output.contains("RouteListViewController  fav_star_outline (favoriteButton#38)  6 swipes + double tap  4 presses"))
        let dogs = run("costs", "ExceptionalDogs/UIKit/Before")
        #expect(dogs.output.contains("Call (callButton#38)                 22 swipes + double tap  4 presses"))
    }
}
