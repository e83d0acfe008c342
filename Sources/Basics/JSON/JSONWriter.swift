/// Writes a `JSONValue` as deterministic, pretty JSON: two-space indentation, whole numbers
/// without a fraction, strings escaped by `JSONStringLiteral`, so the same value always
/// produces the same bytes and diffs stay readable.
///
/// Two layouts: `.canonical` (snapshots) sorts object keys and writes short lists of plain
/// values on one line (`"traits": ["button", "selected"]`); `.documentOrder` (reports) keeps
/// keys in the order written and puts every member and element on a line of its own.
public enum JSONWriter {
    /// How objects and short lists are laid out.
    public struct Layout: Hashable, Sendable {
        /// Whether object keys are sorted; otherwise they keep the order written.
        public var sortsKeys: Bool
        /// The longest line an array or object of plain values is written on before it is
        /// split; nil writes every non-empty array and object over several lines.
        public var lineWidth: Int?

        public init(sortsKeys: Bool, lineWidth: Int?) {
            self.sortsKeys = sortsKeys
            self.lineWidth = lineWidth
        }

        /// Sorted keys, lists of plain values on one line up to 100 characters.
        public static let canonical = Layout(sortsKeys: true, lineWidth: 100)
        /// Keys in the order written, every member and element on its own line.
        public static let documentOrder = Layout(sortsKeys: false, lineWidth: nil)
    }

    /// `value` as pretty JSON text ending in a newline.
    public static func text(of value: JSONValue, layout: Layout = .canonical) -> String {
        var output = ""
        write(value, layout: layout, indent: "", lineSoFar: 0, into: &output)
        output += "\n"
        return output
    }

    /// Appends `value`, which starts a line already `lineSoFar` characters long.
    private static func write(_ value: JSONValue, layout: Layout, indent: String, lineSoFar: Int,
                              into output: inout String) {
        if let lineWidth = layout.lineWidth, let inline = inlineText(of: value, sortsKeys: layout.sortsKeys),
           lineSoFar + inline.count + 1 <= lineWidth {
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
                write(element, layout: layout, indent: inner, lineSoFar: inner.count, into: &output)
                output += index < elements.count - 1 ? ",\n" : "\n"
            }
            output += indent + "]"
        case let .object(members):
            guard !members.isEmpty else { output += "{}"; return }
            let inner = indent + "  "
            let ordered = layout.sortsKeys ? members.sorted { $0.key < $1.key } : members
            output += "{\n"
            for (index, member) in ordered.enumerated() {
                let key = JSONStringLiteral.quoted(member.key) + ": "
                output += inner + key
                write(member.value, layout: layout, indent: inner, lineSoFar: inner.count + key.count, into: &output)
                output += index < ordered.count - 1 ? ",\n" : "\n"
            }
            output += indent + "}"
        }
    }

    /// `value` on one line, when it is an array or object whose members are all plain values.
    private static func inlineText(of value: JSONValue, sortsKeys: Bool) -> String? {
        switch value {
        case let .array(elements) where !elements.isEmpty && elements.allSatisfy(\.isPlain):
            return "[" + elements.map(plainText).joined(separator: ", ") + "]"
        case let .object(members) where !members.isEmpty && members.allSatisfy(\.value.isPlain):
            let ordered = sortsKeys ? members.sorted { $0.key < $1.key } : members
            return "{ " + ordered.map { JSONStringLiteral.quoted($0.key) + ": " + plainText($0.value) }.joined(separator: ", ") + " }"
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
    public static func numberText(_ number: Double) -> String { number.compactDescription }
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
