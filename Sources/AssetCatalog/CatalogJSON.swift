import Basics
import Foundation

/// A `Contents.json` value with the path that led to it and where it starts, so every
/// complaint can name the file, the line and the place (`colors[1].color.components.red`).
struct CatalogJSON {
    let node: JSONNode
    /// The path as Xcode's keys read, joined by dots (`colors[0].color.color-space`).
    let path: String
    let file: String

    /// Parses `data` read from `file`.
    static func parse(_ data: Data, file: String) throws(AssetCatalogError) -> CatalogJSON {
        do {
            return CatalogJSON(node: try JSONParser.parseDocument(data).root, path: "", file: file)
        } catch {
            throw AssetCatalogError(file: file, line: error.position?.line, problem: "invalid JSON: \(error)")
        }
    }

    /// Where this value starts in the file.
    var position: JSONPosition? { node.position }

    /// The member `key` of this object (nil when absent or null); an error when this is not an object.
    subscript(key: String) -> CatalogJSON? {
        get throws(AssetCatalogError) {
            guard case let .object(members) = node.value else { throw failure("expected an object") }
            guard let member = members.first(where: { $0.key == key }), member.value != .null else { return nil }
            return CatalogJSON(node: node.child(member.value, at: node.path.appending(key)),
                               path: path.isEmpty ? key : "\(path).\(key)", file: file)
        }
    }

    /// The elements of this array.
    func elements() throws(AssetCatalogError) -> [CatalogJSON] {
        guard case let .array(elements) = node.value else { throw failure("expected an array") }
        return elements.enumerated().map { index, element in
            CatalogJSON(node: node.child(element, at: node.path.appending(index)), path: "\(path)[\(index)]", file: file)
        }
    }

    /// This value as a string.
    func string() throws(AssetCatalogError) -> String {
        guard case let .string(text) = node.value else { throw failure("expected a string") }
        return text
    }

    /// This value as a boolean (`true`/`false`, or the strings Xcode sometimes writes).
    func bool() throws(AssetCatalogError) -> Bool {
        switch node.value {
        case let .bool(flag): return flag
        case let .string(text) where ["true", "false"].contains(text): return text == "true"
        default: throw failure("expected true or false")
        }
    }

    /// An error at this value's path and line.
    func failure(_ problem: String) -> AssetCatalogError {
        AssetCatalogError(file: file, line: position?.line, jsonPath: path, problem: problem)
    }
}
