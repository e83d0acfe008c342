import Foundation

/// Parses JSON text (RFC 8259) into a `JSONValue`, with errors that give the line and column.
///
/// Hand-written rather than `JSONSerialization` so that a repeated key is an error (a typo must
/// not silently replace a value), numbers that overflow a double are rejected, and nesting is
/// capped at `maximumDepth` levels: a hostile 10 000-level document gets a clear error instead
/// of exhausting the stack.
struct JSONParser {
    /// The deepest nesting of arrays and objects accepted; a screen nests two levels per
    /// element level (the element and its `children`), so this allows 128 levels of elements.
    static let maximumDepth = 256

    private let bytes: [UInt8]
    private var offset = 0
    private var depth = 0

    private init(bytes: [UInt8]) { self.bytes = bytes }

    /// The value `data` holds, which must be one JSON value with only whitespace around it.
    static func parse(_ data: Data) throws(SnapshotError) -> JSONValue {
        var bytes = [UInt8](data)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
        guard String(validating: bytes, as: UTF8.self) != nil else {
            throw SnapshotError(path: "", message: "not JSON: the text is not valid UTF-8")
        }
        var parser = JSONParser(bytes: bytes)
        parser.skipWhitespace()
        guard parser.offset < bytes.count else {
            throw SnapshotError(path: "", message: "not JSON: the document is empty")
        }
        let value = try parser.parseValue()
        parser.skipWhitespace()
        guard parser.offset == bytes.count else {
            throw parser.error("unexpected \(parser.describeNext()) after the end of the document")
        }
        return value
    }

    // MARK: - Values

    private mutating func parseValue() throws(SnapshotError) -> JSONValue {
        guard let byte = peek() else { throw truncated("a value") }
        switch byte {
        case UInt8(ascii: "{"): return try parseObject()
        case UInt8(ascii: "["): return try parseArray()
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "t"): try parseLiteral("true"); return .bool(true)
        case UInt8(ascii: "f"): try parseLiteral("false"); return .bool(false)
        case UInt8(ascii: "n"): try parseLiteral("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try parseNumber())
        case UInt8(ascii: "N"), UInt8(ascii: "I"):
            throw error("NaN and Infinity are not JSON numbers")
        default:
            throw error("expected a value, found \(describeNext())")
        }
    }

    private mutating func parseObject() throws(SnapshotError) -> JSONValue {
        try enterNesting()
        offset += 1
        var members: [(key: String, value: JSONValue)] = []
        var keys: Set<String> = []
        skipWhitespace()
        if peek() == UInt8(ascii: "}") {
            offset += 1
            depth -= 1
            return .object(members)
        }
        while true {
            skipWhitespace()
            guard let byte = peek() else { throw truncated("a key") }
            guard byte == UInt8(ascii: "\"") else {
                throw error("expected a key in double quotes, found \(describeNext())")
            }
            let keyOffset = offset
            let key = try parseString()
            guard keys.insert(key).inserted else {
                throw error("the key \"\(key)\" appears twice in one object", at: keyOffset)
            }
            skipWhitespace()
            guard peek() == UInt8(ascii: ":") else {
                throw peek() == nil ? truncated("':'") : error("expected ':' after the key \"\(key)\", found \(describeNext())")
            }
            offset += 1
            skipWhitespace()
            members.append((key, try parseValue()))
            skipWhitespace()
            switch peek() {
            case UInt8(ascii: ","): offset += 1
            case UInt8(ascii: "}"):
                offset += 1
                depth -= 1
                return .object(members)
            case nil: throw truncated("',' or '}'")
            default: throw error("expected ',' or '}' after the value of \"\(key)\", found \(describeNext())")
            }
        }
    }

    private mutating func parseArray() throws(SnapshotError) -> JSONValue {
        try enterNesting()
        offset += 1
        var elements: [JSONValue] = []
        skipWhitespace()
        if peek() == UInt8(ascii: "]") {
            offset += 1
            depth -= 1
            return .array(elements)
        }
        while true {
            skipWhitespace()
            elements.append(try parseValue())
            skipWhitespace()
            switch peek() {
            case UInt8(ascii: ","): offset += 1
            case UInt8(ascii: "]"):
                offset += 1
                depth -= 1
                return .array(elements)
            case nil: throw truncated("',' or ']'")
            default: throw error("expected ',' or ']' in an array, found \(describeNext())")
            }
        }
    }

    private mutating func enterNesting() throws(SnapshotError) {
        depth += 1
        if depth > Self.maximumDepth {
            throw error("nested more than \(Self.maximumDepth) levels deep")
        }
    }

    private mutating func parseLiteral(_ word: StaticString) throws(SnapshotError) {
        let expected = word.withUTF8Buffer { Array($0) }
        guard bytes.count - offset >= expected.count,
              bytes[offset..<offset + expected.count].elementsEqual(expected)
        else {
            throw error("expected a value, found \(describeNext())")
        }
        offset += expected.count
    }

    // MARK: - Numbers

    private mutating func parseNumber() throws(SnapshotError) -> Double {
        let start = offset
        if peek() == UInt8(ascii: "-") { offset += 1 }
        guard let first = peek(), isDigit(first) else { throw error("expected a digit after '-'") }
        if first == UInt8(ascii: "0") {
            offset += 1
            if let next = peek(), isDigit(next) { throw error("numbers must not have leading zeros", at: start) }
        } else {
            skipDigits()
        }
        if peek() == UInt8(ascii: ".") {
            offset += 1
            guard let next = peek(), isDigit(next) else { throw error("expected a digit after the decimal point") }
            skipDigits()
        }
        if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
            offset += 1
            if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") { offset += 1 }
            guard let next = peek(), isDigit(next) else { throw error("expected a digit in the exponent") }
            skipDigits()
        }
        let text = String(decoding: bytes[start..<offset], as: UTF8.self)
        guard let number = Double(text), number.isFinite else {
            throw error("the number \(text) is too large", at: start)
        }
        return number
    }

    private func isDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }

    private mutating func skipDigits() {
        while let byte = peek(), isDigit(byte) { offset += 1 }
    }

    // MARK: - Strings

    private mutating func parseString() throws(SnapshotError) -> String {
        let start = offset
        offset += 1
        var scalars = String.UnicodeScalarView()
        var run = offset
        func flush(upTo end: Int) {
            scalars.append(contentsOf: String(decoding: bytes[run..<end], as: UTF8.self).unicodeScalars)
        }
        while true {
            guard let byte = peek() else { throw error("a string is never closed", at: start) }
            switch byte {
            case UInt8(ascii: "\""):
                flush(upTo: offset)
                offset += 1
                return String(scalars)
            case UInt8(ascii: "\\"):
                flush(upTo: offset)
                offset += 1
                scalars.append(try parseEscape())
                run = offset
            case 0..<0x20:
                throw error("a control character must be escaped inside a string")
            default:
                offset += 1
            }
        }
    }

    private mutating func parseEscape() throws(SnapshotError) -> Unicode.Scalar {
        guard let byte = peek() else { throw truncated("an escape") }
        offset += 1
        switch byte {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            let high = try parseHexQuad()
            if (0xD800...0xDBFF).contains(high) {
                guard peek() == UInt8(ascii: "\\"), offset + 1 < bytes.count, bytes[offset + 1] == UInt8(ascii: "u") else {
                    throw error("a \\u escape of a high surrogate must be followed by a low surrogate")
                }
                offset += 2
                let low = try parseHexQuad()
                guard (0xDC00...0xDFFF).contains(low),
                      let scalar = Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))
                else { throw error("invalid surrogate pair in a \\u escape") }
                return scalar
            }
            guard let scalar = Unicode.Scalar(high) else { throw error("a \\u escape names a lone surrogate") }
            return scalar
        default:
            offset -= 1
            throw error("unknown escape \\\(describeNext())")
        }
    }

    private mutating func parseHexQuad() throws(SnapshotError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = peek(), let digit = UInt32(String(UnicodeScalar(byte)), radix: 16) else {
                throw error("expected four hexadecimal digits after \\u")
            }
            value = value * 16 + digit
            offset += 1
        }
        return value
    }

    // MARK: - Reading and errors

    private func peek() -> UInt8? { offset < bytes.count ? bytes[offset] : nil }

    private mutating func skipWhitespace() {
        while let byte = peek(), byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { offset += 1 }
    }

    /// The next character, quoted, for messages: `'x'`, or "the end of the document".
    private func describeNext() -> String {
        guard offset < bytes.count else { return "the end of the document" }
        let rest = String(decoding: bytes[offset..<min(bytes.count, offset + 4)], as: UTF8.self)
        guard let character = rest.first else { return "an invalid byte" }
        return "'\(character)'"
    }

    private func truncated(_ expected: String) -> SnapshotError {
        error("unexpected end of the document, expected \(expected) (is the file truncated?)")
    }

    /// An error at `position` (the current offset by default), as `line L, column C`, both
    /// 1-based, the column counted in UTF-8 bytes as editors and compilers do.
    private func error(_ message: String, at position: Int? = nil) -> SnapshotError {
        let position = min(position ?? offset, bytes.count)
        var line = 1, lineStart = 0
        for index in 0..<position where bytes[index] == 0x0A {
            line += 1
            lineStart = index + 1
        }
        return SnapshotError(path: "line \(line), column \(position - lineStart + 1)", message: message)
    }
}
