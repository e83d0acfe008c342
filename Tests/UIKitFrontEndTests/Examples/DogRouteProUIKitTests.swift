import AccessibilityTree
import AssistiveTechnologies
import Foundation
import PerceiveExamples
import Scenes
import Testing
import UIKitFrontEnd

/// The UIKit DogRoutePro (`Examples/DogRoutePro/UIKit`), heard through the UIKit front end: the
/// *after* says what the built-in scene of WWDC 2016 session 202 says, gesture by gesture, from
/// the route list through a route's detail and back; the *before* has the problems the talk names.
@Suite struct DogRouteProUIKitTests {
    static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Examples/DogRoutePro/UIKit").path

    static func uikitScene(_ variant: String) throws -> UIKitScene {
        let scenes = try UIKitFrontEnd.scenes(forPaths: [examples + "/" + variant])
        #expect(scenes.map(\.className) == ["RouteListViewController"])
        return try #require(scenes.first)
    }

    /// The texts spoken, one per utterance.
    static func said(_ scene: any Scene, _ gestures: String) throws -> [String] {
        try ExceptionalDogsUIKitTests.said(scene, gestures)
    }

    @Test(arguments: [
        // The route list: the cells say "Button"; each favourite button names its route.
        "right,right,right,right,right,right,right",
        // Favouriting a route: the button says "Selected".
        "right,right,doubletap,left,right",
        // Opening a route: screen changed, the back button, the title, the graph's four bars.
        "right,doubletap,right,right,right,right,right,right,right,right,right,right,right,right,right,right,right,right,right",
        // The map's rotors: Route Steps in walking order, Hazards between hazards.
        "right,doubletap,right,right,right,right,right,right,right,rotor,down,down,down,rotor,down,down,down",
        "right,doubletap,right,right,right,right,right,right,right,rotor,rotor,down,down,up",
        // The step list's Hazards rotor.
        "right,doubletap,right,right,right,right,right,right,right,right,right,right,right,right,rotor,down,down,up",
        // Back to the route list.
        "right,doubletap,doubletap,right,right",
    ])
    func speaksWhatTheBuiltInSceneSays(_ gestures: String) throws {
        let builtIn = try Self.said(DogRouteProScene(variant: .after), gestures)
        let uikit = try Self.said(try Self.uikitScene("After"), gestures)
        #expect(uikit == builtIn)
    }

    @Test func theTalksFixesComeOutWordForWord() throws {
        let said = try Self.said(try Self.uikitScene("After"), "right,right,doubletap,left,doubletap,right,right,right,right,right,right")
        #expect(said == ["Routes. Heading.", "Riverside Loop, 2.4 miles. Button.", "Favorite Riverside Loop. Button.",
                         "Selected: Favorite Riverside Loop. Button.", "Riverside Loop, 2.4 miles. Button.",
                         "Routes. Back Button.", "Riverside Loop. Heading.", "Ratings. Heading.",
                         "Distractions: rated 2 of 5", "Smells: rated 4 of 5", "Greenery: rated 5 of 5",
                         "Friends: rated 3 of 5"])
    }

    @Test func theRotorsListTheirEntries() throws {
        var scene = try Self.uikitScene("After")
        let cell = try #require(scene.render().exposedNodes.first { $0.label == "Riverside Loop, 2.4 miles" })
        #expect(scene.perform(.activate, on: cell.id, at: .zero).events == [.screenChanged(focus: nil)])
        let screen = scene.render()
        let labels = Dictionary(screen.exposedNodes.map { ($0.id, $0.label ?? "") }, uniquingKeysWith: { first, _ in first })
        let rotors = screen.exposedNodes.flatMap(\.customRotors).map { rotor in
            "\(rotor.name): " + rotor.entries.map { labels[$0.target] ?? "?" }.joined(separator: "; ")
        }
        #expect(rotors == [
            "Route Steps: Park gate; Old mill bridge; Duck pond; Main road crossing; Dog park; Café terrace",
            "Hazards: Old mill bridge; Main road crossing",
            "Hazards: Old mill bridge, Cross the river. Hazard. Loose planks; Main road crossing, Cross at the lights. Hazard. Busy traffic",
        ])
    }

    @Test func theGraphBarsAreFramedInTheGraphsSpace() throws {
        var scene = try Self.uikitScene("After")
        let cell = try #require(scene.render().exposedNodes.first { $0.label == "Riverside Loop, 2.4 miles" })
        _ = scene.perform(.activate, on: cell.id, at: .zero)
        let bars = scene.render().exposedNodes.filter { ["Distractions", "Smells", "Greenery", "Friends"].contains($0.label) }
        #expect(bars.map(\.value) == ["rated 2 of 5", "rated 4 of 5", "rated 5 of 5", "rated 3 of 5"])
        let frames = bars.compactMap(\.frame)
        // Each bar (22 pt a rating point) with its name below (24 pt), 84 pt apart, on one baseline.
        #expect(frames.map(\.size) == [Size(width: 72, height: 68), Size(width: 72, height: 112),
                                       Size(width: 72, height: 134), Size(width: 72, height: 90)])
        #expect(Set(frames.map(\.maxY)).count == 1)
        #expect(frames.map { $0.minX - frames[0].minX } == [0, 84, 168, 252])
    }

    @Test func theBeforeHasTheProblemsTheTalkNames() throws {
        let said = try Self.said(try Self.uikitScene("Before"), "right,right,right,doubletap,right,right,right,right,right,right")
        #expect(said == ["Routes. Heading.", "Riverside Loop, 2.4 miles", "fav star outline. Button.",
                         "Harbor Walk, 1.8 miles", "Routes. Back Button.", "Harbor Walk. Heading.", "Ratings. Heading.",
                         "Distractions", "Smells", "Greenery", "Friends"])
        var scene = try Self.uikitScene("Before")
        let cell = try #require(scene.render().exposedNodes.first { $0.label == "Riverside Loop, 2.4 miles" })
        _ = scene.perform(.activate, on: cell.id, at: .zero)
        let detail = scene.render().exposedNodes
        #expect(detail.flatMap(\.customRotors).isEmpty)
        #expect(detail.contains { $0.label == "Old mill bridge, Cross the river" })
    }
}

/// The UIKit examples are ordinary code the front end must read whole: nothing skipped or guessed.
@Suite struct UIKitExamplesEvaluationTests {
    @Test(arguments: ["DogRoutePro/UIKit/Before", "DogRoutePro/UIKit/After",
                      "ExceptionalDogs/UIKit/Before", "ExceptionalDogs/UIKit/After"])
    func lowersWithoutDiagnostics(_ folder: String) throws {
        let path = DogRouteProUIKitTests.examples.replacingOccurrences(of: "DogRoutePro/UIKit", with: folder)
        let scenes = try UIKitFrontEnd.scenes(forPaths: [path])
        #expect(scenes.count == 1)
        #expect(scenes.flatMap(\.diagnostics).isEmpty)
    }
}
