import Foundation
import PerceiveCLI
import Testing

/// `perceive voiceover` on SwiftUI source runs the app's actions (docs/live-source.md): the
/// talks' demos from `Examples/`, and what it could not follow, named after the transcript.
@Suite struct VoiceOverSourceActionsCommandTests {
    static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Examples").path

    func run(_ arguments: [String]) -> (status: ExitCode, output: String, error: String) {
        let recording = RecordingConsole()
        let status = Perceive.main(arguments: ["voiceover"] + arguments, console: recording.console)
        return (status, recording.standardOutput, recording.standardError)
    }

    @Test func theTalksSecondDemoFromSource() {
        // WWDC 2018 session 230: "VoiceOver on. Exceptional Dogs. Dog picker. Pinky. Adjustable. Swipe up or
        // down with one finger to adjust the value. … Layla. … Pinky. … Show gallery, button. Picture one of
        // Pinky. Image. … Picture two of, picture three, close, close, close, button. … VoiceOver off."
        let result = run([Self.examples + "/ExceptionalDogs/After", "--launch", "--app-name", "Exceptional Dogs",
                          "--speech-rate", "180", "--gestures",
                          "wait(7),up,wait(1),down,wait(1),right,right,wait(1),doubletap,wait(2),right,wait(0.6),right,wait(0.2),right,right,right,wait(1)"])
        #expect(result.output == """
            VoiceOver on.
            Exceptional Dogs
            Dog picker: Pinky. Adjustable.
              Swipe up or down with one finger to adjust the value.
            Layla
            Pinky
            Favorite… [cut: off. Button.]
            Show gallery. Button.
            Picture one of Pinky. Image.
            Picture two of… [cut: Pinky. Image.]
            Picture three… [cut: of Pinky. Image.]
            Close… [cut: Button.]
            (boundary)
            Close… [cut: Button.]
            (boundary)
            Close. Button.
            VoiceOver off.

            """)
    }

    @Test func actionsItCouldNotFollowAreNamed() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("perceive-upload-\(UUID().uuidString).swift")
        try """
            import SwiftUI
            struct Uploader: View {
                var body: some View {
                    Button("Upload") { upload(to: server) }
                }
            }
            """.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        #expect(run([file.path, "--gestures", "doubletap"]).output == """
            Upload. Button.

            not followed (the rest of each action ran):
              Upload: upload(to: server)

            """)
    }
}
