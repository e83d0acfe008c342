/// The delimiter of a Swift string literal read in bytes, as the lexer reads it: `pounds` `#`s
/// around one quote, or three quotes for a multi-line literal (The Swift Programming Language,
/// "Strings and Characters": extended string delimiters and multiline string literals).
struct StringLiteralDelimiter {
    /// How many `#`s surround the quotes (`#"…"#`: one).
    let pounds: Int
    let isMultiLine: Bool

    /// The delimiter of the literal whose first quote is at `quote` in `bytes` (read no further
    /// than `end`), after `pounds` `#`s.
    init(in bytes: [UInt8], quoteAt quote: Int, before end: Int, pounds: Int) {
        self.pounds = pounds
        isMultiLine = quote + 2 < end && bytes[quote + 1] == UInt8(ascii: "\"") && bytes[quote + 2] == UInt8(ascii: "\"")
    }

    /// How many quotes open and close the literal.
    var quoteCount: Int { isMultiLine ? 3 : 1 }

    /// Whether the backslash at `offset` starts an escape: it is followed by the delimiter's `#`s.
    func startsEscape(in bytes: [UInt8], at offset: Int, before end: Int) -> Bool {
        Self.hasPounds(pounds, in: bytes, at: offset + 1, before: end)
    }

    /// The length of the closing delimiter at the quote at `offset`, or nil where the literal does
    /// not close there (too few quotes, or too few `#`s after them).
    func closingLength(in bytes: [UInt8], at offset: Int, before end: Int) -> Int? {
        let closes = (0..<quoteCount).allSatisfy { offset + $0 < end && bytes[offset + $0] == UInt8(ascii: "\"") }
            && Self.hasPounds(pounds, in: bytes, at: offset + quoteCount, before: end)
        return closes ? quoteCount + pounds : nil
    }

    private static func hasPounds(_ count: Int, in bytes: [UInt8], at offset: Int, before end: Int) -> Bool {
        (0..<count).allSatisfy { offset + $0 < end && bytes[offset + $0] == UInt8(ascii: "#") }
    }
}
