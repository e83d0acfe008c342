import AccessibilityTree
import AssistiveTechnologies
import PerceiveExamples
import Scenes
import Testing

/// The 2018 talk's audit of the original app ("VoiceOver on. Exceptional Dogs. Pinky."), quote by quote.
@Suite struct ExceptionalDogsBeforeTests {
    let scene = ExceptionalDogsScene(variant: .before)

    @Test func voiceOverTurnsOnWithTheAppNameAndOffAtTheEnd() {
        // "VoiceOver on. Exceptional Dogs. Pinky." … "VoiceOver off. So we found a couple of issues here."
        var voiceOver = VoiceOver(scene: scene)
        let opened = voiceOver.turnOn(appName: "Exceptional Dogs")
        #expect(TalkStep(gesture: "on", quotes: ["VoiceOver on.", "Exceptional Dogs", "Pinky"], match: .exactly)
            .isMatched(by: opened), "said \(opened.map(\.text))")
        #expect(voiceOver.turnOff().map(\.text) == ["VoiceOver off."])
    }

    @Test func buttonsComeOnlyAfterTheLastDog() throws {
        // "Pinky. … Layla, Bro, Pudding. Favorite off button, Pudding, Bro." then "I could, of
        // course, still get to the favorite button by placing my finger on it like this.
        // Favorite off button."
        try walk(scene, appName: "Exceptional Dogs", start: ["Exceptional Dogs", "Pinky"], [
            TalkStep("right", "Layla"),
            TalkStep("right", "Bro"),
            TalkStep("right", "Pudding"),
            TalkStep("right", "Favorite off button"),
            TalkStep("left", "Pudding"),
            TalkStep("left", "Bro"),
            TalkStep("touch(46,434)", "Favorite off button"),
        ])
    }

    @Test func galleryIsNotModalSoFocusWandersBehindIt() throws {
        // The carousel shows Bro, where the talk left it. "Show gallery. Show gallery. Picture
        // one of Bro. Image. … Picture two of Bro. Picture three of Bro. Pinky. Layla."
        try walk(ExceptionalDogsScene(variant: .before, currentDogIndex: 2), [
            TalkStep("touch(347,434)", "Show gallery"),
            TalkStep("touch(347,434)", "Show gallery"),
            TalkStep("doubletap"),
            TalkStep("touch(196,60)", "Picture one of Bro. Image."),
            TalkStep("right", "Picture two of Bro", match: .inOrder),
            TalkStep("right", "Picture three of Bro", match: .inOrder),
            TalkStep("right", "Pinky"),
            TalkStep("right", "Layla"),
        ])
    }

    @Test func statsReadTitleByTitleThenValueByValue() throws {
        // With Layla shown: "Name, breed, Layla, Labrador."
        try walk(ExceptionalDogsScene(variant: .before, currentDogIndex: 1), [
            TalkStep("touch(104,482)", "Name"),
            TalkStep("right", "Breed"),
            TalkStep("right", "Layla"),
            TalkStep("right", "Labrador"),
        ])
    }

    @Test func shelterButtonsLackContext() throws {
        // "Skyler's animal shelter. Open address in maps. Button. Call. Button."
        try walk(scene, [
            TalkStep("touch(139,726)", "Skyler's animal shelter"),
            TalkStep("right", "Open address in maps. Button."),
            TalkStep("right", "Call. Button."),
        ])
    }

    @Test func theWholeAuditAsPerformed() throws {
        // The talk's gestures in one run: the carousel scrolls to each focused dog, so the
        // gallery shows Bro, closing it lands on the visible dog, Layla, whose stats follow.
        try walk(scene, appName: "Exceptional Dogs", start: ["Exceptional Dogs", "Pinky"], [
            TalkStep("right,right,right", "Layla", "Bro", "Pudding"),
            TalkStep("right", "Favorite off button"),
            TalkStep("left,left", "Pudding", "Bro"),
            TalkStep("touch(347,434),touch(347,434),doubletap", "Show gallery", "Show gallery"),
            TalkStep("touch(196,60)", "Picture one of Bro. Image."),
            TalkStep("right,right,right,right", "Picture two of Bro. Image.", "Picture three of Bro. Image.",
                     "Pinky", "Layla"),
            TalkStep("touch(196,802),doubletap", "Close", "Layla", match: .inOrder),
            TalkStep("touch(104,482),right,right,right", "Name", "Breed", "Layla", "Labrador"),
        ])
    }

    @Test func carouselFollowsTheFocusedDog() {
        var app = scene
        #expect(app.perform(.focus, on: "dog-bro", at: .zero).isHandled)
        #expect(app.currentDogIndex == 2)
        let cells = app.render().root.children.filter { $0.id.rawValue.hasPrefix("dog-") }
        #expect(cells.map { $0.frame?.minX } == [-786, -393, 0, 393])
    }
}
