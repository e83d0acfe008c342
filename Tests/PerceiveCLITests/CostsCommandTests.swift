import Foundation
import PerceiveCLI
import Testing

@Suite struct CostsCommandTests {
    @Test func tabulatesEveryControlOfAnExample() {
        let recording = RecordingConsole()
        let status = Perceive.main(arguments: ["costs", "--example", "conference-app:before"], console: recording.console)
        #expect(status == .clean)
        #expect(recording.standardOutput == """
            element                   VoiceOver              Switch Control step  Switch Control auto  Voice Control      Voice Control grid  Keyboard  Dwell
            Timetable (back)          double tap             2 presses            2 presses, 0 s       Tap Timetable      4 commands          1 key     reliable
            Favourite (favorite)      2 swipes + double tap  3 presses            2 presses, 1 s       Tap Favourite      3 commands          2 keys    reliable
            Great Hall (location)     4 swipes + double tap  4 presses            2 presses, 2 s       Tap Great Hall     5 commands          3 keys    too small (127×24 pt)
            linkedin_logo (linkedin)  7 swipes + double tap  5 presses            2 presses, 3 s       Tap linkedin_logo  4 commands          4 keys    reliable

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

/// `perceive costs FOLDER --all-screens [--top N]`: every screen of SwiftUI source, ranked.
@Suite struct CostsAllScreensTests {
    static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Examples").path

    func run(_ arguments: [String]) -> (status: ExitCode, output: String, error: String) {
        let recording = RecordingConsole()
        let status = Perceive.main(arguments: ["costs"] + arguments, console: recording.console)
        return (status, recording.standardOutput, recording.standardError)
    }

    @Test func theMostExpensiveControlsOfEveryPreviewNameTheirScreen() {
        // Before the fixes the gallery is not modal: VoiceOver reads it first and then the whole
        // page behind it, so the shelter's buttons cost four swipes more (WWDC18 session 230).
        let result = run([Self.examples + "/ExceptionalDogs/Before", "--all-screens", "--top", "3"])
        #expect(result.status == .clean)
        #expect(result.output == """
            screen                  element                                                                                          VoiceOver               Switch Control step  Switch Control auto  Voice Control             Voice Control grid  Keyboard  Dwell
            Gallery open            Call (DogDetailView/ZStack[0]/VStack[0]/ShelterInfoView[3]/HStack[0]/Button[3])                  26 swipes + double tap  6 presses            2 presses, 4 s       Tap Call                  2 commands          5 keys    reliable
            Gallery open            Open address in maps (DogDetailView/ZStack[0]/VStack[0]/ShelterInfoView[3]/HStack[0]/Button[2])  25 swipes + double tap  5 presses            2 presses, 3 s       Tap Open address in maps  3 commands          4 keys    reliable
            DogDetailView.swift:40  Call (DogDetailView/ZStack[0]/VStack[0]/ShelterInfoView[3]/HStack[0]/Button[3])                  22 swipes + double tap  5 presses            2 presses, 3 s       Tap Call                  2 commands          4 keys    reliable

            """)
    }

    @Test func jsonRowsNameTheirScreenAndWhereItIsDeclared() {
        let result = run([Self.examples + "/ExceptionalDogs/Before", "--all-screens", "--top", "1", "--format", "json"])
        #expect(result.status == .clean)
        #expect(result.output.contains("""
                  "screen": "Gallery open",
                  "source": "\(Self.examples)/ExceptionalDogs/Before/DogDetailView.swift:44:1",
                  "id": "DogDetailView/ZStack[0]/VStack[0]/ShelterInfoView[3]/HStack[0]/Button[3]",
            """))
        #expect(result.output.components(separatedBy: "\"screen\"").count == 2)
    }

    @Test func topRanksTheRowsOfOneScreenToo() {
        let result = run(["--example", "conference-app:before", "--top", "1"])
        #expect(result.status == .clean)
        #expect(result.output == """
            element                   VoiceOver              Switch Control step  Switch Control auto  Voice Control      Voice Control grid  Keyboard  Dwell
            linkedin_logo (linkedin)  7 swipes + double tap  5 presses            2 presses, 3 s       Tap linkedin_logo  4 commands          4 keys    reliable

            """)
    }

    @Test(arguments: [
        (["--all-screens"], "--all-screens needs a Swift file or folder"),
        (["--all-screens", "--example", "brightness-slider"], "--all-screens applies to SwiftUI source, not to --example"),
        (["big.json", "--all-screens"], "--all-screens applies to SwiftUI source; 'big.json' holds one captured screen"),
        (["Views", "--all-screens", "--view", "Row"], "give --all-screens or '--view'/'--preview', not both"),
    ])
    func allScreensNeedsSwiftUISourceAlone(arguments: [String], message: String) {
        let result = run(arguments)
        #expect(result.status == .usageOrInputError)
        #expect(result.error.contains(message))
    }

    @Test func topIsAtLeastOne() {
        let result = run(["--example", "brightness-slider", "--top", "0"])
        #expect(result.status == .usageOrInputError)
        #expect(result.error.contains("a whole number of at least 1"))
    }
}
