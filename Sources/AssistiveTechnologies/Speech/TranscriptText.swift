
/// A transcript as text a person reads and a test keeps: one utterance per line, with what
/// VoiceOver says after a pause (hints, "Actions available.") indented by two spaces.
public enum TranscriptText {
    /// The indentation of a line spoken after a pause.
    public static let pauseIndent = "  "

    /// One line for `utterance`; one a gesture cut off shows what was heard, then the words cut
    /// in brackets: "Picture two of… [cut: Pinky. Image.]".
    public static func line(for utterance: Utterance) -> String {
        let text = utterance.isCut ? cutLine(heard: utterance.heardText, cut: utterance.cutText) : utterance.text
        return utterance.kind.isSpokenAfterPause ? pauseIndent + text : text
    }

    /// The text of an utterance cut off after `heard`.
    static func cutLine(heard: String, cut: String) -> String {
        var heard = Substring(heard)
        while let last = heard.last, SpokenText.separators.contains(last) { heard = heard.dropLast() }
        return heard.isEmpty ? "[cut: \(cut)]" : "\(heard)… [cut: \(cut)]"
    }

    /// The whole transcript, one line per utterance, ending with a newline when not empty.
    public static func text(of transcript: Transcript) -> String {
        transcript.utterances.map { line(for: $0) + "\n" }.joined()
    }
}
