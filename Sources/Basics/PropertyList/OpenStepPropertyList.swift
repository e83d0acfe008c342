/// A value of an old-style (OpenStep) property list, the text format of an Xcode project's
/// `project.pbxproj`: quoted or bare strings, `( … )` arrays and `{ key = value; }` dictionaries,
/// with `/* … */` and `// …` comments (Apple, "Property List Programming Guide", Old-Style ASCII
/// Property Lists).
public enum OpenStepPropertyList: Equatable, Sendable {
    case string(String)
    case array([OpenStepPropertyList])
    case dictionary([String: OpenStepPropertyList])

    public var string: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    public var array: [OpenStepPropertyList]? {
        if case .array(let value) = self { return value }
        return nil
    }

    public var dictionary: [String: OpenStepPropertyList]? {
        if case .dictionary(let value) = self { return value }
        return nil
    }

    /// The strings of an array value; empty for anything else.
    public var strings: [String] { array?.compactMap(\.string) ?? [] }

    /// Reads `bytes` as one property list (after an optional `// !$*UTF8*$!` header comment).
    ///
    /// - Throws: `OpenStepPropertyListError` naming the line and column where the text stops
    ///   being a property list.
    public static func parse(_ bytes: [UInt8]) throws(OpenStepPropertyListError) -> OpenStepPropertyList {
        var reader = OpenStepPropertyListReader(bytes: bytes)
        let value = try reader.value(depth: 0)
        try reader.skipSpaceAndComments()
        guard reader.atEnd else { throw reader.error("more text after the property list") }
        return value
    }
}

/// Where and why a text is not an old-style property list.
public struct OpenStepPropertyListError: Error, Equatable, CustomStringConvertible {
    public var line: Int
    public var column: Int
    public var problem: String

    public init(line: Int, column: Int, problem: String) {
        self.line = line
        self.column = column
        self.problem = problem
    }

    public var description: String { "line \(line), column \(column): \(problem)" }
}

/// Reads an old-style property list byte by byte.
private struct OpenStepPropertyListReader {
    let bytes: [UInt8]
    var offset = 0

    /// Nesting deeper than any Xcode project writes is taken as damage, not recursed into.
    static let deepest = 200

    var atEnd: Bool { offset >= bytes.count }

    func error(_ problem: String) -> OpenStepPropertyListError {
        var line = 1, lineStart = 0
        for index in 0..<min(offset, bytes.count) where bytes[index] == UInt8(ascii: "\n") {
            line += 1
            lineStart = index + 1
        }
        return OpenStepPropertyListError(line: line, column: offset - lineStart + 1, problem: problem)
    }

    mutating func value(depth: Int) throws(OpenStepPropertyListError) -> OpenStepPropertyList {
        guard depth < Self.deepest else { throw error("nested more than \(Self.deepest) levels deep") }
        try skipSpaceAndComments()
        guard !atEnd else { throw error("the text ends where a value should be") }
        switch bytes[offset] {
        case UInt8(ascii: "{"): return try dictionary(depth: depth)
        case UInt8(ascii: "("): return try array(depth: depth)
        default: return .string(try string())
        }
    }

    private mutating func dictionary(depth: Int) throws(OpenStepPropertyListError) -> OpenStepPropertyList {
        offset += 1
        var entries: [String: OpenStepPropertyList] = [:]
        while true {
            try skipSpaceAndComments()
            guard !atEnd else { throw error("a dictionary is not closed with '}'") }
            if bytes[offset] == UInt8(ascii: "}") {
                offset += 1
                return .dictionary(entries)
            }
            let key = try string()
            try expect("=", after: "the key \"\(key)\"")
            entries[key] = try value(depth: depth + 1)
            try expect(";", after: "the value of \"\(key)\"")
        }
    }

    private mutating func array(depth: Int) throws(OpenStepPropertyListError) -> OpenStepPropertyList {
        offset += 1
        var items: [OpenStepPropertyList] = []
        while true {
            try skipSpaceAndComments()
            guard !atEnd else { throw error("an array is not closed with ')'") }
            if bytes[offset] == UInt8(ascii: ")") {
                offset += 1
                return .array(items)
            }
            items.append(try value(depth: depth + 1))
            try skipSpaceAndComments()
            guard !atEnd else { throw error("an array is not closed with ')'") }
            if bytes[offset] == UInt8(ascii: ",") {
                offset += 1
            } else if bytes[offset] != UInt8(ascii: ")") {
                throw error("expected ',' or ')' in an array")
            }
        }
    }

    private mutating func expect(_ character: Unicode.Scalar, after what: String) throws(OpenStepPropertyListError) {
        try skipSpaceAndComments()
        guard !atEnd, bytes[offset] == UInt8(ascii: character) else { throw error("expected '\(character)' after \(what)") }
        offset += 1
    }

    /// A quoted string, a `<…>` data value (kept as its text) or a bare word.
    private mutating func string() throws(OpenStepPropertyListError) -> String {
        switch bytes[offset] {
        case UInt8(ascii: "\""): return try quoted()
        case UInt8(ascii: "<"):
            let start = offset
            while !atEnd, bytes[offset] != UInt8(ascii: ">") { offset += 1 }
            guard !atEnd else { throw error("a data value is not closed with '>'") }
            offset += 1
            return String(decoding: bytes[start..<offset], as: UTF8.self)
        default:
            let start = offset
            while !atEnd, Self.isBare(bytes[offset]) { offset += 1 }
            guard offset > start else { throw error("unexpected character '\(Character(Unicode.Scalar(bytes[offset])))'") }
            return String(decoding: bytes[start..<offset], as: UTF8.self)
        }
    }

    /// The characters a string may hold without quotes.
    private static func isBare(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
             UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "+"), UInt8(ascii: "/"), UInt8(ascii: ":"), UInt8(ascii: "."),
             UInt8(ascii: "-"):
            return true
        default:
            return byte >= 0x80
        }
    }

    private mutating func quoted() throws(OpenStepPropertyListError) -> String {
        offset += 1
        var text: [UInt8] = []
        while !atEnd {
            let byte = bytes[offset]
            offset += 1
            switch byte {
            case UInt8(ascii: "\""):
                return String(decoding: text, as: UTF8.self)
            case UInt8(ascii: "\\"):
                guard !atEnd else { break }
                let escaped = bytes[offset]
                offset += 1
                switch escaped {
                case UInt8(ascii: "n"): text.append(UInt8(ascii: "\n"))
                case UInt8(ascii: "t"): text.append(UInt8(ascii: "\t"))
                case UInt8(ascii: "r"): text.append(UInt8(ascii: "\r"))
                default: text.append(escaped)
                }
            default:
                text.append(byte)
            }
        }
        throw error("a quoted string is not closed")
    }

    mutating func skipSpaceAndComments() throws(OpenStepPropertyListError) {
        while !atEnd {
            let byte = bytes[offset]
            if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r") {
                offset += 1
            } else if byte == UInt8(ascii: "/"), offset + 1 < bytes.count, bytes[offset + 1] == UInt8(ascii: "*") {
                let start = offset
                offset += 2
                while offset + 1 < bytes.count, !(bytes[offset] == UInt8(ascii: "*") && bytes[offset + 1] == UInt8(ascii: "/")) { offset += 1 }
                guard offset + 1 < bytes.count else {
                    offset = start
                    throw error("a comment is not closed with '*/'")
                }
                offset += 2
            } else if byte == UInt8(ascii: "/"), offset + 1 < bytes.count, bytes[offset + 1] == UInt8(ascii: "/") {
                while !atEnd, bytes[offset] != UInt8(ascii: "\n") { offset += 1 }
            } else {
                return
            }
        }
    }
}
