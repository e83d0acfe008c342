import AccessibilityTree
import AssistiveTechnologies
import Foundation
import Testing

@Suite struct SpeechValuesTests {
    @Test func normalisingTreatsPunctuationAsPausesAndIgnoresCase() {
        #expect(SpokenText.normalized("Dog picker: Pinky. Adjustable.") == "dog picker pinky adjustable")
        #expect(SpokenText.normalized("  Favorite,   off;button ") == "favorite off button")
        #expect(SpokenText.matches("Age: 7.0 years", "Age, 7.0 years."))
        #expect(!SpokenText.matches("Age: 7.0 years", "Age, 7 0 years"))
        #expect(SpokenText.normalized("") == "")
        #expect(SpokenText.matches("Skyler's animal shelter", "“Skyler’s animal shelter.”"))
        #expect(SpokenText.normalized("Six… Six... 6.4 ounces") == "six six 6.4 ounces")
    }

    @Test func transcriptTextHasOneUtterancePerLine() {
        let transcript = Transcript(utterances: [Utterance(text: "A", kind: .element),
                                                 Utterance(text: "Hint", kind: .hint)])
        #expect(transcript.text == "A\nHint")
        #expect(transcript.utterances(ofKind: [.hint]).map(\.text) == ["Hint"])
    }

    @Test func transcriptsRoundTripThroughJSONWithTimesInSeconds() throws {
        let transcript = Transcript(utterances: [
            Utterance(text: "7 ounces", kind: .value, time: .milliseconds(1500), elementID: "cup"),
            Utterance(text: "(boundary)", kind: .boundary, time: .seconds(2)),
        ])
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let json = String(decoding: try encoder.encode(transcript), as: UTF8.self)
        #expect(json == #"{"utterances":[{"elementID":"cup","kind":"value","text":"7 ounces","time":1.5},"#
            + #"{"kind":"boundary","text":"(boundary)","time":2}]}"#)
        #expect(try JSONDecoder().decode(Transcript.self, from: Data(json.utf8)) == transcript)
    }

    @Test func theClockOnlyMovesForward() {
        var clock = SimulatedClock()
        clock.advance(by: .milliseconds(300))
        clock.advance(by: .milliseconds(-100))
        clock.advance(to: .milliseconds(200))
        #expect(clock.now == .milliseconds(300))
        clock.advance(to: .seconds(1))
        #expect(clock.now == .seconds(1))
    }
}
