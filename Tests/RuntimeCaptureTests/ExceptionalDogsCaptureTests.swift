import AccessibilityTree
import AssistiveTechnologies
import PerceiveExamples
import RuntimeCapture
import Scenes
import Testing

/// The Exceptional Dogs screens of WWDC 2018 session 230, before and after their fixes, captured
/// in each format, speak what the built-in scenes' first screens speak, as far as the format
/// carries the facts: only a page source that lists custom actions says "Actions available."
/// after the fix.
@Suite struct ExceptionalDogsCaptureTests {
    static let formats = ["page-source.xml", "debug-description.txt", "snapshot.json", "snapshot.plist"]

    /// What VoiceOver says swiping through the example's first screen, held still.
    static func builtInTranscript(_ example: String) throws -> String {
        let scene = try #require(ExampleCatalog.example(named: example)).makeScene(settings: AccessibilitySettings())
        return TranscriptText.text(of: VoiceOver.swipeThrough(scene: StaticScene(snapshot: Snapshot(screen: scene.render()))))
    }

    static func captureTranscript(_ file: String) throws -> String {
        TranscriptText.text(of: VoiceOver.swipeThrough(scene: StaticScene(snapshot: Snapshot(screen: try Fixtures.screen(file)))))
    }

    @Test(arguments: formats)
    func beforeSpeaksAsTheBuiltInScene(format: String) throws {
        let expected = try Self.builtInTranscript("exceptional-dogs:before")
        #expect(expected.hasPrefix("Pinky\nLayla\nBro\nPudding\nFavorite: off. Button.\nShow gallery\nName\nBreed\nPinky\nmixed\n"))
        #expect(try Self.captureTranscript("dogs-before." + format) == expected)
    }

    @Test(arguments: formats)
    func afterSpeaksAsTheBuiltInSceneAsFarAsTheFormatCarriesActions(format: String) throws {
        let expected = try Self.builtInTranscript("exceptional-dogs")
        #expect(expected.hasSuffix("Skyler's animal shelter\n  Actions available.\n"))
        let carriesActions = format == "page-source.xml"
        #expect(try Self.captureTranscript("dogs-after." + format)
            == (carriesActions ? expected : expected.replacingOccurrences(of: "\n  Actions available.", with: "")))
    }
}
