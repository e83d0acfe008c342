import Basics

extension JSONValue {
    /// The value as JSON on one line without spaces: the page embeds the data of every screen,
    /// so it is written as small as it reads back.
    var compactText: String {
        var output = ""
        appendCompact(to: &output)
        return output
    }

    private func appendCompact(to output: inout String) {
        switch self {
        case .null: output += "null"
        case let .bool(flag): output += flag ? "true" : "false"
        case let .number(number): output += JSONWriter.numberText(number)
        case let .string(text): output += JSONStringLiteral.quoted(text)
        case let .array(values):
            output += "["
            for (index, value) in values.enumerated() {
                if index > 0 { output += "," }
                value.appendCompact(to: &output)
            }
            output += "]"
        case let .object(members):
            output += "{"
            for (index, member) in members.enumerated() {
                if index > 0 { output += "," }
                output += JSONStringLiteral.quoted(member.key) + ":"
                member.value.appendCompact(to: &output)
            }
            output += "}"
        }
    }
}
