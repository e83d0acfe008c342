import Foundation
import PerceiveCLI
import Testing

/// DogRoutePro's favourite buttons to Voice Control, read from the example apps' source, SwiftUI
/// and UIKit: before the WWDC16 fix "Tap" and the shown name matches all three; after it, one.
@Suite struct VoiceControlExampleSourceTests {
    static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Examples/DogRoutePro").path

    static let swiftUIRow = "RouteListView/NavigationStack[0]/ScrollView[0]/VStack[0]/RouteRow"

    @Test(arguments: [
        (["Before", "--preview", "RouteListView.swift:34"], "Tap fav_star_outline", """
            Tap fav_star_outline
              "fav_star_outline" matches 3 items; numbers are shown on them to choose from:
              1  fav_star_outline  (\(swiftUIRow)[1]/HStack[0]/Button[1])
              2  fav_star_outline  (\(swiftUIRow)[2]/HStack[0]/Button[1])
              3  fav_star_outline  (\(swiftUIRow)[3]/HStack[0]/Button[1])

            """),
        (["UIKit/Before"], "Tap fav_star_outline", """
            Tap fav_star_outline
              "fav_star_outline" matches 3 items; numbers are shown on them to choose from:
              1  fav_star_outline  (favoriteButton#24)
              2  fav_star_outline  (favoriteButton#31)
              3  fav_star_outline  (favoriteButton#38)

            """),
        (["After", "--preview", "RouteListView.swift:34"], "Tap Favorite Harbor Walk", """
            Tap Favorite Harbor Walk
              Tapped Favorite Harbor Walk (\(swiftUIRow)[2]/HStack[0]/Button[1])

            """),
        (["UIKit/After"], "Tap Favorite Harbor Walk", """
            Tap Favorite Harbor Walk
              Tapped Favorite Harbor Walk (favoriteButton#31)

            """),
    ])
    func theFavoritesAreAmbiguousBeforeTheFixAndUniqueAfter(arguments: [String], command: String, expected: String) {
        let recording = RecordingConsole()
        let path = Self.examples + "/" + arguments[0]
        let status = Perceive.main(arguments: ["voice-control", path] + arguments.dropFirst() + ["--commands", command],
                                   console: recording.console)
        #expect(status == .clean)
        #expect(recording.standardOutput == expected)
    }
}
