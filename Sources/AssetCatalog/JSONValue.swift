import Foundation

/// A `Contents.json` value with the path that led to it, so every complaint can name the
/// place (`colors[1].color.components.red`).
struct JSONValue {
    let value: Any?
    let path: String
    let file: String

    /// Parses `data` read from `file`.
    static func parse(_ data: Data, file: String) throws(AssetCatalogError) -> JSONValue {
        do {
            let object = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
            return JSONValue(value: object, path: "", file: file)
        } catch {
            let reason = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String
            throw AssetCatalogError(file: file, problem: "invalid JSON" + (reason.map { ": \($0)" } ?? ""))
        }
    }

    /// The member `key` of this object (nil when absent); an error when this is not an object.
    subscript(key: String) -> JSONValue? {
        get throws(AssetCatalogError) {
            guard let object = value as? [String: Any] else { throw failure("expected an object") }
            guard let member = object[key], !(member is NSNull) else { return nil }
            return JSONValue(value: member, path: path.isEmpty ? key : "\(path).\(key)", file: file)
        }
    }

    /// The elements of this array.
    func elements() throws(AssetCatalogError) -> [JSONValue] {
        guard let array = value as? [Any] else { throw failure("expected an array") }
        return array.enumerated().map { JSONValue(value: $1, path: "\(path)[\($0)]", file: file) }
    }

    /// This value as a string.
    func string() throws(AssetCatalogError) -> String {
        guard let text = value as? String else { throw failure("expected a string") }
        return text
    }

    /// This value as a boolean (`true`/`false`, or the strings Xcode sometimes writes).
    func bool() throws(AssetCatalogError) -> Bool {
        if let text = value as? String, ["true", "false"].contains(text) { return text == "true" }
        if let flag = value as? Bool { return flag }
        throw failure("expected true or false")
    }

    /// An error at this value's path.
    func failure(_ problem: String) -> AssetCatalogError {
        AssetCatalogError(file: file, jsonPath: path, problem: problem)
    }
}
