import Foundation
import PerceiveCLI
import Testing

/// `perceive voiceover` and `perceive tree` on UIKit source (docs/uikit.md).
@Suite struct UIKitCommandTests {
    static let example = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Examples/ExceptionalDogs/UIKit/After").path

    func run(_ arguments: [String]) -> (status: ExitCode, output: String, error: String) {
        let recording = RecordingConsole()
        let status = Perceive.main(arguments: arguments, console: recording.console)
        return (status, recording.standardOutput, recording.standardError)
    }

    @Test func voiceOverAdjustsTheCarouselAndRunsTheGallery() {
        let result = run(["voiceover", Self.example, "--gestures", "up,right,right,right,left,left,left,down,right,right,doubletap,right"])
        #expect(result.status == .clean)
        #expect(result.output == """
            Dog picker: Pinky. Adjustable.
              Swipe up or down with one finger to adjust the value.
            Layla
            Favorite: off. Button.
            Name, Layla
            Breed, Labrador
            Name, Layla
            Favorite: off. Button.
            Dog picker: Layla. Adjustable.
              Swipe up or down with one finger to adjust the value.
            Pinky
            Favorite: off. Button.
            Show gallery. Button.
            Picture one of Pinky. Image.
            Picture two of Pinky. Image.
            """ + "\n")
    }

    @Test func voiceOverOpensARouteAndTurnsTheMapsRotors() {
        let dogRoutePro = Self.example.replacingOccurrences(of: "ExceptionalDogs/UIKit/After", with: "DogRoutePro/UIKit/After")
        let result = run(["voiceover", dogRoutePro, "--gestures", "right,doubletap,right,right,right,right,right,right,right,rotor,rotor,down,down"])
        #expect(result.status == .clean)
        #expect(result.output == """
            Routes. Heading.
            Riverside Loop, 2.4 miles. Button.
            Routes. Back Button.
            Riverside Loop. Heading.
            Ratings. Heading.
            Distractions: rated 2 of 5
            Smells: rated 4 of 5
            Greenery: rated 5 of 5
            Friends: rated 3 of 5
            Old mill bridge
            Route Steps
            Hazards
            Main road crossing
            (boundary)
            """ + "\n")
    }

    @Test func aNamedViewClassIsLowered() {
        let result = run(["tree", Self.example, "--view", "ShelterInfoView"])
        #expect(result.status == .clean)
        #expect(result.output.hasPrefix("ShelterInfoView"))
        #expect(result.output.contains("\"Skyler's animal shelter\" actions: [Open address in maps, Call]"))
    }

    @Test func anUnknownClassIsNamedWithASuggestion() {
        let result = run(["tree", Self.example, "--view", "ShelterInfoVew"])
        #expect(result.status == .usageOrInputError)
        #expect(result.error.contains("no view named 'ShelterInfoVew'. Did you mean 'ShelterInfoView'?"))
    }
}
