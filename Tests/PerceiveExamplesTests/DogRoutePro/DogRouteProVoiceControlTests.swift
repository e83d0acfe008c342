import AccessibilityTree
import AssistiveTechnologies
import PerceiveExamples
import Scenes
import Testing

/// DogRoutePro's favourite buttons to a Voice Control user: before the 2016 talk's fix every one
/// is named after its image, so "Tap" followed by that name cannot tell them apart; after it each
/// names its route ("so it's unambiguous which route I'm going to Favorite").
@Suite struct DogRouteProVoiceControlTests {
    @Test func beforeTheFixTheFavoritesAnswerToOneName() throws {
        let events = VoiceControl.run(try VoiceCommand.parseScript("Tap fav_star_outline, 2"),
                                      on: DogRouteProScene(variant: .before))
        #expect(events == [
            .heard(.tapName("fav_star_outline")),
            .ambiguous(name: "fav_star_outline", matches: [
                VoiceControlOverlayItem(number: 1, name: "fav_star_outline", id: "favorite-route-1"),
                VoiceControlOverlayItem(number: 2, name: "fav_star_outline", id: "favorite-route-2"),
                VoiceControlOverlayItem(number: 3, name: "fav_star_outline", id: "favorite-route-3"),
            ]),
            .heard(.number(2)),
            .acted(.tap, item: VoiceControlOverlayItem(number: 4, name: "fav_star_outline", id: "favorite-route-2"),
                   isHandled: true),
        ])
    }

    @Test func afterTheFixEachFavoriteHasANameOfItsOwn() throws {
        let events = VoiceControl.run(try VoiceCommand.parseScript("Tap Favorite Harbor Walk"),
                                      on: DogRouteProScene(variant: .after))
        #expect(events == [
            .heard(.tapName("Favorite Harbor Walk")),
            .acted(.tap, item: VoiceControlOverlayItem(number: 4, name: "Favorite Harbor Walk", id: "favorite-route-2"),
                   isHandled: true),
        ])
        let names = VoiceControlTarget.targets(on: DogRouteProScene(variant: .after).render()).compactMap(\.displayedName)
        #expect(Set(names.map(VoiceControlName.matchKey)).count == names.count)
    }
}
