import AccessibilityTree
import AssistiveTechnologies
import Foundation
import PerceiveExamples
import Scenes
import Testing
import UIKitFrontEnd

/// The UIKit Exceptional Dogs *after* (`Examples/ExceptionalDogs/UIKit/After`), heard through
/// the UIKit front end, says what the built-in scene of the 2018 talk says, gesture by gesture.
@Suite struct ExceptionalDogsUIKitTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Examples/ExceptionalDogs/UIKit/After").path

    static func uikitScene() throws -> UIKitScene {
        let scenes = try UIKitFrontEnd.scenes(forPaths: [folder])
        #expect(scenes.map(\.className) == ["DogViewController"])
        return try #require(scenes.first)
    }

    /// The texts spoken, one per utterance.
    static func said(_ scene: any Scene, _ gestures: String) throws -> [String] {
        try TranscriptRecording.transcript(of: scene, gestures: gestures).utterances.map(\.text)
    }

    @Test(arguments: [
        // The carousel adjusts: "Dog picker. Pinky. Adjustable." … "Layla" … "Pinky", then the buttons and the stats.
        "up,down,right,right,right,right,right",
        // Layla has no gallery: right goes from the favourite button to her stats.
        "up,right,right,right",
        // Favouriting shows in the button and in the picker's value.
        "right,doubletap,left",
        // The shelter is one element with the actions "Open address in maps" and "Call".
        "right,right,right,right,right,right,right,right,right,right,down,down,up",
        // The gallery opens with screen-changed and keeps focus inside it.
        "right,right,doubletap,right,right,right,right,left,left,left,left,left",
        // The whole screen, swipe by swipe.
        "right,right,right,right,right,right,right,right,right,right,right",
    ])
    func speaksWhatTheBuiltInSceneSays(_ gestures: String) throws {
        let builtIn = try Self.said(ExceptionalDogsScene(variant: .after), gestures)
        let uikit = try Self.said(try Self.uikitScene(), gestures)
        #expect(uikit == builtIn)
    }

    @Test func talkQuotesComeOutWordForWord() throws {
        let said = try Self.said(try Self.uikitScene(), "up,down,right,right,right,right,right")
        #expect(said == ["Dog picker: Pinky. Adjustable.", "Swipe up or down with one finger to adjust the value.",
                         "Layla", "Pinky", "Favorite: off. Button.", "Show gallery. Button.",
                         "Name, Pinky", "Breed, mixed", "Age, 7.0 years"])
    }

    @Test func customActionsRunTheirMethods() throws {
        var scene = try Self.uikitScene()
        let shelter = try #require(scene.render().exposedNodes.first { $0.label == "Skyler's animal shelter" })
        #expect(shelter.customActions.map(\.name) == ["Open address in maps", "Call"])
        #expect(scene.perform(.customAction("Call"), on: shelter.id, at: .zero).isHandled)
        #expect(scene.perform(.customAction("Fetch"), on: shelter.id, at: .zero) == .unhandled)
    }

    @Test func incrementPostsLayoutChangedAndTheStatsFollow() throws {
        var scene = try Self.uikitScene()
        let picker = try #require(scene.render().exposedNodes.first { $0.label == "Dog picker" })
        #expect(scene.perform(.increment, on: picker.id, at: .zero).events == [.layoutChanged(focus: nil)])
        let labels = scene.render().exposedNodes.compactMap(\.label)
        #expect(labels.contains("Name, Layla"))
        #expect(!labels.contains("Show gallery"))
    }
}

/// The UIKit Exceptional Dogs *before* (`Examples/ExceptionalDogs/UIKit/Before`): the app as the
/// 2018 talk starts.
@Suite struct ExceptionalDogsUIKitBeforeTests {
    static let folder = ExceptionalDogsUIKitTests.folder.replacingOccurrences(of: "/UIKit/After", with: "/UIKit/Before")

    static func scene() throws -> UIKitScene {
        try #require(try UIKitFrontEnd.scenes(forPaths: [folder]).first)
    }

    @Test func voiceOverWalksTheCarouselCellByCellThenTheStatsOneByOne() throws {
        let said = try ExceptionalDogsUIKitTests.said(try Self.scene(), "right,right,right,right,right,right,right,right,right,right")
        #expect(said == ["Pinky", "Layla", "Bro", "Pudding", "Favorite: off. Button.", "Show gallery. Image.",
                         "Name", "Breed", "Pinky", "mixed", "Age"])
    }

    @Test func theShelterIsThreeElementsWithoutActions() throws {
        let nodes = try Self.scene().render().exposedNodes
        let shelter = nodes.filter { ["Skyler's animal shelter", "Open address in maps", "Call"].contains($0.label) }
        #expect(shelter.map(\.label) == ["Skyler's animal shelter", "Open address in maps", "Call"])
        #expect(nodes.allSatisfy { $0.customActions.isEmpty && !$0.traits.contains(.adjustable) })
    }

    @Test func theGalleryOpensWithoutScreenChangedAndIsNotModal() throws {
        var scene = try Self.scene()
        let gallery = try #require(scene.render().exposedNodes.first { $0.label == "Show gallery" })
        let response = scene.perform(.activate, on: gallery.id, at: .zero)
        #expect(response.isHandled)
        #expect(response.events.isEmpty)
        let labels = scene.render().exposedNodes.compactMap(\.label)
        #expect(labels.suffix(4) == ["Picture one of Pinky", "Picture two of Pinky", "Picture three of Pinky", "Close"])
        #expect(labels.contains("Call"))
        #expect(!scene.render().exposedNodes.contains { $0.isModal })
    }
}
