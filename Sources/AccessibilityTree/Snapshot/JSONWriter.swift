/// Writes a `JSONValue` as deterministic, pretty JSON: two-space indentation, object keys sorted,
/// whole numbers without a fraction, so the same snapshot always produces the same bytes and
/// diffs stay readable.
enum JSONWriter {
    static func text(of value: JSONValue) -> String {
        var output = ""
        write(value, indent: "", into: &output)
        output += "\n"
        return output
    }

    private static func write(_ value: JSONValue, indent: String, into output: inout String) {
        switch value {
        case .null: output += "null"
        case let .bool(flag): output += flag ? "true" : "false"
        case let .number(number): output += numberText(number)
        case let .string(string): output += quoted(string)
        case let .array(elements):
            guard !elements.isEmpty else { output += "[]"; return }
            let inner = indent + "  "
            output += "[\n"
            for (index, element) in elements.enumerated() {
                output += inner
                write(element, indent: inner, into: &output)
                output += index < elements.count - 1 ? ",\n" : "\n"
            }
            output += indent + "]"
        case let .object(members):
            guard !members.isEmpty else { output += "{}"; return }
            let inner = indent + "  "
            let sorted = members.sorted { $0.key < $1.key }
            output += "{\n"
            for (index, member) in sorted.enumerated() {
                output += inner + quoted(member.key) + ": "
                write(member.value, indent: inner, into: &output)
                output += index < sorted.count - 1 ? ",\n" : "\n"
            }
            output += indent + "}"
        }
    }

    /// `12` for whole numbers, else the shortest text that reads back as the same double.
    static func numberText(_ number: Double) -> String {
        if number == number.rounded(), abs(number) < 1e15 { return String(Int(number)) }
        return String(number)
    }

    private static func quoted(_ string: String) -> String {
        var text = "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": text += "\\\""
            case "\\": text += "\\\\"
            case "\n": text += "\\n"
            case "\r": text += "\\r"
            case "\t": text += "\\t"
            case "\u{08}": text += "\\b"
            case "\u{0C}": text += "\\f"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                text += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: text.unicodeScalars.append(scalar)
            }
        }
        return text + "\""
    }
}
