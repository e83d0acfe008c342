/// Where a value sits in a JSON document, printed the way people write it:
/// `screen.root.children[3].traits[1]`, `screens["my gallery"].root`.
public struct JSONPath: Hashable, Sendable, CustomStringConvertible {
    /// One step down: a member of an object or an element of an array.
    public enum Component: Hashable, Sendable {
        case key(String)
        case index(Int)
    }

    /// The steps from the top level, outermost first.
    public private(set) var components: [Component] = []

    /// The top level of the document.
    public static let root = JSONPath()

    /// The member `key` of the object at this path.
    public func appending(_ key: String) -> JSONPath {
        var copy = self
        copy.components.append(.key(key))
        return copy
    }

    /// The element at `index` of the array at this path.
    public func appending(_ index: Int) -> JSONPath {
        var copy = self
        copy.components.append(.index(index))
        return copy
    }

    /// `screen.root.children[3]`; a key that is not a plain name is quoted (`screens["my gallery"]`).
    public var description: String {
        var text = ""
        for component in components {
            switch component {
            case let .key(key) where JSONPath.isPlainName(key):
                text += text.isEmpty ? key : "." + key
            case let .key(key):
                text += "[\"" + key.replacingOccurrences(of: "\"", with: "\\\"") + "\"]"
            case let .index(index):
                text += "[\(index)]"
            }
        }
        return text
    }

    /// The path for use inside a message: "the top level" for the root.
    public var readableDescription: String { components.isEmpty ? "the top level" : description }

    /// Whether `key` can be written after a dot: letters, digits and underscores, not first a digit.
    private static func isPlainName(_ key: String) -> Bool {
        guard let first = key.unicodeScalars.first, !("0"..."9").contains(first) else { return false }
        return key.unicodeScalars.allSatisfy { $0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_" }
    }

    /// An error at this path.
    public func error(_ message: String) -> JSONError {
        JSONError(path: description, message: message)
    }
}
