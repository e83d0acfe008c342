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

    /// WWDC 2018 session 230, first demo (the before-app), every quote in order (runs 1–11 of
    /// docs/live-source.md): "VoiceOver on. Exceptional Dogs. Pinky. … Layla, Bro, Pudding.
    /// Favorite off button, Pudding, Bro." "VoiceOver was able to correctly scroll through the
    /// carousel": focusing a dog scrolls the carousel to it and its `scrollPosition(id:
    /// $selection)` follows, so the gallery opened next is Bro's. The gallery is added on top in
    /// a `ZStack` and read by position, before the dogs it covers: "Picture two of Bro. Picture
    /// three of Bro. Pinky. Layla." Closing it removes the focused Close, and focus goes to the
    /// first dog on screen, Layla, whose stats follow. (The layout from source puts the favourite
    /// button at (46, 393), the gallery button at (347, 393), the first picture under (196, 300),
    /// Close at (57, 77), the stats' first title at (166, 447) and the shelter at (100, 705).)
    @Test func theFirstDemoFromSourceSaysEveryQuote() throws {
        var voiceOver = VoiceOver(scene: try Self.scene("ExceptionalDogs/Before"))
        #expect(Self.said(voiceOver.turnOn(appName: "Exceptional Dogs")) == ["VoiceOver on.", "Exceptional Dogs", "Pinky"])
        #expect(Self.said(voiceOver.perform(script: [.swipeRight, .swipeRight, .swipeRight, .swipeRight, .swipeLeft, .swipeLeft]))
                == ["Layla", "Bro", "Pudding", "Favorite: off. Button.", "Pudding", "Bro"])
        #expect(Self.said(voiceOver.perform(script: [.touch(Point(x: 46, y: 393))])) == ["Favorite: off. Button."])
        let galleryButton = Point(x: 347, y: 393)
        #expect(Self.said(voiceOver.perform(script: [.touch(galleryButton), .touch(galleryButton), .doubleTap]))
                == ["Show gallery", "Show gallery"])
        #expect(Self.said(voiceOver.perform(script: [.touch(Point(x: 196, y: 300))])) == ["Picture one of Bro. Image."])
        #expect(Self.said(voiceOver.perform(script: [.swipeRight, .swipeRight, .swipeRight]))
                == ["Picture two of Bro. Image.", "Picture three of Bro. Image.", "Pinky"])
        #expect(Self.said(voiceOver.perform(script: [.swipeRight])) == ["Layla"])
        #expect(Self.said(voiceOver.perform(script: [.touch(Point(x: 57, y: 77)), .doubleTap])) == ["Close. Button.", "Layla"])
        #expect(Self.said(voiceOver.perform(script: [.touch(Point(x: 166, y: 447)), .swipeRight, .swipeRight, .swipeRight]))
                == ["Name", "Breed", "Layla", "Labrador"])
        #expect(Self.said(voiceOver.perform(script: [.touch(Point(x: 100, y: 705))])) == ["Skyler's animal shelter"])
        #expect(Self.said(voiceOver.perform(script: [.swipeRight, .swipeRight])) == ["Open address in maps. Button.", "Call. Button."])
        #expect(Self.said(voiceOver.turnOff()) == ["VoiceOver off."])
    }

    /// WWDC 2018 session 230, second demo (the after-app), runs 12–24 of docs/live-source.md:
    /// "… Name, Pinky. … Breed, mixed. Age, 7.0 years." "Skyler's animal shelter. Actions
    /// available. … Open address in maps. Call." "Show gallery, button. Picture one of Pinky.
    /// Image. … Picture two of, picture three, close, … button." "VoiceOver off." (The cut-off
    /// words are asserted by `VoiceOverSwiftUITests.theTalksSecondDemoFromSourceSaysWhatTheSceneSays`.)
    @Test func theSecondDemoFromSourceSaysEveryQuote() throws {
        var voiceOver = VoiceOver(scene: try Self.scene("ExceptionalDogs/After"))
        voiceOver.turnOn(appName: "Exceptional Dogs")
        #expect(Self.said(voiceOver.perform(script: [.swipeUp, .swipeDown, .swipeRight, .swipeRight, .swipeRight, .swipeRight, .swipeRight]))
                == ["Layla", "Pinky", "Favorite: off. Button.", "Show gallery. Button.", "Name, Pinky", "Breed, mixed", "Age, 7.0 years"])
        #expect(Self.said(voiceOver.perform(script: [.touch(Point(x: 100, y: 705))])) == ["Skyler's animal shelter", "Actions available."])
        #expect(Self.said(voiceOver.perform(script: [.swipeUp, .swipeUp])) == ["Open address in maps", "Call"])
        #expect(Self.said(voiceOver.perform(script: [.touch(Point(x: 347, y: 393)), .doubleTap]))
                == ["Show gallery. Button.", "Picture one of Pinky. Image."])
        #expect(Self.said(voiceOver.perform(script: [.swipeRight, .swipeRight, .swipeRight, .swipeRight, .swipeRight]))
                == ["Picture two of Pinky. Image.", "Picture three of Pinky. Image.", "Close. Button.",
                    "(boundary)", "Close. Button.", "(boundary)", "Close. Button."])
        #expect(Self.said(voiceOver.turnOff()) == ["VoiceOver off."])
    }

    /// The quotes VoiceOver says on reaching an element, from source (docs/live-source.md, runs
    /// 25–29 and 57–63 of session 220, runs 1–4 of the conference talk): the standard slider
    /// (2:50), the coffee dispenser before (4:39) and after its fix (6:11, again at 8:02), the
    /// cat touched once its direct touch is on (15:09), and the conference app's session page.
    @Test func whatEachElementSaysFromSource() throws {
        var brightness = VoiceOver(scene: try Self.scene("BrightnessSlider/After"))
        #expect(Self.said(brightness.start()) == ["Brightness: 50%. Adjustable.", "Swipe up or down with one finger to adjust the value."])
        var before = VoiceOver(scene: try Self.scene("CoffeeDispenser/Before"))
        #expect(Self.said(before.start() + before.perform(script: [.swipeRight, .swipeRight]))
                == ["Settings. Button.", "6 ounces", "Drag up or down on the cup."])
        var after = VoiceOver(scene: try Self.scene("CoffeeDispenser/After"))
        after.start()
        #expect(Self.said(after.perform(script: [.swipeRight]))
                == ["Coffee dispenser: 6 ounces. Adjustable.", "Swipe up or down with one finger to adjust the value."])
        var cat = VoiceOver(scene: try Self.scene("VirtualCat/After"))
        cat.start()
        #expect(Self.said(cat.perform(script: [.doubleTap, .touch(Point(x: 196, y: 370))])) == ["Virtual cat: sleeping"])
        var conference = VoiceOver(scene: try Self.scene("ConferenceApp/After"))
        let page = Self.said(conference.start() + conference.perform(script: Array(repeating: .swipeRight, count: 9)))
        #expect(page.filter { ["Add to favourites. Button.", "LinkedIn account. Link.", "Open in Maps. Button."].contains($0) }
                == ["Add to favourites. Button.", "LinkedIn account. Link.", "Open in Maps. Button."])
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

    /// WWDC 2026 session 220 at 8:02, the passthrough pour: "Six… 6.4 ounces." "… 8.3 oun… 8.4
    /// ounces." "8.5 oun… 8.6 ounces." "8.7 ounces." "8.8 ou… 9… 9.5 ounces." The cup's own
    /// `DragGesture` runs under the finger from its activation point; `onChange(of: ounces)`
    /// announces, throttled on `Date()` read from the simulator's clock. The finger changes the
    /// level every 0.3 s (a tenth of an ounce is 3 pt of the 360 pt cup).
    static let pour: [(seconds: Double, ounces: Double)] = [
        (0, 6), (0.1, 6.4), (0.4, 8.3), (0.7, 8.4), (1.0, 8.5), (1.3, 8.6), (1.6, 8.7), (1.9, 8.8), (2.2, 9), (2.5, 9.5),
    ]

    @Test func coffeePassthroughAnnouncesTheLevelFromTheAppsOwnThrottle() throws {
        var voiceOver = VoiceOver(scene: try Self.scene("CoffeeDispenser/After"))
        voiceOver.start()
        voiceOver.perform(script: [.swipeRight])
        let path = Self.pour.map { DragStep(x: 0, y: -($0.ounces - 6) * 30, seconds: $0.seconds) }
        let said = voiceOver.perform(.holdAndDrag(path))
        #expect(said.map(\.kind) == Array(repeating: .announcement, count: 9))
        #expect(Self.said(said) == ["6.4 ounces", "8.3 ounces", "8.4 ounces", "8.5 ounces", "8.6 ounces", "8.7 ounces",
                                    "8.8 ounces", "9 ounces", "9.5 ounces"])
        #expect(voiceOver.focusedElement?.value == "9.5 ounces")
    }

    /// The same pour with changes 0.1 s apart: `onChange` runs on each change, and the app's
    /// throttle speaks a change only 0.3 s after the last it spoke (8.3 at 0.4 s, not 8.4 at 0.5 s).
    @Test func coffeePassthroughSkipsChangesWithinThreeTenths() throws {
        var voiceOver = VoiceOver(scene: try Self.scene("CoffeeDispenser/After"))
        voiceOver.start()
        voiceOver.perform(script: [.swipeRight])
        let levels = [6, 6.4, 6.9, 7.5, 8.3, 8.4, 8.5, 8.6]
        let path = levels.enumerated().map { DragStep(x: 0, y: -($0.element - 6) * 30, seconds: Double($0.offset) / 10) }
        #expect(Self.said(voiceOver.perform(.holdAndDrag(path))) == ["6.4 ounces", "8.3 ounces", "8.6 ounces"])
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

    /// WWDC 2026 session 220 at 12:19, the cat before its fix: "Cat fill. Space. Image." "Touch
    /// the cat to interact." `Image("cat_fill_space")` is labelled with its asset's name, spoken
    /// with the underscores as word breaks; the talk's full stops are the transcriber's pauses.
    @Test func theCatBeforeItsFixIsItsAssetName() throws {
        var voiceOver = VoiceOver(scene: try Self.scene("VirtualCat/Before"))
        let said = Self.said(voiceOver.start() + voiceOver.perform(script: [.swipeRight]))
        #expect(said == ["cat fill space. Image.", "Touch the cat to interact."])
        #expect(SpokenText.matches(said[0], "Cat fill. Space. Image."))
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
