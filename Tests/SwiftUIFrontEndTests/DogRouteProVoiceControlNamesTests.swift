import AccessibilityTree
import AssistiveTechnologies
import Testing

/// DogRoutePro's favourite buttons as Voice Control names them, lowered from the SwiftUI example
/// source: before the WWDC16 fix all show one name, after it each shows its route's.
@Suite struct DogRouteProVoiceControlNamesTests {
    static func favorites(_ folder: String) throws -> [ElementCosts] {
        let screen = try ExampleParityCase(folder, rootView: "RouteListView", catalogName: "dogroutepro").lowered().screen
        return ElementCosts.costs(on: screen).filter {
            $0.element.label == "fav_star_outline" || $0.element.label?.hasPrefix("Favorite") == true
        }
    }

    @Test func beforeTheFixTheFavoritesShareOneName() throws {
        let favorites = try Self.favorites("DogRoutePro/Before")
        #expect(favorites.count == 3)
        #expect(favorites.allSatisfy { $0.voiceControl == .ambiguous("fav_star_outline", count: 3) })
    }

    @Test func afterTheFixEachFavoriteIsNamedAlone() throws {
        let favorites = try Self.favorites("DogRoutePro/After")
        #expect(favorites.count == 3)
        #expect(favorites.map(\.voiceControl.command) == [
            "Tap Favorite Riverside Loop", "Tap Favorite Harbor Walk", "Tap Favorite Meadow Trail",
        ])
    }
}
