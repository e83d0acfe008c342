/// A JSON value and where it sits, with typed readers whose errors name that place:
/// `screen.root.frame.width: expected a number, found a string`.
public struct JSONNode: Sendable {
    public let value: JSONValue
    public let path: JSONPath
    /// Where the values of the document start, when it was parsed with `parseDocument`.
    let positions: [JSONPath: JSONPosition]?

    /// `value` found at `path`, without positions (`JSONDocument.root` gives a node with them).
    public init(value: JSONValue, path: JSONPath) {
        self.init(value: value, path: path, positions: nil)
    }

    init(value: JSONValue, path: JSONPath, positions: [JSONPath: JSONPosition]?) {
        self.value = value
        self.path = path
        self.positions = positions
    }

    /// Where this value starts in the text, when the document was parsed with `parseDocument`.
    public var position: JSONPosition? { positions?[path] }

    /// The node of `value` at `path` in the same document (a member or element of this one).
    public func child(_ value: JSONValue, at path: JSONPath) -> JSONNode {
        JSONNode(value: value, path: path, positions: positions)
    }

    /// An error at this value's path.
    public func error(_ message: String) -> JSONError {
        var error = path.error(message)
        error.position = position
        return error
    }

    /// `expected …, found a string`.
    public func mismatch(_ expected: String) -> JSONError {
        error("expected \(expected), found \(value.kindDescription)")
    }

    /// A string.
    public func string() throws(JSONError) -> String {
        guard case let .string(string) = value else { throw mismatch("a string") }
        return string
    }

    /// A string with at least one non-space character (names, ids, announcements).
    public func nonEmptyString(_ what: String = "the value") throws(JSONError) -> String {
        let string = try string()
        guard !string.allSatisfy(\.isWhitespace) else { throw error("\(what) must not be empty") }
        return string
    }

    /// A string, or nil for JSON `null` (a value that can be cleared).
    public func stringOrNull() throws(JSONError) -> String? {
        if case .null = value { return nil }
        guard case let .string(string) = value else { throw mismatch("a string or null") }
        return string
    }

    /// `true` or `false`.
    public func bool() throws(JSONError) -> Bool {
        guard case let .bool(flag) = value else { throw mismatch("true or false") }
        return flag
    }

    /// A number.
    public func number() throws(JSONError) -> Double {
        guard case let .number(number) = value else { throw mismatch("a number") }
        return number
    }

    /// A whole number within `range`.
    public func integer(in range: ClosedRange<Int>) throws(JSONError) -> Int {
        let number = try number()
        guard number == number.rounded() else {
            throw error("expected a whole number, found \(JSONWriter.numberText(number))")
        }
        guard number >= Double(range.lowerBound), number <= Double(range.upperBound) else {
            throw error("\(JSONWriter.numberText(number)) is outside \(range.lowerBound)…\(range.upperBound)")
        }
        return Int(number)
    }

    /// The elements of an array, each at its index.
    public func array() throws(JSONError) -> [JSONNode] {
        guard case let .array(elements) = value else { throw mismatch("an array") }
        return elements.enumerated().map { child($0.element, at: path.appending($0.offset)) }
    }

    /// The members of an object whose keys must all be among `keys`; an unknown key is an error
    /// with a suggestion, so a typo is never silently ignored.
    public func object(keys: [String]) throws(JSONError) -> JSONObject {
        guard case let .object(members) = value else { throw mismatch("an object") }
        // Lengths first: most keys differ in length, and comparing two lengths is cheaper than
        // comparing two strings.
        for member in members where !keys.contains(where: { $0.utf8.count == member.key.utf8.count && $0 == member.key }) {
            throw child(member.value, at: path.appending(member.key)).error(
                "unknown key \"\(member.key)\"" + NameSuggestion.hint(for: member.key, in: keys))
        }
        return JSONObject(node: self, members: members, presence: KeyPresence(members.lazy.map(\.key)))
    }

    /// A name among `cases` (`"list"` for `ContainerType.list`).
    public func caseName<Case: RawRepresentable & CaseIterable>(_ what: String, of type: Case.Type)
        throws(JSONError) -> Case where Case.RawValue == String
    {
        let name = try string()
        guard let match = Case(rawValue: name) else {
            throw error("unknown \(what) \"\(name)\"" + NameSuggestion.hint(for: name, in: Case.allCases.map(\.rawValue)))
        }
        return match
    }
}

/// An object's members, read by key.
public struct JSONObject: Sendable {
    /// The object itself.
    public let node: JSONNode
    /// Its members in the order written.
    public let members: [(key: String, value: JSONValue)]
    /// Which keys may be present: readers ask for dozens of optional keys an object lacks.
    let presence: KeyPresence

    /// Where the object sits.
    public var path: JSONPath { node.path }

    /// The member `key`, or nil when it is absent.
    public subscript(key: String) -> JSONNode? {
        guard presence.mayContain(key) else { return nil }
        return members.first { $0.key == key }.map { node.child($0.value, at: path.appending(key)) }
    }

    /// The member `key`, which must be present.
    public func required(_ key: String) throws(JSONError) -> JSONNode {
        guard let node = self[key] else { throw node.error("missing \"\(key)\"") }
        return node
    }

    /// `read` applied to the member `key`, or nil when it is absent.
    public func optional<T>(_ key: String, _ read: (JSONNode) throws(JSONError) -> T) throws(JSONError) -> T? {
        guard let node = self[key] else { return nil }
        return try read(node)
    }

    /// `read` applied to each element of the array `key`; empty when absent.
    public func list<T>(_ key: String, _ read: (JSONNode) throws(JSONError) -> T) throws(JSONError) -> [T] {
        guard let node = self[key] else { return [] }
        var results: [T] = []
        for element in try node.array() { results.append(try read(element)) }
        return results
    }
}

/// A filter over an object's keys that answers "certainly absent" for most keys it lacks without
/// comparing strings: one bit for each key's length and first byte. A set bit only says "maybe".
struct KeyPresence: Sendable {
    private var bits: UInt64 = 0

    init(_ keys: some Sequence<String>) {
        for key in keys { bits |= Self.bit(of: key) }
    }

    func mayContain(_ key: String) -> Bool { bits & Self.bit(of: key) != 0 }

    private static func bit(of key: String) -> UInt64 {
        let utf8 = key.utf8
        let first = UInt64(utf8.first ?? 0)
        return 1 << ((first &* 31 &+ UInt64(truncatingIfNeeded: utf8.count)) & 63)
    }
}
