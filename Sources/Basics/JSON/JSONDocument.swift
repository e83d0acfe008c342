/// A parsed JSON document with where each of its values starts, so a reader can point at the
/// line of the entry it complains about.
public struct JSONDocument: Sendable {
    /// The document's value.
    public let value: JSONValue
    /// Where each value starts, by its path from the top level.
    public let positions: [JSONPath: JSONPosition]

    public init(value: JSONValue, positions: [JSONPath: JSONPosition]) {
        self.value = value
        self.positions = positions
    }

    /// The top-level value as a node whose children know their positions.
    public var root: JSONNode { JSONNode(value: value, path: .root, positions: positions) }
}
