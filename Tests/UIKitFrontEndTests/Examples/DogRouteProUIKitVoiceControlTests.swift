import AccessibilityTree
import AssistiveTechnologies
import Testing

/// The UIKit DogRoutePro's favourite buttons as Voice Control names them: before the WWDC16 fix
/// all show the image's name, after it each shows its route's.
@Suite struct DogRouteProUIKitVoiceControlTests {
    static func favorites(_ variant: String) throws -> [ElementCosts] {
        let screen = try DogRouteProUIKitTests.uikitScene(variant).render()
        return ElementCosts.costs(on: screen).filter {
            $0.element.label == "fav_star_outline" || $0.element.label?.hasPrefix("Favorite") == true
        }
    }

    @Test func beforeTheFixTheFavoritesShareOneName() throws {
        let favorites = try Self.favorites("Before")
        #expect(favorites.count == 3)
        #expect(favorites.allSatisfy { $0.voiceControl == .ambiguous("fav_star_outline", count: 3) })
    }

    @Test func afterTheFixEachFavoriteIsNamedAlone() throws {
        let favorites = try Self.favorites("After")
        #expect(favorites.count == 3)
        #expect(favorites.map(\.voiceControl.command) == [
            "Tap Favorite Riverside Loop", "Tap Favorite Harbor Walk", "Tap Favorite Meadow Trail",
        ])
    }
}
