import AccessibilityTree
import AssistiveTechnologies
import PerceiveExamples
import Testing

/// What reaching Exceptional Dogs' Favorite button costs with each assistive technology, before
/// and after the WWDC18 session 230 fixes: the carousel's dogs stop being one stop each.
@Suite struct ExceptionalDogsCostsTests {
    func favorite(_ variant: ExampleApp.Variant) throws -> ElementCosts {
        try #require(ElementCosts.costs(on: ExceptionalDogsScene(variant: variant).render())
            .first { $0.element.id == "favorite" })
    }

    @Test func everyAssistiveTechnologyReachesFavoriteSoonerAfterTheFixes() throws {
        let before = try favorite(.before)
        let after = try favorite(.after)
        #expect((before.voiceOverSwipes, after.voiceOverSwipes) == (4, 1))
        #expect((before.switchControl?.stepPresses, after.switchControl?.stepPresses) == (6, 3))
        #expect((before.switchControl?.autoTime, after.switchControl?.autoTime) == (.seconds(4), .seconds(1)))
        #expect((before.keyboardPresses, after.keyboardPresses) == (5, 2))
        #expect(before.voiceControl == .unique("Favorite"))
        #expect(after.dwell == .reliable)
    }

    @Test func dogRouteProFavoritesCannotBeNamedBeforeTheFix() throws {
        let before = ElementCosts.costs(on: DogRouteProScene(variant: .before).render())
        let after = ElementCosts.costs(on: DogRouteProScene(variant: .after).render())
        #expect(before.filter { $0.voiceControl == .ambiguous("fav_star_outline", count: 3) }.count == 3)
        #expect(after.allSatisfy { $0.voiceControl.command != nil })
    }
}
