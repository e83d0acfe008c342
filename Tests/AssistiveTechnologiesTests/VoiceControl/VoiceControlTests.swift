import AccessibilityTree
@testable import AssistiveTechnologies
import Scenes
import Testing

@Suite struct VoiceControlTests {
    /// Two favourite buttons told apart only by a hint, a route cell, a heading and a slider.
    static let routes = Screen(elements: [
        AccessibilityElement(id: "title", label: "Routes", traits: .header),
        AccessibilityElement(id: "route-1", label: "Riverside Loop", traits: .button),
        AccessibilityElement(id: "favorite-1", label: "Favorite", hint: "Riverside Loop", traits: .button),
        AccessibilityElement(id: "favorite-2", label: "Favorite", hint: "Harbor Walk", traits: .button),
        AccessibilityElement(id: "distance", label: "Distance", value: "2 miles", traits: .adjustable),
        AccessibilityElement(id: "share", label: "Share route to a friend or a group", traits: .button,
                             inputLabels: ["Share", "Send"]),
        AccessibilityElement(id: "heart", label: "❤️", traits: .button),
    ])

    private func run(_ script: String, on screen: Screen = routes) throws -> [VoiceControlEvent] {
        VoiceControl.run(try VoiceCommand.parseScript(script), on: StaticScene(snapshot: Snapshot(screen: screen)))
    }

    @Test func onlyInteractiveElementsAreNumberedInNavigationOrder() {
        let targets = VoiceControlTarget.targets(on: Self.routes)
        #expect(targets.map(\.id) == ["route-1", "favorite-1", "favorite-2", "distance", "share", "heart"])
        #expect(targets.map(\.number) == [1, 2, 3, 4, 5, 6])
    }

    @Test func inputLabelsNameAnElementInPlaceOfItsLabel() {
        let share = VoiceControlTarget.targets(on: Self.routes)[4]
        #expect(share.names == ["Share", "Send"])
        #expect(share.displayedName == "Share")
        #expect(share.answers(to: "  send "))
        #expect(!share.answers(to: "Share route to a friend or a group"))
    }

    @Test func aNameShownOnSeveralItemsAsksForANumber() throws {
        let events = try run("Tap favorite, 2")
        #expect(events == [
            .heard(.tapName("favorite")),
            .ambiguous(name: "favorite", matches: [
                VoiceControlOverlayItem(number: 1, name: "Favorite", id: "favorite-1"),
                VoiceControlOverlayItem(number: 2, name: "Favorite", id: "favorite-2"),
            ]),
            .heard(.tapNumber(2)),
            .acted(.tap, item: VoiceControlOverlayItem(number: 3, name: "Favorite", id: "favorite-2"), isHandled: true),
        ])
    }

    @Test func aNumberWithoutAnAmbiguityTapsThatNumber() throws {
        let events = try run("Tap Riverside Loop, 3, Tap 9")
        #expect(events == [
            .heard(.tapName("Riverside Loop")),
            .acted(.tap, item: VoiceControlOverlayItem(number: 1, name: "Riverside Loop", id: "route-1"), isHandled: true),
            .heard(.tapNumber(3)),
            .acted(.tap, item: VoiceControlOverlayItem(number: 3, name: "Favorite", id: "favorite-2"), isHandled: true),
            .heard(.tapNumber(9)),
            .noMatch("9", suggestion: nil),
        ])
    }

    @Test func anUnknownNameIsReportedWithTheNearestName() throws {
        #expect(try run("Tap Sahre") == [.heard(.tapName("Sahre")), .noMatch("Sahre", suggestion: "Share")])
    }

    @Test func incrementAndScrollReachTheScene() throws {
        let events = try run("Increment Distance, Scroll down")
        #expect(events == [
            .heard(.increment("Distance")),
            .acted(.increment, item: VoiceControlOverlayItem(number: 4, name: "Distance", id: "distance"), isHandled: false),
            .heard(.scroll(.down)),
            .nothingToScroll(.down),
        ])
    }

    @Test func textShowsEachCommandAndWhatFollowed() throws {
        let text = VoiceControlText.text(of: try run("Show names, Tap Favorite"))
        #expect(text == """
            Show names
              1  Riverside Loop  (route-1)
              2  Favorite  (favorite-1)
              3  Favorite  (favorite-2)
              4  Distance  (distance)
              5  Share  (share)
              6  ❤️  (heart)
            Tap Favorite
              "Favorite" matches 2 items; numbers are shown on them to choose from:
              1  Favorite  (favorite-1)
              2  Favorite  (favorite-2)

            """)
    }

    @Test func aNameIsSayableWhenItHasALetterOrADigit() {
        #expect(VoiceControlName.isSayable("Share"))
        #expect(VoiceControlName.isSayable("4K"))
        #expect(!VoiceControlName.isSayable("❤️"))
        #expect(!VoiceControlName.isSayable("→ ★"))
    }
}

@Suite struct VoiceCommandScriptTests {
    @Test func readsEveryCommandInAnyCase() throws {
        #expect(try VoiceCommand.parseScript("""
            SHOW NAMES, show numbers, Hide names
            Tap "Favorite, River walk", tap 12, 3, Increment Volume, decrement volume, Scroll Up
            """) == [
            .showNames, .showNumbers, .hideOverlay, .tapName("Favorite, River walk"), .tapNumber(12), .tapNumber(3),
            .increment("Volume"), .decrement("volume"), .scroll(.up),
        ])
    }

    @Test(arguments: [
        ("Shwo names", "step 1 'Shwo names': unknown command. Did you mean 'show names'?"),
        ("Tap", "step 1 'Tap': 'Tap' needs a name or number after it, as in 'Tap Favorite'"),
        ("Show names, Scroll dwn",
         "step 2 'Scroll dwn': expected a direction (up, down, left, right), as in 'Scroll down'. Did you mean 'down'?"),
    ])
    func aCommandThatCannotBeReadIsNamed(script: String, message: String) {
        #expect(throws: VoiceOverScriptError.self) { try VoiceCommand.parseScript(script) }
        do {
            _ = try VoiceCommand.parseScript(script)
        } catch {
            #expect("\(error)" == message)
        }
    }
}
