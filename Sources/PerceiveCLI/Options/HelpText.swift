/// A command's help, generated from its declarations: the usage line lists every option, each
/// group lists its options with their help in one column, lines wrap at `width`.
struct HelpText {
    var command: String
    var positionalUsage: String
    var discussion: String
    var groups: [OptionGroup]
    var exitStatus: String?
    var width = 100

    var rendered: String {
        var sections = [usageLine]
        if !discussion.isEmpty { sections.append(discussion) }
        let labelWidth = groups.flatMap(\.options).map(\.label.count).max() ?? 0
        for group in groups where !group.options.isEmpty {
            let rows = group.options.map { row($0, labelWidth: labelWidth) }
            sections.append("\(group.title):\n" + rows.joined(separator: "\n"))
        }
        if let exitStatus { sections.append(Self.wrap("EXIT STATUS: " + exitStatus, width: width, indent: 0)) }
        return sections.joined(separator: "\n\n")
    }

    /// `USAGE: perceive audit [PATH…] [--format FORMAT] …`, continuation lines under the first argument.
    private var usageLine: String {
        let items = (positionalUsage.isEmpty ? [] : [positionalUsage]) + groups.flatMap(\.options).map(\.synopsis)
        guard !items.isEmpty else { return "USAGE: \(command)" }
        let head = "USAGE: \(command) "
        return head + Self.wrap(items, width: width, indent: head.count)
    }

    /// `  --format FORMAT   help`, the help wrapped in its column.
    private func row(_ option: OptionSpec, labelWidth: Int) -> String {
        let indent = 2 + labelWidth + 2
        let label = "  " + option.label
        let help = Self.wrap(option.help, width: width, indent: indent)
        return label + String(repeating: " ", count: indent - label.count) + help
    }

    /// `text`'s words in lines of at most `width` characters, lines after the first indented by `indent`.
    static func wrap(_ text: String, width: Int, indent: Int) -> String {
        wrap(text.split(separator: " ").map(String.init), width: width, indent: indent)
    }

    /// `words` joined by spaces in lines of at most `width` characters (a longer word keeps a line
    /// to itself), lines after the first indented by `indent`; the first line starts at `indent` too.
    static func wrap(_ words: [String], width: Int, indent: Int) -> String {
        var lines: [String] = []
        var line = ""
        for word in words {
            if !line.isEmpty, indent + line.count + 1 + word.count > width {
                lines.append(line)
                line = word
            } else {
                line += (line.isEmpty ? "" : " ") + word
            }
        }
        lines.append(line)
        return lines.joined(separator: "\n" + String(repeating: " ", count: indent))
    }
}
