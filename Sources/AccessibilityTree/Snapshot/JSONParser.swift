import Foundation

/// Parses JSON text (RFC 8259) into a `JSONValue`, with errors that give the line and column.
///
/// Hand-written rather than `JSONSerialization` so that a repeated key is an error (a typo must
/// not silently replace a value), numbers that overflow a double are rejected, and nesting is
/// capped at `maximumDepth` levels: a hostile 10 000-level document gets a clear error instead
/// of exhausting the stack.
struct JSONParser {
    /// The deepest nesting of arrays and objects accepted; a screen nests two levels per
    /// element level (the element and its `children`), so this allows about 127 levels of elements.
    static let maximumDepth = 256

    let bytes: [UInt8]
    var offset = 0
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

    // MARK: - Reading and errors

    func peek() -> UInt8? { offset < bytes.count ? bytes[offset] : nil }

    mutating func skipWhitespace() {
        while let byte = peek(), byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { offset += 1 }
    }

    /// The next character, quoted, for messages: `'x'`, or "the end of the document".
    func describeNext() -> String {
        guard offset < bytes.count else { return "the end of the document" }
        let rest = String(decoding: bytes[offset..<min(bytes.count, offset + 4)], as: UTF8.self)
        guard let character = rest.first else { return "an invalid byte" }
        return "'\(character)'"
    }

    func truncated(_ expected: String) -> SnapshotError {
        error("unexpected end of the document, expected \(expected) (is the file truncated?)")
    }

    /// An error at `position` (the current offset by default), as `line L, column C`, both
    /// 1-based, the column counted in UTF-8 bytes as editors and compilers do.
    func error(_ message: String, at position: Int? = nil) -> SnapshotError {
        let position = min(position ?? offset, bytes.count)
        var line = 1, lineStart = 0
        for index in 0..<position where bytes[index] == 0x0A {
            line += 1
            lineStart = index + 1
        }
        return SnapshotError(path: "line \(line), column \(position - lineStart + 1)", message: message)
    }
}
