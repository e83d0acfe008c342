
/// A transcript as text a person reads and a test keeps: one utterance per line, with what
/// VoiceOver says after a pause (hints, "Actions available.") indented by two spaces.
public enum TranscriptText {
    /// The indentation of a line spoken after a pause.
    public static let pauseIndent = "  "

    /// One line for `utterance`.
    public static func line(for utterance: Utterance) -> String {
        switch utterance.kind {
        case .hint, .actionsAvailable, .moreContentAvailable: pauseIndent + utterance.text
        default: utterance.text
        }
    }

    /// The whole transcript, one line per utterance, ending with a newline when not empty.
    public static func text(of transcript: Transcript) -> String {
        transcript.utterances.map { line(for: $0) + "\n" }.joined()
    }
}
