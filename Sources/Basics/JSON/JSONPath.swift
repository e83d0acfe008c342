/// Where a value sits in a JSON document, printed the way people write it:
/// `screen.root.children[3].traits[1]`, `screens["my gallery"].root`.
public struct JSONPath: Hashable, Sendable, CustomStringConvertible {
    /// One step down: a member of an object or an element of an array.
    public enum Component: Hashable, Sendable {
        case key(String)
        case index(Int)
    }

    /// One step and the path above it. Paths that extend the same path share it, so a step down
    /// costs one small allocation rather than a copy of every step above (a reader takes a step
    /// for every member it reads and needs the whole path only to name a problem).
    private final class Step: Sendable {
        let parent: Step?
        let component: Component
        let depth: Int

        init(parent: Step?, component: Component) {
            self.parent = parent
            self.component = component
            depth = (parent?.depth ?? 0) + 1
        }
    }

    /// The last step; nil at the top level.
    private let last: Step?

    private init(last: Step?) {
        self.last = last
    }

    /// The top level.
    public init() {
        last = nil
    }

    /// The steps from the top level, outermost first.
    public var components: [Component] {
        var components: [Component] = []
        components.reserveCapacity(last?.depth ?? 0)
        var step = last
        while let current = step {
            components.append(current.component)
            step = current.parent
        }
        return components.reversed()
    }

    /// The top level of the document.
    public static let root = JSONPath()

    /// The member `key` of the object at this path.
    public func appending(_ key: String) -> JSONPath {
        JSONPath(last: Step(parent: last, component: .key(key)))
    }

    /// The element at `index` of the array at this path.
    public func appending(_ index: Int) -> JSONPath {
        JSONPath(last: Step(parent: last, component: .index(index)))
    }

    public static func == (lhs: JSONPath, rhs: JSONPath) -> Bool {
        var left = lhs.last
        var right = rhs.last
        while let leftStep = left, let rightStep = right {
            if leftStep === rightStep { return true }
            guard leftStep.depth == rightStep.depth, leftStep.component == rightStep.component else { return false }
            left = leftStep.parent
            right = rightStep.parent
        }
        return left == nil && right == nil
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(components)
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
