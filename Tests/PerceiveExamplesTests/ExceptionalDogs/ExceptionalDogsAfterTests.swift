import AccessibilityTree
import AssistiveTechnologies
import PerceiveExamples
import Scenes
import Testing

/// The 2018 talk's second demo ("the new and improved experience"), quote by quote.
@Suite struct ExceptionalDogsAfterTests {
    let scene = ExceptionalDogsScene(variant: .after)

    @Test func dogPickerAdjustsThenButtonsAndGroupedStatsFollow() throws {
        // "VoiceOver on. Exceptional Dogs. Dog picker. Pinky. Adjustable. Swipe up or down with
        // one finger to adjust the value." … "Layla" … "Pinky" … "Favorite, off, button, show
        // gallery, button" … "Name, Pinky" … "Breed, mixed. Age, 7.0 years."
        try walk(scene, appName: "Exceptional Dogs",
                 start: ["Exceptional Dogs", "Dog picker. Pinky. Adjustable.",
                         "Swipe up or down with one finger to adjust the value."], [
                    TalkStep("up", "Layla"),
                    TalkStep("down", "Pinky"),
                    TalkStep("right", "Favorite, off, button"),
                    TalkStep("right", "Show gallery, button"),
                    TalkStep("right", "Name, Pinky"),
                    TalkStep("right", "Breed, mixed"),
                    TalkStep("right", "Age, 7.0 years"),
                 ])
    }

    @Test func voiceOverTurnsOnWithTheAppNameAndOffAtTheEnd() {
        // "VoiceOver on. Exceptional Dogs. Dog picker. Pinky. Adjustable." … "This is a much better
        // experience now. VoiceOver off."
        var voiceOver = VoiceOver(scene: scene)
        let opened = voiceOver.turnOn(appName: "Exceptional Dogs")
        let quoted = ["VoiceOver on.", "Exceptional Dogs", "Dog picker. Pinky. Adjustable."]
        #expect(TalkStep(gesture: "on", quotes: quoted, match: .inOrder).isMatched(by: opened), "said \(opened.map(\.text))")
        #expect(opened.map(\.kind) == [.status, .screen, .element, .hint])
        #expect(voiceOver.turnOff().map(\.text) == ["VoiceOver off."])
    }

    @Test func shelterIsOneElementWithActions() throws {
        // "I'll place my finger over the name of the shelter now. Skyler's animal shelter.
        // Actions available."
        let voiceOver = try walk(scene, [TalkStep("touch(139,726)", "Skyler's animal shelter", "Actions available")])
        #expect(voiceOver.focusedElement?.customActions.map(\.name) == ["Open address in maps", "Call"])
        // The actions, in the talk's order, one swipe each.
        try walk(scene, [
            TalkStep("touch(139,726)", "Skyler's animal shelter", "Actions available"),
            TalkStep("down", "Open address in maps"),
            TalkStep("down", "Call"),
        ])
    }

    @Test func shelterActionsOnSwipeUpAsInTheTalk() throws {
        // "let's swipe up to hear them. Open address in maps. Call."
        try walk(scene, [
            TalkStep("touch(139,726)", "Skyler's animal shelter", "Actions available"),
            TalkStep("up", "Open address in maps"),
            TalkStep("up", "Call"),
        ])
    }

    @Test func galleryIsModalAndAnnouncedWithScreenChanged() throws {
        // "I'll activate the modal view by double tapping on the gallery button. Show gallery,
        // button. Picture one of Pinky. Image. … Picture two of, picture three, close, … button.
        // Focus no longer goes behind the modal view."
        var voiceOver = try walk(scene, [
            TalkStep("touch(347,434)", "Show gallery, button"),
            TalkStep("doubletap", "Picture one of Pinky. Image."),
            TalkStep("right", "Picture two of", match: .inOrder),
            TalkStep("right", "Picture three", match: .inOrder),
            TalkStep("right", "Close, button"),
        ])
        let galleryIDs: Set<ElementID> = ["picture-1", "picture-2", "picture-3", "close-gallery"]
        for gesture in [VoiceOverGesture.swipeRight, .swipeRight, .swipeLeft, .swipeLeft, .swipeLeft, .swipeLeft, .swipeLeft] {
            voiceOver.perform(gesture)
            #expect(voiceOver.focusedElement.map { galleryIDs.contains($0.id) } == true)
        }
        #expect(voiceOver.focusedElement?.id == "picture-1")
    }

    @Test func swipingQuicklyThroughTheGalleryCutsEachPictureOffAsInTheTalk() throws {
        // "I'll swipe from left-to-right to navigate through it. Picture two of, picture three,
        // close, close, close, button. Focus no longer goes behind the modal view."
        var voiceOver = try walk(scene, [
            TalkStep("touch(347,434)", "Show gallery, button"),
            TalkStep("doubletap", "Picture one of Pinky. Image."),
        ])
        voiceOver.speechRate = .typical
        let start = voiceOver.transcript.utterances.count
        voiceOver.perform(script: try VoiceOverGesture.parseScript("right,wait(0.6),right,wait(0.2),right,right,right"))
        let said = Array(voiceOver.transcript.utterances[start...])
        #expect(said.map(\.heardText) == ["Picture two of", "Picture three", "Close.", "(boundary)", "Close.", "(boundary)",
                                           "Close. Button."])
        #expect(said.map(\.heardWordCount) == [3, 2, 1, nil, 1, nil, nil])
        let heard = said.filter { $0.kind != .boundary }.map(\.heardText).joined(separator: ", ")
        #expect(SpokenText.matches(heard, "Picture two of, picture three, close, close, close, button"))
        #expect(voiceOver.focusedElement?.id == "close-gallery")
    }

    @Test func closingTheGalleryReturnsToTheGalleryButton() throws {
        try walk(scene, [
            TalkStep("touch(347,434)", "Show gallery, button"),
            TalkStep("doubletap", "Picture one of Pinky. Image."),
            TalkStep("touch(196,802)", "Close, button"),
            TalkStep("doubletap", "Show gallery, button"),
        ])
    }

    @Test func adjustingPostsLayoutChangedAndTheStatsFollowTheDog() throws {
        var app = scene
        #expect(app.perform(.increment, on: "dog-picker", at: .zero).events == [.layoutChanged(focus: nil)])
        #expect(app.currentDogIndex == 1)
        // Layla has one picture, so no gallery button: right goes from the favourite to her stats.
        try walk(scene, [
            TalkStep("up", "Layla"),
            TalkStep("right", "Favorite, off, button"),
            TalkStep("right", "Name, Layla"),
            TalkStep("right", "Breed, Labrador"),
        ])
    }

    @Test func pickerStopsAtEitherEnd() {
        var app = ExceptionalDogsScene(variant: .after, currentDogIndex: 3)
        #expect(app.perform(.increment, on: "dog-picker", at: .zero) == .unhandled)
        #expect(app.perform(.decrement, on: "dog-picker", at: .zero).isHandled)
        #expect(app.currentDogIndex == 2)
    }

    @Test func favoritingShowsInTheButtonAndThePickerValue() throws {
        var voiceOver = try walk(scene, [TalkStep("right", "Favorite, off, button")])
        voiceOver.perform(.doubleTap)
        #expect(voiceOver.focusedElement?.value == "on")
        try walkFrom(&voiceOver, [
            TalkStep("left", "Dog picker, Pinky, favorite, adjustable",
                     "Swipe up or down with one finger to adjust the value."),
        ])
    }

    @Test func galleryOpeningPostsScreenChanged() {
        var app = scene
        #expect(app.perform(.activate, on: "show-gallery", at: .zero).events == [.screenChanged(focus: nil)])
        #expect(app.isGalleryOpen)
        #expect(app.render().root.children.last?.isModal == true)
    }
}
