import SwiftSyntax

/// The names in a stretch of Swift text as the parser's tokens would give them, read by a byte
/// scan instead of a parse: what an index gathers of a member whose body a declaration skeleton
/// blanked (`DeclarationSkeleton`), read from the whole text at the member's place.
///
/// The scan cannot know where the parser reads a keyword as an identifier (`for` as an argument
/// label, `get` as a function's name) or which token a `#`, `$` or backquoted word becomes, so
/// it splits what it finds in two: `identifiers`, words that are certainly identifier tokens,
/// and `uncertain`, words that may be one. The identifier tokens of the text are all of the
/// first and some of the second; a reader whose answer only depends on names it can look up
/// (a type's, a function's) is exact whenever no uncertain word is such a name, and reads the
/// tree otherwise.
public struct LexedNames: Sendable, Equatable {
    /// Words the parser certainly reads as identifier tokens.
    public var identifiers: Set<String> = []
    /// Words that may or may not be identifier tokens.
    public var uncertain: Set<String> = []
    /// The text of each word and string segment, first occurrences in order, each marked
    /// `isCertain` when it is the text of one token of the tree; a segment of a multi-line string
    /// or of one with escapes, and a `#` word, are not. Punctuation and numbers are left out.
    public var tokenTexts: [TokenText] = []

    public struct TokenText: Sendable, Equatable {
        public var text: String
        public var isCertain: Bool

        public init(text: String, isCertain: Bool) {
            self.text = text
            self.isCertain = isCertain
        }
    }

    public init(identifiers: Set<String> = [], uncertain: Set<String> = [], tokenTexts: [TokenText] = []) {
        self.identifiers = identifiers
        self.uncertain = uncertain
        self.tokenTexts = tokenTexts
    }

    /// The names in `bytes[range]` (the UTF-8 of a whole file, `range` a node's bytes with its
    /// trivia), or nil where the scan cannot be sure of the text's tokens: a `/` that may open a
    /// regex literal, a literal or comment left open, an editor placeholder.
    public static func scan(_ bytes: [UInt8], in range: Range<Int>) -> LexedNames? {
        var lexer = NameLexer(bytes: bytes, end: min(range.upperBound, bytes.count), position: range.lowerBound)
        guard lexer.run() else { return nil }
        return lexer.names
    }

    /// Every keyword of the language, contextual ones too: a word the parser may read as a keyword.
    static let keywords: Set<String> = {
        var words: Set<String> = ["_"]
        for raw in UInt8.min...UInt8.max {
            guard let keyword = Keyword(rawValue: raw) else { continue }
            words.insert(TokenSyntax.keyword(keyword).text)
        }
        return words
    }()
}

/// The scan behind `LexedNames.scan`.
private struct NameLexer {
    let bytes: [UInt8]
    let end: Int
    var position: Int
    var names = LexedNames()
    private var seenTexts: Set<String> = []

    init(bytes: [UInt8], end: Int, position: Int) {
        self.bytes = bytes
        self.end = end
        self.position = position
    }

    /// Reads to `end`; false when unsure.
    mutating func run() -> Bool {
        while position < end {
            guard step(closingInterpolation: false) != .unsure else { return false }
        }
        return true
    }

    enum Outcome { case read, unsure, closedInterpolation }

    /// Reads one token or skips blank space or a comment; with `closingInterpolation`, a `)` at
    /// depth zero ends an interpolation (the caller counts the depth).
    private mutating func step(closingInterpolation: Bool) -> Outcome {
        let byte = bytes[position]
        switch byte {
        case UInt8(ascii: "/"):
            let next = at(position + 1)
            if next == UInt8(ascii: "/") {
                while let byte = at(position), byte != UInt8(ascii: "\n"), byte != UInt8(ascii: "\r") { position += 1 }
            } else if next == UInt8(ascii: "*") {
                return skipBlockComment() ? .read : .unsure
            } else if next.map(SkeletonScanner.isWhitespace) ?? true {
                position += 1
            } else {
                return .unsure
            }
        case UInt8(ascii: "\""):
            return readString(pounds: 0) ? .read : .unsure
        case UInt8(ascii: "#"):
            var pounds = 0
            while at(position + pounds) == UInt8(ascii: "#") { pounds += 1 }
            let after = at(position + pounds)
            if after == UInt8(ascii: "\"") {
                position += pounds
                return readString(pounds: pounds) ? .read : .unsure
            } else if after == UInt8(ascii: "/") {
                return .unsure
            } else if pounds == 1, let after, SkeletonScanner.isWordStart(after) {
                // `#if` is one token, `#Preview` a `#` and an identifier.
                position += 1
                let word = readWord()
                names.uncertain.insert(word)
                record(word, isCertain: false)
            } else {
                position += 1
            }
        case UInt8(ascii: "`"):
            let start = position
            position += 1
            while let next = at(position), next != UInt8(ascii: "`"), next != UInt8(ascii: "\n") { position += 1 }
            guard at(position) == UInt8(ascii: "`") else { return .unsure }
            position += 1
            let word = String(decoding: bytes[start..<position], as: UTF8.self)
            names.uncertain.insert(word)
            record(word, isCertain: true)
        case UInt8(ascii: "$"):
            let start = position
            position += 1
            while let byte = at(position), SkeletonScanner.isWordStart(byte) || SkeletonScanner.isDigit(byte) { position += 1 }
            let word = String(decoding: bytes[start..<position], as: UTF8.self)
            names.uncertain.insert(word)
            record(word, isCertain: true)
        case UInt8(ascii: "<") where at(position + 1) == UInt8(ascii: "#"):
            return .unsure
        case UInt8(ascii: ")") where closingInterpolation:
            position += 1
            return .closedInterpolation
        default:
            if SkeletonScanner.isDigit(byte) {
                while let byte = at(position), SkeletonScanner.isWordStart(byte) || SkeletonScanner.isDigit(byte) { position += 1 }
            } else if SkeletonScanner.isWordStart(byte) {
                let start = position
                let word = readWord()
                let isPlain = bytes[start..<position].allSatisfy { $0 < 0x80 }
                if isPlain, !LexedNames.keywords.contains(word) {
                    names.identifiers.insert(word)
                } else {
                    names.uncertain.insert(word)
                }
                record(word, isCertain: isPlain)
            } else {
                position += 1
            }
        }
        return .read
    }

    private mutating func readWord() -> String {
        let start = position
        while let byte = at(position), SkeletonScanner.isWordStart(byte) || SkeletonScanner.isDigit(byte) { position += 1 }
        return String(decoding: bytes[start..<position], as: UTF8.self)
    }

    private mutating func record(_ text: String, isCertain: Bool) {
        guard !text.isEmpty, seenTexts.insert(text).inserted || !isCertain else { return }
        names.tokenTexts.append(LexedNames.TokenText(text: text, isCertain: isCertain))
    }

    private func at(_ offset: Int) -> UInt8? { offset < end ? bytes[offset] : nil }

    /// Skips a `/* … */` comment, which may nest; false when it is left open.
    private mutating func skipBlockComment() -> Bool {
        guard let after = BlockComment.end(in: bytes, openingAt: position, before: end) else {
            position = end
            return false
        }
        position = after
        return true
    }

    /// Reads a string literal opened by `pounds` `#`s and the quote at `position` (three quotes:
    /// multi-line): its segments' texts and its interpolations' tokens; false when it is left open
    /// or the scan is unsure of an interpolation.
    private mutating func readString(pounds: Int) -> Bool {
        let delimiter = StringLiteralDelimiter(in: bytes, quoteAt: position, before: end, pounds: pounds)
        let isMultiLine = delimiter.isMultiLine
        position += delimiter.quoteCount
        var segmentStart = position
        var hasEscape = false
        func finishSegment(at segmentEnd: Int) {
            defer { hasEscape = false }
            guard isMultiLine || hasEscape else {
                record(String(decoding: bytes[segmentStart..<segmentEnd], as: UTF8.self), isCertain: true)
                return
            }
            // Where the parser splits such a literal into segments is not known here: every run
            // of name characters may be the text of one.
            var runStart = segmentStart
            for offset in segmentStart...segmentEnd {
                if offset < segmentEnd, SkeletonScanner.isWordStart(bytes[offset]) || SkeletonScanner.isDigit(bytes[offset])
                    || bytes[offset] == UInt8(ascii: ".") { continue }
                if offset > runStart { record(String(decoding: bytes[runStart..<offset], as: UTF8.self), isCertain: false) }
                runStart = offset + 1
            }
        }
        while let byte = at(position) {
            if byte == UInt8(ascii: "\\"), delimiter.startsEscape(in: bytes, at: position, before: end) {
                let escapeStart = position
                position += 1 + pounds
                if at(position) == UInt8(ascii: "(") {
                    finishSegment(at: escapeStart)
                    position += 1
                    guard readInterpolation() else { return false }
                    segmentStart = position
                } else {
                    hasEscape = true
                    position += 1
                }
            } else if byte == UInt8(ascii: "\"") {
                if let length = delimiter.closingLength(in: bytes, at: position, before: end) {
                    finishSegment(at: position)
                    position += length
                    return true
                }
                position += 1
            } else if !isMultiLine, byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
                return false
            } else {
                position += 1
            }
        }
        return false
    }

    /// Reads an interpolation's code after its `(` to the matching `)`; false when unsure.
    private mutating func readInterpolation() -> Bool {
        var depth = 0
        while position < end {
            if bytes[position] == UInt8(ascii: "(") {
                depth += 1
                position += 1
                continue
            }
            if bytes[position] == UInt8(ascii: ")"), depth > 0 {
                depth -= 1
                position += 1
                continue
            }
            switch step(closingInterpolation: true) {
            case .unsure: return false
            case .closedInterpolation: return true
            case .read: continue
            }
        }
        return false
    }
}
