/// Writes a `JSONValue` as deterministic, pretty JSON: two-space indentation, object keys sorted,
/// whole numbers without a fraction, and short lists of plain values on one line
/// (`"traits": ["button", "selected"]`), so the same snapshot always produces the same bytes
/// and diffs stay readable.
enum JSONWriter {
    /// The longest line an array or object of plain values is written on before it is split.
    static let lineWidth = 100

    static func text(of value: JSONValue) -> String {
        var output = ""
        write(value, indent: "", lineSoFar: 0, into: &output)
        output += "\n"
        return output
    }

    /// Appends `value`, which starts a line already `lineSoFar` characters long.
    private static func write(_ value: JSONValue, indent: String, lineSoFar: Int, into output: inout String) {
        if let inline = inlineText(of: value), lineSoFar + inline.count + 1 <= lineWidth {
            output += inline
            return
        }
        switch value {
        case .null: output += "null"
        case let .bool(flag): output += flag ? "true" : "false"
        case let .number(number): output += numberText(number)
        case let .string(string): output += JSONStringLiteral.quoted(string)
        case let .array(elements):
            guard !elements.isEmpty else { output += "[]"; return }
            let inner = indent + "  "
            output += "[\n"
            for (index, element) in elements.enumerated() {
                output += inner
                write(element, indent: inner, lineSoFar: inner.count, into: &output)
                output += index < elements.count - 1 ? ",\n" : "\n"
            }
            output += indent + "]"
        case let .object(members):
            guard !members.isEmpty else { output += "{}"; return }
            let inner = indent + "  "
            let sorted = members.sorted { $0.key < $1.key }
            output += "{\n"
            for (index, member) in sorted.enumerated() {
                let key = JSONStringLiteral.quoted(member.key) + ": "
                output += inner + key
                write(member.value, indent: inner, lineSoFar: inner.count + key.count, into: &output)
                output += index < sorted.count - 1 ? ",\n" : "\n"
            }
            output += indent + "}"
        }
    }

    /// `value` on one line, when it is an array or object whose members are all plain values.
    private static func inlineText(of value: JSONValue) -> String? {
        switch value {
        case let .array(elements) where !elements.isEmpty && elements.allSatisfy(\.isPlain):
            return "[" + elements.map(plainText).joined(separator: ", ") + "]"
        case let .object(members) where !members.isEmpty && members.allSatisfy(\.value.isPlain):
            let sorted = members.sorted { $0.key < $1.key }
            return "{ " + sorted.map { JSONStringLiteral.quoted($0.key) + ": " + plainText($0.value) }.joined(separator: ", ") + " }"
        default:
            return nil
        }
    }

    private static func plainText(_ value: JSONValue) -> String {
        switch value {
        case .null: "null"
        case let .bool(flag): flag ? "true" : "false"
        case let .number(number): numberText(number)
        case let .string(string): JSONStringLiteral.quoted(string)
        case .array, .object: text(of: value)
        }
    }

    /// `12` for whole numbers, else the shortest text that reads back as the same double.
    static func numberText(_ number: Double) -> String {
        if number == number.rounded(), abs(number) < 1e15 { return String(Int(number)) }
        return String(number)
    }
}

extension JSONValue {
    /// Whether it is a string, number, boolean or null.
    fileprivate var isPlain: Bool {
        switch self {
        case .array, .object: false
        case .null, .bool, .number, .string: true
        }
    }
}
