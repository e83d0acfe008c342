/// The distinct words of one file's code (`CodeWords`), read by one lexical scan, so that many
/// sets of words can be looked for in the same file without scanning it again for each.
///
/// A word written `` `name` ``, `$name` or `#name` is held both as written and as `name`, as
/// `CodeWords.occur(in:)` reads it.
public struct CodeWordSet: Sendable {
    private let words: Set<String>

    /// The words of the code of `bytes`; nil when the scan cannot be sure of the text's tokens
    /// (a regex literal, a literal left open), where `CodeWords.occur(in:)` is unsure too.
    public init?(_ bytes: [UInt8]) {
        var scanner = SkeletonScanner(bytes)
        guard scanner.tokenize() else { return nil }
        var words: Set<String> = []
        for token in scanner.tokens + scanner.interpolatedWords {
            guard case .word(let isPlain) = token.kind else { continue }
            var start = token.start, end = token.end
            words.insert(String(decoding: bytes[start..<end], as: UTF8.self))
            guard !isPlain else { continue }
            start += 1
            if bytes[end - 1] == UInt8(ascii: "`") { end -= 1 }
            if start < end { words.insert(String(decoding: bytes[start..<end], as: UTF8.self)) }
        }
        self.words = words
    }

    /// Whether one of these words is one of `looked.words` or ends with one of `looked.endings`:
    /// what `looked.occur(in:)` answers for the same text.
    public func contain(_ looked: CodeWords) -> Bool {
        let (few, many) = looked.words.count < words.count ? (looked.words, words) : (words, looked.words)
        if few.contains(where: many.contains) { return true }
        guard !looked.endings.isEmpty else { return false }
        let endings = looked.endings.map { Array($0.utf8) }
        return words.contains { word in
            let bytes = word.utf8
            return endings.contains { ending in ending.count <= bytes.count && bytes.suffix(ending.count).elementsEqual(ending) }
        }
    }
}
