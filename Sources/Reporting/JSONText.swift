import AccessibilityTree

/// A JSON value whose objects keep their keys in the order written, so reports have a stable,
/// documented key order (Foundation's encoder either shuffles or sorts).
indirect enum JSONText: Sendable {
    case string(String)
    case int(Int)
    case bool(Bool)
    case null
    case array([JSONText])
    case object([(String, JSONText)])

    /// `string` or null.
    static func optional(_ value: String?) -> JSONText { value.map(JSONText.string) ?? .null }

    /// Pretty-printed with two-space indentation, `"key": value`, and a final newline at top level.
    func rendered(indent: Int = 0) -> String {
        let padding = String(repeating: "  ", count: indent + 1)
        let closing = String(repeating: "  ", count: indent)
        switch self {
        case .string(let text): return JSONStringLiteral.quoted(text)
        case .int(let number): return String(number)
        case .bool(let value): return value ? "true" : "false"
        case .null: return "null"
        case .array(let items):
            guard !items.isEmpty else { return "[]" }
            return "[\n" + items.map { padding + $0.rendered(indent: indent + 1) }.joined(separator: ",\n") + "\n\(closing)]"
        case .object(let members):
            guard !members.isEmpty else { return "{}" }
            return "{\n" + members.map { padding + JSONStringLiteral.quoted($0.0) + ": " + $0.1.rendered(indent: indent + 1) }
                .joined(separator: ",\n") + "\n\(closing)}"
        }
    }
}
