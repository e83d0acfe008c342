import SwiftSyntax

extension SyntaxProtocol {
    /// The node's source text without the leading trivia of its first token and the trailing
    /// trivia of its last: the text `trimmedDescription` gives, read from the node's bytes.
    /// `trimmedDescription` builds a trimmed copy of the node to print it (new nodes along its
    /// first and last tokens' paths, through key paths); this reads the bytes and drops the two
    /// trivia by their lengths, building no node. A node holding missing or
    /// unexpected tokens (broken code, where the last token may be a missing one without
    /// trivia) is trimmed as `trimmedDescription` trims it.
    public var trimmedText: String {
        guard !hasError else { return trimmedDescription }
        let bytes = syntaxTextBytes
        let start = leadingTriviaLength.utf8Length
        let end = bytes.count - trailingTriviaLength.utf8Length
        guard start < end else { return "" }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }
}
