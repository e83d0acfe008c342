import AccessibilityTree
import AssistiveTechnologies
import PerceiveExamples
import Scenes
import Testing

/// The 2016 talk's DogRoutePro audit and fixes.
@Suite struct DogRouteProTests {
    /// The route detail of Riverside Loop: start on the list, swipe to the first cell, activate it.
    func openRiversideLoop(_ variant: ExampleApp.Variant) throws -> VoiceOver {
        var voiceOver = VoiceOver(scene: DogRouteProScene(variant: variant))
        voiceOver.start()
        voiceOver.perform(script: try VoiceOverGesture.parseScript("right,doubletap"))
        return voiceOver
    }

    @Test func beforeFavoriteButtonsAllSayTheImageName() throws {
        // "The Favorite button has that odd label that's derived from the name of the image …
        // it isn't clear that the table cell itself can be activated."
        try walk(DogRouteProScene(variant: .before), start: ["Routes. Heading."], [
            TalkStep("right", "Riverside Loop, 2.4 miles"),
            TalkStep("right", "fav star outline, Button"),
            TalkStep("right", "Harbor Walk, 1.8 miles"),
            TalkStep("right", "fav star outline, Button"),
        ])
    }

    @Test func afterCellsAreButtonsAndFavoritesNameTheirRoute() throws {
        // "VoiceOver … announce, 'Favorite, Button'"; "set its accessibility label property to say
        // Favorite and then the name of the route … so it's unambiguous which route".
        try walk(DogRouteProScene(variant: .after), start: ["Routes. Heading."], [
            TalkStep("right", "Riverside Loop, 2.4 miles, Button"),
            TalkStep("right", "Favorite Riverside Loop, Button"),
            TalkStep("doubletap", "Selected, Favorite Riverside Loop, Button"),
            TalkStep("right", "Harbor Walk, 1.8 miles, Button"),
            TalkStep("right", "Favorite Harbor Walk, Button"),
        ])
    }

    @Test func beforeTheGraphBarsAreNotThere() throws {
        var voiceOver = try openRiversideLoop(.before)
        let said = voiceOver.perform(script: try VoiceOverGesture.parseScript("right,right,right,right,right,right"))
        #expect(said.map(\.text) == ["Riverside Loop. Heading.", "Ratings. Heading.", "Distractions", "Smells",
                                     "Greenery", "Friends"])
    }

    @Test func afterEachBarIsRatedXOfFive() throws {
        // "a user-friendly string … rated X of 5"; distractions, smells, greenery, friends.
        var voiceOver = try openRiversideLoop(.after)
        let said = voiceOver.perform(script: try VoiceOverGesture.parseScript("right,right,right,right,right,right"))
        let expected = ["Riverside Loop. Heading.", "Ratings. Heading.", "Distractions, rated 2 of 5",
                        "Smells, rated 4 of 5", "Greenery, rated 5 of 5", "Friends, rated 3 of 5"]
        #expect(said.count == expected.count)
        #expect(zip(said, expected).allSatisfy { SpokenText.matches($0.text, $1) }, "said \(said.map(\.text))")
    }

    @Test func hazardStepsSayHazardOnlyAfterTheFix() throws {
        // "if it's a hazard we'll add 'Hazard.' And then the hazard description."
        for (variant, spoken) in [(ExampleApp.Variant.before, "Old mill bridge, Cross the river"),
                                  (.after, "Old mill bridge, Cross the river. Hazard. Loose planks")] {
            var voiceOver = try openRiversideLoop(variant)
            let said = voiceOver.perform(.touch(Point(x: 196, y: 650)))
            #expect(said.map(\.text) == [spoken])
        }
    }

    @Test func hazardsRotorJumpsBetweenHazardSteps() throws {
        // "a Hazards rotor … so someone can easily navigate to the appropriate table cells".
        var voiceOver = try openRiversideLoop(.after)
        try walkFrom(&voiceOver, [
            TalkStep("touch(196,606)", "Park gate, Start at the north entrance"),
            TalkStep("rotor", "Hazards"),
            TalkStep("down", "Old mill bridge, Cross the river. Hazard. Loose planks"),
            TalkStep("down", "Main road crossing, Cross at the lights. Hazard. Busy traffic"),
            TalkStep("down", "(boundary)"),
            TalkStep("up", "Old mill bridge, Cross the river. Hazard. Loose planks"),
        ])
    }

    @Test func mapSwipesAreSpatialButRouteStepsRotorKeepsRouteOrder() throws {
        // "the route order is lost because VoiceOver is reading those elements in a spatial,
        // top-down, left to right order" — fixed with a Route Steps rotor on the map.
        var voiceOver = try openRiversideLoop(.after)
        try walkFrom(&voiceOver, [
            TalkStep("touch(86,389)", "Park gate"),
            TalkStep("right,right", "Duck pond", "Café terrace"),
            TalkStep("touch(86,389)", "Park gate"),
            TalkStep("rotor", "Route Steps"),
            TalkStep("down,down,down", "Old mill bridge", "Duck pond", "Main road crossing"),
            TalkStep("rotor", "Hazards"),
            TalkStep("up", "Old mill bridge"),
        ])
    }

    @Test func beforeHasNoCustomRotors() throws {
        var voiceOver = try openRiversideLoop(.before)
        voiceOver.perform(.touch(Point(x: 196, y: 606)))
        #expect(voiceOver.availableRotorItems().map(\.name) == ["Headings"])
    }

    @Test func backReturnsToTheList() throws {
        var voiceOver = try openRiversideLoop(.after)
        let said = voiceOver.perform(script: try VoiceOverGesture.parseScript("touch(53,72),doubletap"))
        #expect(said.map(\.text) == ["Routes. Back Button.", "Routes. Heading."])
    }

    @Test func headerElementsTieStepsAndBarsToTheirHeadings() throws {
        // "Set this property on your accessible views … to be the headers that are associated
        // with that content" (accessibilityHeaderElements).
        for variant in ExampleApp.Variant.allCases {
            let screen = DogRouteProScene(variant: variant, page: .routeDetail(0)).render()
            let steps = try #require(screen.root.children.first { $0.id == "route-steps" }).children
            let bars = try #require(screen.root.children.first { $0.id == "ratings-graph" }).children
            let expected: ([ElementID], [ElementID]) = variant == .after ? (["steps-heading"], ["ratings-heading"]) : ([], [])
            #expect(steps.allSatisfy { $0.headerElementIDs == expected.0 }, "\(variant)")
            #expect(bars.allSatisfy { $0.headerElementIDs == expected.1 }, "\(variant)")
        }
    }
}
