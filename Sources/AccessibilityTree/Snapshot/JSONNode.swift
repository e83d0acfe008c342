/// A JSON value and where it sits, with typed readers whose errors name that place:
/// `screen.root.frame.width: expected a number, found a string`.
struct JSONNode {
    let value: JSONValue
    let path: JSONPath

    /// Coordinates and sizes beyond this many points are taken for a mistake (a screen is a
    /// few thousand points across; a scroll view's content may be long, but not a million).
    static let maximumMagnitude = 1_000_000.0

    func error(_ message: String) -> SnapshotError { path.error(message) }

    private func mismatch(_ expected: String) -> SnapshotError {
        error("expected \(expected), found \(value.kindDescription)")
    }

    func string() throws(SnapshotError) -> String {
        guard case let .string(string) = value else { throw mismatch("a string") }
        return string
    }

    /// A string with at least one non-space character (names, ids, announcements).
    func nonEmptyString(_ what: String = "the value") throws(SnapshotError) -> String {
        let string = try string()
        guard !string.allSatisfy(\.isWhitespace) else { throw error("\(what) must not be empty") }
        return string
    }

    /// A string, or nil for JSON `null` (a value that can be cleared).
    func stringOrNull() throws(SnapshotError) -> String? {
        if case .null = value { return nil }
        guard case let .string(string) = value else { throw mismatch("a string or null") }
        return string
    }

    func bool() throws(SnapshotError) -> Bool {
        guard case let .bool(flag) = value else { throw mismatch("true or false") }
        return flag
    }

    func number() throws(SnapshotError) -> Double {
        guard case let .number(number) = value else { throw mismatch("a number") }
        return number
    }

    /// A coordinate or length in points, within ±`maximumMagnitude`.
    func points() throws(SnapshotError) -> Double {
        let number = try number()
        guard abs(number) <= Self.maximumMagnitude else {
            throw error("\(JSONWriter.numberText(number)) is out of range (at most \(Int(Self.maximumMagnitude)) points)")
        }
        return number
    }

    /// A whole number within `range`.
    func integer(in range: ClosedRange<Int>) throws(SnapshotError) -> Int {
        let number = try number()
        guard number == number.rounded() else {
            throw error("expected a whole number, found \(JSONWriter.numberText(number))")
        }
        guard number >= Double(range.lowerBound), number <= Double(range.upperBound) else {
            throw error("\(JSONWriter.numberText(number)) is outside \(range.lowerBound)…\(range.upperBound)")
        }
        return Int(number)
    }

    func array() throws(SnapshotError) -> [JSONNode] {
        guard case let .array(elements) = value else { throw mismatch("an array") }
        return elements.enumerated().map { JSONNode(value: $0.element, path: path.appending($0.offset)) }
    }

    /// The members of an object whose keys must all be among `keys`; an unknown key is an error
    /// with a suggestion, so a typo is never silently ignored.
    func object(keys: [String]) throws(SnapshotError) -> JSONObject {
        guard case let .object(members) = value else { throw mismatch("an object") }
        for member in members where !keys.contains(member.key) {
            throw path.appending(member.key).error(
                "unknown key \"\(member.key)\"" + NameSuggestion.hint(for: member.key, in: keys))
        }
        return JSONObject(path: path, members: members)
    }

    /// A name among `cases` (`"list"` for `ContainerType.list`).
    func caseName<Case: RawRepresentable & CaseIterable>(_ what: String, of type: Case.Type)
        throws(SnapshotError) -> Case where Case.RawValue == String
    {
        let name = try string()
        guard let match = Case(rawValue: name) else {
            throw error("unknown \(what) \"\(name)\"" + NameSuggestion.hint(for: name, in: Case.allCases.map(\.rawValue)))
        }
        return match
    }
}

/// An object's members, read by key.
struct JSONObject {
    let path: JSONPath
    let members: [(key: String, value: JSONValue)]

    subscript(key: String) -> JSONNode? {
        members.first { $0.key == key }.map { JSONNode(value: $0.value, path: path.appending(key)) }
    }

    /// The member `key`, which must be present.
    func required(_ key: String) throws(SnapshotError) -> JSONNode {
        guard let node = self[key] else { throw path.error("missing \"\(key)\"") }
        return node
    }

    /// `read` applied to the member `key`, or nil when it is absent.
    func optional<T>(_ key: String, _ read: (JSONNode) throws(SnapshotError) -> T) throws(SnapshotError) -> T? {
        guard let node = self[key] else { return nil }
        return try read(node)
    }

    /// `read` applied to each element of the array `key`; empty when absent.
    func list<T>(_ key: String, _ read: (JSONNode) throws(SnapshotError) -> T) throws(SnapshotError) -> [T] {
        guard let node = self[key] else { return [] }
        var results: [T] = []
        for element in try node.array() { results.append(try read(element)) }
        return results
    }
}
