/// `JSONValue` through any `Encoder` or `Decoder`, so a type whose `Codable` conformance goes
/// through a `JSONValue` produces and accepts exactly its own format, with or without `JSONEncoder`.
extension JSONValue: Codable {
    /// A coding key for any member name.
    private struct MemberKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    public init(from decoder: any Decoder) throws {
        if let single = try? decoder.singleValueContainer() {
            if single.decodeNil() { self = .null; return }
            if let flag = try? single.decode(Bool.self) { self = .bool(flag); return }
            if let number = try? single.decode(Double.self) { self = .number(number); return }
            if let string = try? single.decode(String.self) { self = .string(string); return }
        }
        if let keyed = try? decoder.container(keyedBy: MemberKey.self) {
            var members: [(key: String, value: JSONValue)] = []
            for key in keyed.allKeys {
                members.append((key.stringValue, try keyed.decode(JSONValue.self, forKey: key)))
            }
            self = .object(members)
            return
        }
        var unkeyed = try decoder.unkeyedContainer()
        var elements: [JSONValue] = []
        while !unkeyed.isAtEnd { elements.append(try unkeyed.decode(JSONValue.self)) }
        self = .array(elements)
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .null:
            var single = encoder.singleValueContainer()
            try single.encodeNil()
        case let .bool(flag):
            var single = encoder.singleValueContainer()
            try single.encode(flag)
        case let .number(number):
            var single = encoder.singleValueContainer()
            if let whole = number.wholeNumber { try single.encode(whole) } else { try single.encode(number) }
        case let .string(string):
            var single = encoder.singleValueContainer()
            try single.encode(string)
        case let .array(elements):
            var unkeyed = encoder.unkeyedContainer()
            for element in elements { try unkeyed.encode(element) }
        case let .object(members):
            var keyed = encoder.container(keyedBy: MemberKey.self)
            for member in members { try keyed.encode(member.value, forKey: MemberKey(stringValue: member.key)) }
        }
    }
}
