import AssistiveTechnologies

/// How an expected transcript is compared with what VoiceOver said.
public enum TranscriptMatching: String, Hashable, Sendable, CaseIterable {
    /// The same words on each line, ignoring case and the punctuation a transcriber chooses
    /// (`SpokenText.normalized`): "Favorite, off, button" matches "Favorite: off. Button.".
    /// Indentation (what is said after a pause) still counts.
    case spokenWords
    /// Character for character.
    case exact

    /// Whether the expected line `expected` is the spoken line `actual`.
    public func lineMatches(_ expected: String, _ actual: String) -> Bool {
        switch self {
        case .exact:
            return expected == actual
        case .spokenWords:
            let indent = TranscriptText.pauseIndent
            return expected.hasPrefix(indent) == actual.hasPrefix(indent) && SpokenText.matches(expected, actual)
        }
    }

    /// Nil when `actual` matches `expected`, else a readable line diff with a heading.
    public func mismatch(expected: String, actual: String) -> String? {
        let diff = LineDiff(expected: Self.lines(of: expected), actual: Self.lines(of: actual), areEqual: lineMatches)
        guard diff.hasDifferences else { return nil }
        return "Transcript does not match (− expected, + actual):\n" + diff.description
    }

    /// The lines of a transcript text; a final newline and blank lines are not lines.
    static func lines(of text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
            .filter { !$0.allSatisfy(\.isWhitespace) }
    }
}
