import AccessibilityTree
import Foundation
import Scenes
import SnapshotCodec
import Testing

/// A small app as a snapshot: a list of dogs, a detail screen and a presented sheet.
private let dogsJSON = #"""
{
  "format": "perceive-snapshot", "version": 1,
  "screen": { "name": "Dogs", "root": { "id": "root", "children": [
    { "id": "title", "label": "Exceptional Dogs", "traits": ["header"] },
    { "id": "lilly", "label": "Lilly", "traits": ["button"],
      "customActions": ["Favorite", "Call shelter", "Share"],
      "behaviors": {
        "activate": [ { "effect": "navigate", "screen": "detail" } ],
        "customActions": {
          "Favorite": [ { "effect": "toggleTraits", "traits": ["selected"] },
                        { "effect": "announce", "text": "Favorited", "priority": "high" } ],
          "Call shelter": [ { "effect": "navigate", "screen": "call", "presentation": "present",
                              "notification": "layoutChanged", "focus": "hang-up" },
                            { "effect": "setValue", "value": "Calling", "target": "status" } ]
        } } },
    { "id": "rating", "label": "Rating", "value": "3 stars", "traits": ["adjustable"],
      "behaviors": { "values": ["1 star", "2 stars", "3 stars"] } },
    { "id": "page", "label": "Page", "value": "1", "traits": ["adjustable"],
      "behaviors": { "values": ["1", "2", "3"], "wrapsValues": true } },
    { "id": "volume", "label": "Volume", "traits": ["adjustable"],
      "behaviors": { "increment": [ { "effect": "setValue", "value": "Loud" } ],
                     "decrement": [ { "effect": "setValue" } ] } },
    { "id": "filters", "label": "Filters", "traits": ["button"],
      "behaviors": { "activate": [ { "effect": "show", "target": "panel" },
                                   { "effect": "setLabel", "label": "Hide filters" },
                                   { "effect": "layoutChanged", "focus": "panel" } ] } },
    { "id": "panel", "label": "Puppies only", "isHidden": true, "children": [
      { "id": "puppies", "label": "Puppies", "traits": ["button"],
        "behaviors": { "activate": [ { "effect": "hide", "target": "panel" },
                                     { "effect": "clearTraits", "traits": ["button"], "target": "filters" },
                                     { "effect": "setTraits", "traits": ["selected", "header"], "target": "title" } ] } } ] },
    { "id": "disabled", "label": "Adopt", "traits": ["button", "notEnabled"] },
    { "id": "carousel", "label": "Photos", "value": "Page 1", "traits": ["adjustable"],
      "behaviors": { "scroll": {
        "left": [ { "effect": "stepValue", "values": ["Page 1", "Page 2"] }, { "effect": "pageScrolled", "text": "Page 2 of 2" } ],
        "right": [] } } },
    { "id": "link", "label": "Website", "traits": ["link"] },
    { "id": "player", "label": "Bark", "traits": ["playsSound"],
      "behaviors": { "magicTap": [ { "effect": "announce", "text": "Woof" }, { "effect": "screenChanged" } ],
                     "escape": [ { "effect": "layoutChanged" }, { "effect": "screenChanged", "focus": "title" } ] } }
  ] } },
  "screens": {
    "detail": { "name": "Lilly", "root": { "id": "root", "children": [
      { "id": "back", "label": "Dogs", "traits": ["button", "backButton"],
        "behaviors": { "activate": [ { "effect": "back", "focus": "lilly" } ] } },
      { "id": "counter", "label": "Visits", "value": "0", "traits": ["button"],
        "behaviors": { "activate": [ { "effect": "stepValue", "values": ["0", "1", "2"] } ] } },
      { "id": "adopt", "label": "Adopt", "traits": ["button"],
        "behaviors": { "activate": [ { "effect": "navigate", "screen": "sheet", "presentation": "present",
                                       "notification": "none" } ] } }
    ] } },
    "sheet": { "root": { "id": "sheet", "isModal": true, "children": [
      { "id": "more", "label": "More", "traits": ["button"],
        "behaviors": { "activate": [ { "effect": "navigate", "screen": "detail" } ] } },
      { "id": "done", "label": "Done", "traits": ["button"],
        "behaviors": { "activate": [ { "effect": "dismiss" } ], "escape": [ { "effect": "back", "notification": "none" } ] } }
    ] } },
    "call": { "root": { "id": "call", "children": [
      { "id": "status", "label": "Status" },
      { "id": "hang-up", "label": "Hang up", "traits": ["button"],
        "behaviors": { "activate": [ { "effect": "dismiss", "notification": "layoutChanged", "focus": "lilly" } ] } }
    ] } }
  }
}
"""#

private func makeScene() throws -> StaticScene {
    StaticScene(snapshot: try Snapshot.decode(Data(dogsJSON.utf8)))
}

private func element(_ id: ElementID, in scene: StaticScene) -> AccessibilityElement? {
    scene.render().element(withID: id)
}

@Suite struct StaticSceneTests {
    @Test func rendersTheFirstScreenAsWritten() throws {
        let scene = try makeScene()
        #expect(scene.render() == scene.snapshot.screen)
        #expect(scene.currentScreenName == nil)
        #expect(scene.navigationDepth == 0)
    }

    // MARK: Defaults

    @Test(arguments: [
        ("title", ElementAction.activate, false),
        ("link", .activate, true),
        ("disabled", .activate, false),
        ("puppies", .activate, false),
        ("nobody", .activate, false),
        ("title", .increment, false),
        ("title", .escape, false),
        ("title", .magicTap, false),
        ("lilly", .customAction("Share"), true),
        ("lilly", .customAction("Adopt"), false),
        ("lilly", .touch(.began, at: Point(x: 1, y: 1)), false),
        ("lilly", .scroll(.down), false),
        ("lilly", .focus, false),
    ] as [(ElementID, ElementAction, Bool)])
    func actionsWithoutABehaviourFollowUIKitDefaults(id: ElementID, action: ElementAction, isHandled: Bool) throws {
        var scene = try makeScene()
        let before = scene.render()
        let response = scene.perform(action, on: id, at: .zero)
        #expect(response == SceneResponse(isHandled: isHandled))
        #expect(scene.render() == before)
    }

    @Test func adjustableStepsThroughItsValuesAndStopsAtTheEnds() throws {
        var scene = try makeScene()
        #expect(scene.perform(.decrement, on: "rating", at: .zero) == .handled)
        #expect(element("rating", in: scene)?.value == "2 stars")
        _ = scene.perform(.decrement, on: "rating", at: .zero)
        _ = scene.perform(.decrement, on: "rating", at: .zero)
        #expect(element("rating", in: scene)?.value == "1 star")
        for _ in 0..<4 { _ = scene.perform(.increment, on: "rating", at: .zero) }
        #expect(element("rating", in: scene)?.value == "3 stars")
    }

    @Test func adjustableWithWrappingValuesGoesRound() throws {
        var scene = try makeScene()
        _ = scene.perform(.decrement, on: "page", at: .zero)
        #expect(element("page", in: scene)?.value == "3")
        _ = scene.perform(.increment, on: "page", at: .zero)
        #expect(element("page", in: scene)?.value == "1")
    }

    // MARK: Effects on elements

    @Test func setValueSetsAndClears() throws {
        var scene = try makeScene()
        #expect(scene.perform(.increment, on: "volume", at: .zero) == .handled)
        #expect(element("volume", in: scene)?.value == "Loud")
        _ = scene.perform(.decrement, on: "volume", at: .zero)
        #expect(element("volume", in: scene)?.value == nil)
    }

    @Test func showSetLabelAndLayoutChangedOnOtherElements() throws {
        var scene = try makeScene()
        let response = scene.perform(.activate, on: "filters", at: .zero)
        #expect(response == SceneResponse(isHandled: true, events: [.layoutChanged(focus: "panel")]))
        #expect(element("panel", in: scene)?.isHidden == false)
        #expect(element("filters", in: scene)?.label == "Hide filters")
        #expect(scene.perform(.activate, on: "puppies", at: .zero) == .handled)
        #expect(element("panel", in: scene)?.isHidden == true)
        #expect(element("filters", in: scene)?.traits == [])
        #expect(element("title", in: scene)?.traits == [.header, .selected])
    }

    @Test func toggleTraitsAndAnnounceWithPriority() throws {
        var scene = try makeScene()
        let response = scene.perform(.customAction("Favorite"), on: "lilly", at: .zero)
        #expect(response == SceneResponse(isHandled: true, events: [.announcement("Favorited", priority: .high)]))
        #expect(element("lilly", in: scene)?.traits == [.button, .selected])
        _ = scene.perform(.customAction("Favorite"), on: "lilly", at: .zero)
        #expect(element("lilly", in: scene)?.traits == [.button])
    }

    @Test func magicTapAndEscapePostWhatTheyDeclare() throws {
        var scene = try makeScene()
        #expect(scene.perform(.magicTap, on: "player", at: .zero)
            == SceneResponse(isHandled: true, events: [.announcement("Woof", priority: .default), .screenChanged(focus: nil)]))
        #expect(scene.perform(.escape, on: "player", at: .zero)
            == SceneResponse(isHandled: true, events: [.layoutChanged(focus: nil), .screenChanged(focus: "title")]))
    }

    @Test func scrollingPostsThePagePositionAndOtherDirectionsPassOn() throws {
        var scene = try makeScene()
        #expect(scene.perform(.scroll(.left), on: "carousel", at: .zero)
            == SceneResponse(isHandled: true, events: [.pageScrolled("Page 2 of 2")]))
        #expect(element("carousel", in: scene)?.value == "Page 2")
        #expect(scene.perform(.scroll(.right), on: "carousel", at: .zero) == .handled)
        #expect(scene.perform(.scroll(.up), on: "carousel", at: .zero) == .unhandled)
        #expect(scene.perform(.scroll(.left), on: "title", at: .zero) == .unhandled)
    }

    // MARK: Navigation

    @Test func navigatePushesAFreshScreenAndPostsScreenChanged() throws {
        var scene = try makeScene()
        #expect(scene.perform(.activate, on: "lilly", at: .zero)
            == SceneResponse(isHandled: true, events: [.screenChanged(focus: nil)]))
        #expect(scene.currentScreenName == "detail")
        #expect(scene.render().name == "Lilly")
        #expect(scene.navigationDepth == 1)
        #expect(scene.perform(.activate, on: "title", at: .zero) == .unhandled)
    }

    @Test func backReturnsToThePreviousScreenInTheStateItWasLeft() throws {
        var scene = try makeScene()
        _ = scene.perform(.increment, on: "volume", at: .zero)
        _ = scene.perform(.activate, on: "lilly", at: .zero)
        _ = scene.perform(.activate, on: "counter", at: .zero)
        #expect(element("counter", in: scene)?.value == "1")
        #expect(scene.perform(.activate, on: "back", at: .zero)
            == SceneResponse(isHandled: true, events: [.screenChanged(focus: "lilly")]))
        #expect(scene.currentScreenName == nil)
        #expect(element("volume", in: scene)?.value == "Loud")
        _ = scene.perform(.activate, on: "lilly", at: .zero)
        #expect(element("counter", in: scene)?.value == "0")
    }

    @Test func dismissClosesThePresentedScreenAndWhatWasPushedOnIt() throws {
        var scene = try makeScene()
        _ = scene.perform(.activate, on: "lilly", at: .zero)
        #expect(scene.perform(.activate, on: "adopt", at: .zero) == .handled)
        #expect(scene.currentScreenName == "sheet")
        _ = scene.perform(.activate, on: "more", at: .zero)
        #expect(scene.currentScreenName == "detail")
        #expect(scene.navigationDepth == 3)
        _ = scene.perform(.activate, on: "adopt", at: .zero)
        #expect(scene.perform(.activate, on: "done", at: .zero)
            == SceneResponse(isHandled: true, events: [.screenChanged(focus: nil)]))
        #expect(scene.navigationDepth == 3)
        _ = scene.perform(.escape, on: "back", at: .zero)
        _ = scene.perform(.activate, on: "back", at: .zero)
        #expect(scene.currentScreenName == "sheet")
        _ = scene.perform(.activate, on: "done", at: .zero)
        #expect(scene.currentScreenName == "detail")
        #expect(scene.navigationDepth == 1)
    }

    @Test func dismissWithNothingPresentedGoesBack() throws {
        var scene = try makeScene()
        _ = scene.perform(.activate, on: "lilly", at: .zero)
        _ = scene.perform(.activate, on: "adopt", at: .zero)
        #expect(scene.perform(.escape, on: "done", at: .zero) == .handled)
        #expect(scene.currentScreenName == "detail")
    }

    @Test func effectsAfterANavigationChangeTheNewScreen() throws {
        var scene = try makeScene()
        let response = scene.perform(.customAction("Call shelter"), on: "lilly", at: .zero)
        #expect(response == SceneResponse(isHandled: true, events: [.layoutChanged(focus: "hang-up")]))
        #expect(scene.currentScreenName == "call")
        #expect(element("status", in: scene)?.value == "Calling")
        #expect(scene.perform(.activate, on: "hang-up", at: .zero)
            == SceneResponse(isHandled: true, events: [.layoutChanged(focus: "lilly")]))
        #expect(scene.currentScreenName == nil)
    }

    @Test func backOnTheFirstScreenDoesNothing() {
        let snapshot = Snapshot(
            screen: Screen(elements: [AccessibilityElement(id: "b", traits: [.button])]),
            behaviors: ["b": ElementBehavior(activate: [.back(), .dismiss()], escape: [.navigate(to: "missing")])])
        var scene = StaticScene(snapshot: snapshot)
        #expect(scene.perform(.activate, on: "b", at: .zero) == .handled)
        #expect(scene.perform(.escape, on: "b", at: .zero) == .handled)
        #expect(scene.navigationDepth == 0)
    }

    // MARK: Stepping

    @Test(arguments: [
        (String?.none, 1, false, "a"),
        (nil, -1, false, "c"),
        ("x", 1, true, "a"),
        ("a", 1, false, "b"),
        ("c", 1, false, "c"),
        ("a", -1, false, "a"),
        ("c", 1, true, "a"),
        ("a", -1, true, "c"),
        ("a", 5, true, "c"),
        ("b", -7, true, "a"),
        ("b", 9, false, "c"),
    ] as [(String?, Int, Bool, String)])
    func stepping(from value: String?, by step: Int, wraps: Bool, to expected: String) {
        #expect(StaticScene.stepped(value, through: ["a", "b", "c"], by: step, wraps: wraps) == expected)
    }
}
