import Foundation
import PerceiveCLI
import Testing

/// `perceive voiceover` on SwiftUI source runs the app's actions (docs/live-source.md).
extension VoiceOverSwiftUITests {
    @Test func theTalksSecondDemoFromSourceSaysWhatTheSceneSays() {
        // WWDC 2018 session 230: "Dog picker. Pinky. Adjustable. Swipe up or down with one finger to adjust the
        // value. … Layla. … Pinky. … Show gallery, button. Picture one of Pinky. Image. … Picture two of,
        // picture three, close, close, close, button. … VoiceOver off."
        let gestures = "wait(7),up,wait(1),down,wait(1),right,right,wait(1),doubletap,wait(2),right,wait(0.6),right,wait(0.2),right,right,right,wait(1)"
        let options = ["--launch", "--app-name", "Exceptional Dogs", "--speech-rate", "180", "--gestures", gestures]
        let fromSource = run([Self.examples + "/ExceptionalDogs/After"] + options).output
        #expect(fromSource == run(["--example", "exceptional-dogs"] + options).output)
        let lines = fromSource.split(separator: "\n").map(String.init)
        #expect(Array(lines[4...5]) == ["Layla", "Pinky"])
        #expect(lines.contains("Picture one of Pinky. Image."))
    }

    @Test func actionsItCouldNotFollowAreNamedAfterTheTranscript() throws {
        let folder = try folder(with: """
            import SwiftUI
            struct Uploader: View {
                var body: some View {
                    Button("Upload") { upload(to: server) }
                }
            }
            """)
        #expect(run([folder, "--gestures", "doubletap"]).output == """
            Upload. Button.

            not followed (the rest of each action ran):
              Upload: upload(to: server)

            """)
    }
}
