/// The words of Swift code — identifiers and keywords outside comments and string literals, and
/// those of the code in string interpolations — read by the lexical scan of `DeclarationSkeleton`,
/// without a parse: whether a file can hold a name a syntax check reacts to.
///
/// A word written `` `name` ``, `$name` or `#name` is read both as written and as `name`, so a
/// check that compares a token's text finds it either way.
public struct CodeWords: Sendable {
    /// Words one of which is looked for.
    public var words: Set<String>
    /// Endings one of which a word may end with instead (`Chart` for `SalesChart`).
    public var endings: [String]

    public init(words: Set<String>, endings: [String] = []) {
        self.words = words
        self.endings = endings
    }

    /// Whether a word of the code of `bytes` is one of `words` or ends with one of `endings`;
    /// nil when the scan cannot be sure of the text's tokens (a regex literal, a literal left open).
    public func occur(in bytes: [UInt8]) -> Bool? {
        var scanner = SkeletonScanner(bytes)
        guard scanner.tokenize() else { return nil }
        let endingBytes = endings.map { Array($0.utf8) }
        for token in scanner.tokens + scanner.interpolatedWords {
            guard case .word(let isPlain) = token.kind else { continue }
            var start = token.start, end = token.end
            if matches(bytes, start, end, endingBytes) { return true }
            guard !isPlain else { continue }
            start += 1
            if bytes[end - 1] == UInt8(ascii: "`") { end -= 1 }
            if start < end, matches(bytes, start, end, endingBytes) { return true }
        }
        return false
    }

    private func matches(_ bytes: [UInt8], _ start: Int, _ end: Int, _ endings: [[UInt8]]) -> Bool {
        let word = bytes[start..<end]
        if words.contains(String(decoding: word, as: UTF8.self)) { return true }
        return endings.contains { ending in ending.count <= word.count && word.suffix(ending.count).elementsEqual(ending) }
    }
}
