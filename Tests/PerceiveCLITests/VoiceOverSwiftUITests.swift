import Foundation
import PerceiveCLI
import TestSupport
import Testing

/// `perceive voiceover` on SwiftUI source: a file or folder is lowered and swiped through.
@Suite struct VoiceOverSwiftUITests {
    static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Examples").path

    func run(_ arguments: [String]) -> (status: ExitCode, output: String, error: String) {
        let recording = RecordingConsole()
        let status = Perceive.main(arguments: ["voiceover"] + arguments, console: recording.console)
        return (status, recording.standardOutput, recording.standardError)
    }

    let scratch: TemporaryFolder

    init() throws {
        scratch = try TemporaryFolder("voiceover")
    }

    /// Writes `source` as `View.swift` in the test's folder and returns the folder.
    func folder(with source: String) throws -> String {
        try scratch.write("View.swift", source)
        return scratch.path
    }

    @Test func theFirstPreviewOfAFolderIsSweptThrough() {
        let result = run([Self.examples + "/ExceptionalDogs/After"])
        #expect(result.status == .clean)
        #expect(result.output.hasPrefix("""
            Dog picker: Pinky. Adjustable.
              Swipe up or down with one finger to adjust the value.
            Favorite: off. Button.
            Show gallery. Button.
            Name, Pinky
            """))
    }

    @Test func aNamedPreviewAndGesturesAndSettings() {
        // The route detail is pushed on the route list, so its back button comes first.
        let result = run([Self.examples + "/DogRoutePro/After", "--preview", "Route detail", "--gestures", "right,right,right",
                          "--dynamic-type", "AX3"])
        #expect(result.status == .clean)
        #expect(result.output == "Routes. Back Button.\nRiverside Loop. Heading.\nRatings. Heading.\nDistractions: rated 2 of 5\n")
    }

    @Test func aViewWithoutPreviewIsLoweredWithPlaceholders() throws {
        let path = try folder(with: """
            import SwiftUI
            struct Greeting: View {
                var body: some View {
                    VStack {
                        Text("Hello")
                        Button("Play") {}
                    }
                }
            }
            """)
        let result = run([path, "--view", "Greeting"])
        #expect(result.status == .clean)
        #expect(result.output == "Hello\nPlay. Button.\n")
    }

    /// A symbol the front end knows a description for is read by it, any other by its name's words
    /// (docs/swiftui-defaults.md, Default labels and traits); never a bare "Button".
    @Test func symbolsAreReadByTheirDescriptionElseTheirNamesWords() throws {
        let path = try folder(with: """
            import SwiftUI
            struct Toolbar: View {
                var body: some View {
                    HStack {
                        Button {} label: { Image(systemName: "square.and.arrow.up") }
                        Button {} label: { Image(systemName: "wand.and.stars") }
                    }
                }
            }
            """)
        let result = run([path, "--view", "Toolbar"])
        #expect(result.status == .clean)
        #expect(result.output == "Share. Button.\nWand and stars. Button.\n")
    }

    /// Keys of the project's string catalog are spoken as its texts, for a file given alone too.
    @Test func keysAreSpokenAsTheStringCatalogsTexts() throws {
        let path = try folder(with: """
            import SwiftUI
            struct Player: View {
                var body: some View {
                    VStack {
                        Text("player.title")
                        Button(String(localized: "player.action.play")) {}
                    }
                }
            }
            """)
        try scratch.write("Package.swift", "// swift-tools-version:5.9")
        try scratch.write("Resources/Localizable.xcstrings", """
            {"sourceLanguage": "en", "strings": {
              "player.title": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "Now Playing"}}}},
              "player.action.play": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "Play"}}}}
            }, "version": "1.0"}
            """)
        #expect(run([path, "--view", "Player"]).output == "Now Playing\nPlay. Button.\n")
        #expect(run([path + "/View.swift", "--view", "Player"]).output == "Now Playing\nPlay. Button.\n")
    }

    @Test func anUnknownViewSuggestsTheNearest() {
        let result = run([Self.examples + "/ExceptionalDogs/After", "--view", "DogDetailVew"])
        #expect(result.status == .usageOrInputError)
        #expect(result.error == "perceive voiceover: no view named 'DogDetailVew'. Did you mean 'DogDetailView'?\n")
    }

    @Test func aNameDeclaredTwiceListsTheChoices() {
        let result = run([Self.examples + "/ExceptionalDogs", "--view", "DogDetailView"])
        #expect(result.status == .usageOrInputError)
        #expect(result.error == """
            perceive voiceover: 'DogDetailView' is declared 2 times; give the file or folder of the one you mean:
              DogDetailView at \(Self.examples)/ExceptionalDogs/After/DogDetailView.swift:4:8
              DogDetailView at \(Self.examples)/ExceptionalDogs/Before/DogDetailView.swift:4:8

            """)
    }

    @Test func aFileWithoutViewsSaysSo() throws {
        let path = try folder(with: "struct Dog { var name: String }\n")
        let result = run([path + "/View.swift"])
        #expect(result.status == .usageOrInputError)
        #expect(result.error == "perceive voiceover: \(path)/View.swift: no SwiftUI views (no type conforms to View)\n")
    }

    @Test func viewAndPreviewTogetherAreAUsageError() {
        let result = run([Self.examples + "/ExceptionalDogs/After", "--view", "A", "--preview", "B"])
        #expect(result.status == .usageOrInputError)
        #expect(result.error.hasPrefix("perceive voiceover: give either '--view' or '--preview', not both\n"))
    }
}
