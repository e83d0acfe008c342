import Foundation

/// Parses JSON text (RFC 8259) into a `JSONValue`, with errors that give the line and column.
///
/// Hand-written rather than `JSONSerialization` so that a repeated key is an error (a typo must
/// not silently replace a value), numbers that overflow a double are rejected, nesting is
/// capped at `maximumDepth` levels (a hostile 10 000-level document gets a clear error instead
/// of exhausting the stack), and `parseDocument` can say where each value starts.
public struct JSONParser {
    /// The deepest nesting of arrays and objects accepted; a snapshot screen nests two levels
    /// per element level (the element and its `children`), so this allows about 127 levels of elements.
    public static let maximumDepth = 256

    let bytes: [UInt8]
    var offset = 0
    private var depth = 0
    /// Where each value starts, by path; nil when positions are not wanted.
    private var offsets: [JSONPath: Int]?

    private init(bytes: [UInt8], recordsPositions: Bool) {
        self.bytes = bytes
        offsets = recordsPositions ? [:] : nil
    }

    /// The value `data` holds, which must be one JSON value with only whitespace around it.
    public static func parse(_ data: Data) throws(JSONError) -> JSONValue {
        var parser = try JSONParser(data, recordsPositions: false)
        return try parser.parseDocumentValue()
    }

    /// The value `data` holds with where each of its values starts, for readers that point at lines.
    public static func parseDocument(_ data: Data) throws(JSONError) -> JSONDocument {
        var parser = try JSONParser(data, recordsPositions: true)
        let value = try parser.parseDocumentValue()
        let lines = LineStarts(parser.bytes)
        return JSONDocument(value: value, positions: (parser.offsets ?? [:]).mapValues(lines.position(of:)))
    }

    private init(_ data: Data, recordsPositions: Bool) throws(JSONError) {
        var bytes = [UInt8](data)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
        guard String(validating: bytes, as: UTF8.self) != nil else {
            throw JSONError(path: "", message: "not JSON: the text is not valid UTF-8")
        }
        self.init(bytes: bytes, recordsPositions: recordsPositions)
    }

    private mutating func parseDocumentValue() throws(JSONError) -> JSONValue {
        skipWhitespace()
        guard offset < bytes.count else {
            throw JSONError(path: "", message: "not JSON: the document is empty")
        }
        let value = try parseValue(at: .root)
        skipWhitespace()
        guard offset == bytes.count else {
            throw error("unexpected \(describeNext()) after the end of the document")
        }
        return value
    }

    // MARK: - Values

    private mutating func parseValue(at path: JSONPath) throws(JSONError) -> JSONValue {
        guard let byte = peek() else { throw truncated("a value") }
        offsets?[path] = offset
        switch byte {
        case UInt8(ascii: "{"): return try parseObject(at: path)
        case UInt8(ascii: "["): return try parseArray(at: path)
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

    /// Whether `key` is already among `members`. Small objects, nearly all of them, compare keys
    /// and allocate nothing; from 16 members on, `seen` holds the keys as a set.
    private static func repeats(_ key: String, in members: [(key: String, value: JSONValue)],
                                seen: inout Set<String>) -> Bool {
        guard members.count >= 16 else { return members.contains { $0.key == key } }
        if seen.isEmpty { seen = Set(members.map(\.key)) }
        return !seen.insert(key).inserted
    }

    private mutating func parseObject(at path: JSONPath) throws(JSONError) -> JSONValue {
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
            guard !Self.repeats(key, in: members, seen: &keys) else {
                throw error("the key \"\(key)\" appears twice in one object", at: keyOffset)
            }
            skipWhitespace()
            guard peek() == UInt8(ascii: ":") else {
                throw peek() == nil ? truncated("':'") : error("expected ':' after the key \"\(key)\", found \(describeNext())")
            }
            offset += 1
            skipWhitespace()
            members.append((key, try parseValue(at: offsets == nil ? path : path.appending(key))))
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

    private mutating func parseArray(at path: JSONPath) throws(JSONError) -> JSONValue {
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
            elements.append(try parseValue(at: offsets == nil ? path : path.appending(elements.count)))
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

    private mutating func enterNesting() throws(JSONError) {
        depth += 1
        if depth > Self.maximumDepth {
            throw error("nested more than \(Self.maximumDepth) levels deep")
        }
    }

    private mutating func parseLiteral(_ word: StaticString) throws(JSONError) {
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

    func truncated(_ expected: String) -> JSONError {
        error("unexpected end of the document, expected \(expected) (is the file truncated?)")
    }

    /// An error at `position` (the current offset by default), as `line L, column C`, both
    /// 1-based, the column counted in UTF-8 bytes as editors and compilers do.
    func error(_ message: String, at position: Int? = nil) -> JSONError {
        let place = LineStarts(bytes).position(of: min(position ?? offset, bytes.count))
        return JSONError(path: place.description, message: message, position: place)
    }
}
