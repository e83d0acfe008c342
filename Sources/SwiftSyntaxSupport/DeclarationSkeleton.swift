/// Swift text with the bodies of its functions, initializers, deinitializers and subscripts, and
/// the code of its computed properties' accessors, blanked out: what the project indexes read of
/// a file (its types, members, extensions, initial values), parsed in a fraction of the time of
/// the whole text.
///
/// A computed property keeps its accessors: `var x: T { code }` becomes `var x: T {      }` (an
/// implicit getter still), `var x: T { get { code } set { code } }` keeps `get` and `set` with
/// their bodies blanked. Only a property whose `{` follows its type annotation on the `var`'s
/// own line, with no `=` before it, is read so: anything else is left as written.
///
/// Every byte between a body's braces becomes a space (line breaks stay), so each declaration
/// outside the bodies keeps its byte offsets, lines and columns, and a node of the skeleton's tree
/// is found at the same place in the tree of the whole text (`SyntaxPlace`). The scan reads
/// comments, string literals (multi-line, raw, with interpolations) and backquoted names as the
/// Swift lexer does; where it could read the text otherwise than the parser — a `/` that may start
/// a regex literal, `#/`, brackets that do not balance, a literal left open — it gives up, and the
/// file is parsed whole. A body it is unsure of is left as written: blanking less costs time, never
/// a different index.
public enum DeclarationSkeleton {
    /// The text with the bodies blanked, or nil when the scan cannot be sure of the text's tokens.
    public static func blankingBodies(of text: String) -> String? {
        var scanner = SkeletonScanner(Array(text.utf8))
        guard scanner.tokenize(), let matches = scanner.matchBrackets() else { return nil }
        let bodies = scanner.bodies(matches: matches)
        guard !bodies.isEmpty else { return text }
        var bytes = scanner.bytes
        for body in bodies {
            for offset in body where bytes[offset] != UInt8(ascii: "\n") && bytes[offset] != UInt8(ascii: "\r") {
                bytes[offset] = UInt8(ascii: " ")
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}

/// The tokens of Swift text that decide where declarations' bodies are: words, brackets and
/// other punctuation; comments and string literals are skipped whole.
struct SkeletonScanner {
    enum Kind: Equatable {
        /// An identifier or keyword (`isPlain`: not backquoted, not `$` or `#` prefixed).
        case word(isPlain: Bool)
        case punctuation(UInt8)
    }

    struct Token {
        var kind: Kind
        var start: Int
        var end: Int
    }

    let bytes: [UInt8]
    private(set) var tokens: [Token] = []
    /// The words of the code in string interpolations (`"\(title)"`), which `tokens` leaves out.
    private(set) var interpolatedWords: [Token] = []
    private var position = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    /// Words that end a function's header without a body (the next declaration, a modifier).
    static let headerStops: Set<String> = [
        "var", "let", "func", "init", "deinit", "subscript", "case", "typealias", "associatedtype", "struct", "class",
        "enum", "protocol", "extension", "actor", "import", "static", "private", "fileprivate", "internal", "public",
        "open", "final", "override", "mutating", "nonmutating", "dynamic", "lazy", "weak", "unowned", "required",
        "convenience", "optional", "indirect", "prefix", "postfix", "infix", "operator", "precedencegroup",
        "nonisolated", "macro", "package",
    ]

    /// Reads every token; false when the text holds something the scan cannot be sure of.
    mutating func tokenize() -> Bool {
        while position < bytes.count {
            guard step() else { return false }
        }
        return true
    }

    /// Reads one token, or skips blank space, a comment or a string literal; false when unsure.
    private mutating func step() -> Bool {
        let byte = bytes[position]
        switch byte {
        case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"), 0x0B, 0x0C:
            position += 1
        case UInt8(ascii: "/"):
            let next = at(position + 1)
            if next == UInt8(ascii: "/") {
                skipLineComment()
            } else if next == UInt8(ascii: "*") {
                return skipBlockComment()
            } else if next.map(Self.isWhitespace) ?? true {
                // A regex literal cannot start with a space: this is the division operator.
                append(.punctuation(byte), length: 1)
            } else {
                return false
            }
        case UInt8(ascii: "\""):
            return skipString(pounds: 0)
        case UInt8(ascii: "#"):
            var pounds = 0
            while at(position + pounds) == UInt8(ascii: "#") { pounds += 1 }
            let after = at(position + pounds)
            if after == UInt8(ascii: "\"") {
                position += pounds
                return skipString(pounds: pounds)
            } else if after == UInt8(ascii: "/") {
                return false
            } else if pounds == 1, let after, Self.isWordStart(after) {
                let start = position
                position += 1
                skipWord()
                tokens.append(Token(kind: .word(isPlain: false), start: start, end: position))
            } else {
                append(.punctuation(byte), length: 1)
            }
        case UInt8(ascii: "`"):
            let start = position
            position += 1
            while let next = at(position), next != UInt8(ascii: "`"), next != UInt8(ascii: "\n") { position += 1 }
            guard at(position) == UInt8(ascii: "`") else { return false }
            position += 1
            tokens.append(Token(kind: .word(isPlain: false), start: start, end: position))
        case UInt8(ascii: "$"):
            let start = position
            position += 1
            skipWord()
            tokens.append(Token(kind: .word(isPlain: false), start: start, end: position))
        default:
            if Self.isWordStart(byte) || Self.isDigit(byte) {
                let start = position
                skipWord()
                tokens.append(Token(kind: .word(isPlain: true), start: start, end: position))
            } else {
                append(.punctuation(byte), length: 1)
            }
        }
        return true
    }

    /// For each opening bracket's token index, the index of the token closing it; nil when the
    /// brackets do not balance.
    func matchBrackets() -> [Int: Int]? {
        var matches: [Int: Int] = [:]
        var open: [(index: Int, closer: UInt8)] = []
        for (index, token) in tokens.enumerated() {
            guard case .punctuation(let byte) = token.kind else { continue }
            switch byte {
            case UInt8(ascii: "("): open.append((index, UInt8(ascii: ")")))
            case UInt8(ascii: "["): open.append((index, UInt8(ascii: "]")))
            case UInt8(ascii: "{"): open.append((index, UInt8(ascii: "}")))
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                guard let last = open.popLast(), last.closer == byte else { return nil }
                matches[last.index] = index
            default: continue
            }
        }
        return open.isEmpty ? matches : nil
    }

    /// The byte ranges inside the braces of each function, initializer, deinitializer and
    /// subscript body, and of each computed property's accessors' code (outermost only: a local
    /// function is inside its function's body).
    func bodies(matches: [Int: Int]) -> [Range<Int>] {
        var bodies: [Range<Int>] = []
        var index = 0
        while index < tokens.count {
            if let open = accessorBlockOpening(ofVariableAt: index), let close = matches[open] {
                bodies += accessorCode(from: open, to: close, matches: matches)
                index = close + 1
                continue
            }
            guard let open = bodyOpening(ofDeclarationAt: index, matches: matches), let close = matches[open] else {
                index += 1
                continue
            }
            bodies.append(tokens[open].end..<tokens[close].start)
            index = close + 1
        }
        return bodies
    }

    /// Words that open an accessor in an accessor block (`get`, `didSet`, their modifiers).
    static let accessorWords: Set<String> = [
        "get", "set", "willSet", "didSet", "_read", "_modify", "read", "modify", "init", "unsafeAddress",
        "unsafeMutableAddress", "mutating", "nonmutating", "__consuming", "borrowing", "consuming",
    ]

    /// The index of the `{` opening the accessor block of the property whose `var` is token
    /// `index`: `var name: Type {` on one line, with nothing but the type between; nil otherwise.
    private func accessorBlockOpening(ofVariableAt index: Int) -> Int? {
        guard case .word(isPlain: true) = tokens[index].kind, text(of: tokens[index]) == "var" else { return nil }
        if index > 0, tokens[index - 1].kind == .punctuation(UInt8(ascii: ".")) { return nil }
        guard index + 2 < tokens.count, case .word(isPlain: true) = tokens[index + 1].kind,
              tokens[index + 2].kind == .punctuation(UInt8(ascii: ":")) else { return nil }
        var current = index + 3
        var depth = 0
        while current < tokens.count {
            let token = tokens[current]
            if bytes[tokens[current - 1].end..<token.start].contains(where: { $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") }) {
                return nil
            }
            guard Self.counts(token.kind, intoBracketDepth: &depth) else { return nil }
            switch token.kind {
            case .punctuation(UInt8(ascii: "{")):
                return depth == 0 ? current : nil
            case .punctuation(UInt8(ascii: "=")), .punctuation(UInt8(ascii: ";")), .punctuation(UInt8(ascii: "}")),
                 .punctuation(UInt8(ascii: "@")), .punctuation(UInt8(ascii: "#")), .word(isPlain: false):
                return nil
            case .word(isPlain: true):
                let word = text(of: token)
                if Self.headerStops.contains(word) || word == "in" || word == "where" { return nil }
            default:
                break
            }
            current += 1
        }
        return nil
    }

    /// The code of the accessor block between tokens `open` and `close`: an implicit getter's
    /// whole code, else the inside of each accessor's body (the accessors stay).
    private func accessorCode(from open: Int, to close: Int, matches: [Int: Int]) -> [Range<Int>] {
        // A block of a string literal alone holds no token: an implicit getter too.
        guard open + 1 < close else { return [tokens[open].end..<tokens[close].start] }
        let first = tokens[open + 1]
        let listsAccessors = first.kind == .punctuation(UInt8(ascii: "@"))
            || (first.kind == .word(isPlain: true) && Self.accessorWords.contains(text(of: first)))
        guard listsAccessors else { return [tokens[open].end..<tokens[close].start] }
        var code: [Range<Int>] = []
        var current = open + 1
        while current < close {
            if tokens[current].kind == .punctuation(UInt8(ascii: "{")), let end = matches[current] {
                code.append(tokens[current].end..<tokens[end].start)
                current = end
            } else if tokens[current].kind == .punctuation(UInt8(ascii: "(")), let end = matches[current] {
                current = end
            }
            current += 1
        }
        return code
    }

    /// The index of the `{` opening the body of the declaration whose keyword is token `index`,
    /// or nil when that token starts no such declaration or its header is not plainly read.
    private func bodyOpening(ofDeclarationAt index: Int, matches: [Int: Int]) -> Int? {
        guard case .word(isPlain: true) = tokens[index].kind else { return nil }
        let keyword = text(of: tokens[index])
        guard ["func", "init", "deinit", "subscript"].contains(keyword) else { return nil }
        if index > 0, tokens[index - 1].kind == .punctuation(UInt8(ascii: ".")) { return nil }
        guard index + 1 < tokens.count else { return nil }
        let next = tokens[index + 1].kind
        switch keyword {
        case "init":
            guard [UInt8(ascii: "("), UInt8(ascii: "?"), UInt8(ascii: "!"), UInt8(ascii: "<")]
                .contains(where: { next == .punctuation($0) }) else { return nil }
        case "deinit":
            guard next == .punctuation(UInt8(ascii: "{")) else { return nil }
        case "subscript":
            guard next == .punctuation(UInt8(ascii: "(")) || next == .punctuation(UInt8(ascii: "<")) else { return nil }
        default:
            break
        }
        var current = index + 1
        var depth = 0
        while current < tokens.count {
            let token = tokens[current]
            guard Self.counts(token.kind, intoBracketDepth: &depth) else { return nil }
            switch token.kind {
            case .punctuation(UInt8(ascii: "{")):
                if depth == 0 { return current }
                // A closure in a default argument, inside parentheses.
                guard let close = matches[current] else { return nil }
                current = close
            case .punctuation(UInt8(ascii: "}")), .punctuation(UInt8(ascii: ";")):
                return nil
            case .punctuation(UInt8(ascii: "@")), .punctuation(UInt8(ascii: "#")), .word(isPlain: false):
                if depth == 0 { return nil }
            case .word(isPlain: true):
                if depth == 0, Self.headerStops.contains(text(of: token)) { return nil }
            default:
                break
            }
            current += 1
        }
        return nil
    }

    /// Counts `kind` into `depth`, the round and square brackets open: false when it closes one
    /// that is not open.
    private static func counts(_ kind: Kind, intoBracketDepth depth: inout Int) -> Bool {
        switch kind {
        case .punctuation(UInt8(ascii: "(")), .punctuation(UInt8(ascii: "[")):
            depth += 1
        case .punctuation(UInt8(ascii: ")")), .punctuation(UInt8(ascii: "]")):
            guard depth > 0 else { return false }
            depth -= 1
        default:
            break
        }
        return true
    }

    private func text(of token: Token) -> String {
        String(decoding: bytes[token.start..<token.end], as: UTF8.self)
    }

    private func at(_ offset: Int) -> UInt8? { offset < bytes.count ? bytes[offset] : nil }

    private mutating func append(_ kind: Kind, length: Int) {
        tokens.append(Token(kind: kind, start: position, end: position + length))
        position += length
    }

    private mutating func skipWord() {
        while let byte = at(position), Self.isWordStart(byte) || Self.isDigit(byte) { position += 1 }
    }

    private mutating func skipLineComment() {
        while let byte = at(position), byte != UInt8(ascii: "\n"), byte != UInt8(ascii: "\r") { position += 1 }
    }

    /// Skips a `/* … */` comment, which may nest; false when it is left open.
    private mutating func skipBlockComment() -> Bool {
        guard let after = BlockComment.end(in: bytes, openingAt: position, before: bytes.count) else {
            position = bytes.count
            return false
        }
        position = after
        return true
    }

    /// Skips a string literal opened by `pounds` `#`s and the quote at `position` (three quotes:
    /// multi-line), with its interpolations; false when it is left open.
    private mutating func skipString(pounds: Int) -> Bool {
        let delimiter = StringLiteralDelimiter(in: bytes, quoteAt: position, before: bytes.count, pounds: pounds)
        let isMultiLine = delimiter.isMultiLine
        position += delimiter.quoteCount
        while let byte = at(position) {
            if byte == UInt8(ascii: "\\"), delimiter.startsEscape(in: bytes, at: position, before: bytes.count) {
                position += 1 + pounds
                if at(position) == UInt8(ascii: "(") {
                    guard skipInterpolation() else { return false }
                } else {
                    position += 1
                }
            } else if byte == UInt8(ascii: "\"") {
                if let length = delimiter.closingLength(in: bytes, at: position, before: bytes.count) {
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

    /// Skips an interpolation's code from its `(` to the matching `)`, leaving no token of it;
    /// false when the scan is unsure of it.
    private mutating func skipInterpolation() -> Bool {
        let kept = tokens.count
        defer {
            interpolatedWords += tokens[kept...].filter { if case .word = $0.kind { true } else { false } }
            tokens.removeSubrange(kept...)
        }
        var depth = 0
        while position < bytes.count {
            let count = tokens.count
            guard step() else { return false }
            for token in tokens[count...] {
                if token.kind == .punctuation(UInt8(ascii: "(")) { depth += 1 }
                if token.kind == .punctuation(UInt8(ascii: ")")) {
                    depth -= 1
                    if depth == 0 { return true }
                }
            }
        }
        return false
    }

    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
    }

    static func isWordStart(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || byte == UInt8(ascii: "_") || byte >= 0x80
    }

    static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
}
