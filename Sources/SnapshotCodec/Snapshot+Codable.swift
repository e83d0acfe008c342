import AccessibilityTree
import Basics

/// `Codable` for the snapshot types, in exactly the snapshot format: `JSONEncoder` writes what
/// `Snapshot.encoded()` writes, and `JSONDecoder` checks what `Snapshot.decode` checks (for a
/// part read on its own, only what the part itself can show: the ids and screens it names
/// may live elsewhere). A `Screen` or element read this way checks the `behaviors` written on
/// its elements and drops them, having no place to keep them; read a `Snapshot` to keep them.
extension Snapshot: Codable {
    public init(from decoder: any Decoder) throws {
        self = try decodeSnapshotPart(from: decoder) { _, node throws(JSONError) in
            try SnapshotDecoder.decodeSnapshot(node)
        }
    }

    public func encode(to encoder: any Encoder) throws {
        try SnapshotEncoder.encodeSnapshot(self).encode(to: encoder)
    }
}

extension Screen: Codable {
    public init(from decoder: any Decoder) throws {
        self = try decodeSnapshotPart(from: decoder) { reader, node throws(JSONError) in
            let screen = try reader.decodeScreen(node, key: nil)
            try reader.checkReferences()
            return screen
        }
    }

    public func encode(to encoder: any Encoder) throws {
        try SnapshotEncoder.encodeScreen(self, behaviors: [:]).encode(to: encoder)
    }
}

extension AccessibilityElement: Codable {
    public init(from decoder: any Decoder) throws {
        self = try decodeSnapshotPart(from: decoder) { reader, node throws(JSONError) in
            try reader.decodeElement(node, screen: nil)
        }
    }

    public func encode(to encoder: any Encoder) throws {
        try SnapshotEncoder.encodeElement(self, behaviors: [:]).encode(to: encoder)
    }
}

extension ElementBehavior: Codable {
    public init(from decoder: any Decoder) throws {
        self = try decodeSnapshotPart(from: decoder) { reader, node throws(JSONError) in
            try reader.decodeBehavior(node, declaredActions: nil, screen: nil)
        }
    }

    public func encode(to encoder: any Encoder) throws {
        try SnapshotEncoder.encodeBehavior(self).encode(to: encoder)
    }
}

extension ActionEffect: Codable {
    public init(from decoder: any Decoder) throws {
        self = try decodeSnapshotPart(from: decoder) { reader, node throws(JSONError) in
            try reader.decodeEffect(node, scope: .anyScreen)
        }
    }

    public func encode(to encoder: any Encoder) throws {
        try SnapshotEncoder.encodeEffect(self).encode(to: encoder)
    }
}
