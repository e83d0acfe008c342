import AccessibilityTree
import AssistiveTechnologies
import Foundation
import Scenes
import SwiftUIFrontEnd
import Testing

/// The talks' apps run from their SwiftUI source (`Examples/*/After`) with the talks' own
/// gestures: the utterances each talk quotes come out, in order, from the app's own actions and
/// state (docs/live-source.md).
@Suite struct SourceSceneTalkTests {
    /// The scene of the folder's first preview, run from source.
    static func scene(_ folder: String) throws -> SourceScene {
        let path = ExampleParityCase.examplesFolder.appendingPathComponent(folder).path
        let files = try SwiftUIFrontEnd.parse(paths: [path])
        let entry = try #require(SwiftUIFrontEnd.entryPoints(in: files).first)
        return SourceScene(entry: entry, files: files, settings: AccessibilitySettings())
    }

    static func said(_ utterances: [Utterance]) -> [String] { utterances.map(\.text) }

    /// WWDC 2018 session 230: "Dog picker. Pinky. Adjustable. Swipe up or down with one finger
    /// to adjust the value. … Layla. … Pinky. … Favorite, off, button, show gallery, button."
    @Test func dogPickerAdjustsToLaylaAndBack() throws {
        var voiceOver = VoiceOver(scene: try Self.scene("ExceptionalDogs/After"))
        #expect(Self.said(voiceOver.turnOn(appName: "Exceptional Dogs")) == [
            "VoiceOver on.", "Exceptional Dogs", "Dog picker: Pinky. Adjustable.",
            "Swipe up or down with one finger to adjust the value.",
        ])
        #expect(Self.said(voiceOver.perform(script: [.swipeUp])) == ["Layla"])
        #expect(Self.said(voiceOver.perform(script: [.swipeDown])) == ["Pinky"])
        #expect(Self.said(voiceOver.perform(script: [.swipeRight, .swipeRight, .swipeRight])) == [
            "Favorite: off. Button.", "Show gallery. Button.", "Name, Pinky",
        ])
    }

    /// The picker's action sets the parent's `selection` through a binding: the stats below it
    /// (another view reading the same state) and the gallery button follow the dog.
    @Test func theParentsStateFollowsThePicker() throws {
        var voiceOver = VoiceOver(scene: try Self.scene("ExceptionalDogs/After"))
        voiceOver.start()
        voiceOver.perform(script: [.swipeUp])
        // Layla has one picture: no gallery button.
        #expect(Self.said(voiceOver.perform(script: [.swipeRight, .swipeRight])) == ["Favorite: off. Button.", "Name, Layla"])
        #expect(Self.said(voiceOver.perform(script: [.swipeLeft, .doubleTap])) == ["Favorite: off. Button.", "Favorite: on. Button."])
        #expect(Self.said(voiceOver.perform(script: [.swipeLeft])) == ["Dog picker: Layla, favorite. Adjustable.",
                                                                       "Swipe up or down with one finger to adjust the value."])
    }

    /// WWDC 2026 session 220: "Coffee dispenser, 6 ounces, adjustable." … "7 ounces." "8 ounces."
    /// "7 ounces." "6 ounces."
    @Test func coffeePoursSevenEightSevenSix() throws {
        var voiceOver = VoiceOver(scene: try Self.scene("CoffeeDispenser/After"))
        voiceOver.start()
        #expect(Self.said(voiceOver.perform(script: [.swipeRight])) == [
            "Coffee dispenser: 6 ounces. Adjustable.", "Swipe up or down with one finger to adjust the value.",
        ])
        #expect(Self.said(voiceOver.perform(script: [.swipeUp, .swipeUp, .swipeDown, .swipeDown]))
                == ["7 ounces", "8 ounces", "7 ounces", "6 ounces"])
    }

    /// "Information gets through": "If it is not a favourite, VoiceOver says, 'Add to
    /// favourites.' If it is already a favourite, it says, 'Remove from favourites.'"
    @Test func favouriteTogglesToRemoveFromFavourites() throws {
        var voiceOver = VoiceOver(scene: try Self.scene("ConferenceApp/After"))
        voiceOver.start()
        #expect(Self.said(voiceOver.perform(script: [.swipeRight, .swipeRight])).last == "Add to favourites. Button.")
        #expect(Self.said(voiceOver.perform(script: [.doubleTap])) == ["Remove from favourites. Button."])
        #expect(Self.said(voiceOver.perform(script: [.doubleTap])) == ["Add to favourites. Button."])
    }

    /// WWDC 2026 session 220's equalizer: "Move down." "Move up." "Move right." "Move left."
    /// "Move right." "Move up." "Frequency 0, amplitude 20." "… 30." "… 40."
    @Test func equalizerActionsMoveAndAnnounce() throws {
        var voiceOver = VoiceOver(scene: try Self.scene("EqualizerPad/After"))
        voiceOver.verbosity.speaksCustomActionsHint = true
        #expect(Self.said(voiceOver.start()) == [
            "Filter chart: frequency 0, amplitude 10",
            "Double tap and hold, then drag to adjust filters. The bounds of the chart axis are set to -100 to 100.",
            "Actions available.", "Swipe up or down to select a custom action, then double tap to activate.",
        ])
        #expect(Self.said(voiceOver.perform(script: [.swipeDown, .swipeDown, .swipeDown, .swipeDown, .swipeUp, .swipeUp]))
                == ["Move down", "Move up", "Move right", "Move left", "Move right", "Move up"])
        #expect(Self.said(voiceOver.perform(script: [.doubleTap, .doubleTap, .doubleTap]))
                == ["Frequency 0, amplitude 20", "Frequency 0, amplitude 30", "Frequency 0, amplitude 40"])
    }

    /// WWDC 2026 session 220's cat: its custom actions react, and the app announces the reaction.
    @Test func catCustomActionsReact() throws {
        var voiceOver = VoiceOver(scene: try Self.scene("VirtualCat/After"))
        #expect(Self.said(voiceOver.start()) == [
            "Virtual cat: sleeping", "Activate to start direct touch interaction.", "Actions available.",
        ])
        #expect(Self.said(voiceOver.perform(script: [.swipeDown, .doubleTap, .swipeDown, .doubleTap, .swipeDown, .doubleTap]))
                == ["Pet", "Purring", "Tap", "Meowing", "Pinch", "Hissing"])
        #expect(Self.said(voiceOver.perform(script: [.swipeRight, .swipeLeft]))
                == ["Touch the cat to interact.", "Virtual cat: hissing", "Activate to start direct touch interaction.", "Actions available."])
    }

    /// WWDC 2016 session 202's Hazards rotor, its entries lowered from `.accessibilityRotor`:
    /// it jumps between the hazard steps and stops at the end.
    @Test func hazardsRotorJumpsBetweenHazards() throws {
        var voiceOver = VoiceOver(scene: try Self.scene("DogRoutePro/After"))
        voiceOver.start()
        #expect(Self.said(voiceOver.perform(script: [.touch(Point(x: 196, y: 606))])) == ["Park gate, Start at the north entrance"])
        #expect(Self.said(voiceOver.perform(script: [.rotorClockwise, .swipeDown, .swipeDown, .swipeDown, .swipeUp]))
                == ["Hazards", "Old mill bridge", "Main road crossing", "(boundary)", "Old mill bridge"])
    }
}
