import AccessibilityTree
import Basics

/// A value of a snapshot dictionary, from JSON or an XML property list, with where it is written:
/// the one shape `SnapshotDictionaryReader` reads whichever form a test wrote.
struct DictionaryNode {
    indirect enum Value {
        case string(String)
        case number(Double)
        case bool(Bool)
        case null
        case array([DictionaryNode])
        case dictionary([(key: String, node: DictionaryNode)])
    }

    var value: Value
    var location: SourceLocation?

    /// What a person would call this kind of value in a message.
    var kindDescription: String {
        switch value {
        case .string: "a string"
        case .number: "a number"
        case .bool: "a boolean"
        case .null: "null"
        case .array: "an array"
        case .dictionary: "a dictionary"
        }
    }

    /// The member `key` of a dictionary.
    subscript(key: String) -> DictionaryNode? {
        guard case let .dictionary(members) = value else { return nil }
        return members.first { $0.key == key }?.node
    }

    /// A JSON document's values, each placed at the line and column where it starts.
    init(json node: JSONNode, file: String) {
        location = node.position.map { SourceLocation(file: file, line: $0.line, column: $0.column) }
        switch node.value {
        case .string(let text): value = .string(text)
        case .number(let number): value = .number(number)
        case .bool(let flag): value = .bool(flag)
        case .null: value = .null
        case .array(let elements):
            value = .array(elements.enumerated().map { DictionaryNode(json: node.child($1, at: node.path.appending($0)), file: file) })
        case .object(let members):
            value = .dictionary(members.map { ($0.key, DictionaryNode(json: node.child($0.value, at: node.path.appending($0.key)), file: file)) })
        }
    }

    init(value: Value, location: SourceLocation?) {
        self.value = value
        self.location = location
    }
}
