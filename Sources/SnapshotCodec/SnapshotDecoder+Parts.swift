import AccessibilityTree
import Basics

extension JSONError {
    /// This error as `Decodable` reports errors, at `decoder`'s coding path.
    func decodingError(at decoder: any Decoder) -> DecodingError {
        .dataCorrupted(DecodingError.Context(codingPath: decoder.codingPath, debugDescription: description))
    }
}

/// Decodes a part of a snapshot on its own through `Codable`: `read` runs on the JSON the
/// decoder holds, and a `JSONError` becomes a `DecodingError` carrying its message.
func decodeSnapshotPart<Part>(
    from decoder: any Decoder, _ read: (inout SnapshotDecoder, JSONNode) throws(JSONError) -> Part
) throws -> Part {
    let node = JSONNode(value: try JSONValue(from: decoder), path: .root)
    var reader = SnapshotDecoder(screenNames: nil)
    do {
        return try read(&reader, node)
    } catch {
        throw error.decodingError(at: decoder)
    }
}
