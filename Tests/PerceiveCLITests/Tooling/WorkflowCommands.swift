import Foundation

/// The shell commands of a CI file, read from the subset of YAML CI files use: GitHub Actions'
/// `run:` values and GitLab CI's `script:`, `before_script:` and `after_script:` lists, each a
/// plain, quoted or block (`|`, `>`) scalar. Then each command is split into words as `sh` would
/// (quotes, backslash continuations, `&&`, `||`, `;`, `|`), so a test can hand a program's words
/// to its argument parser.
enum WorkflowCommands {
    /// The shell text of every `run:` value and every item of a `script:` list, in file order.
    static func shellTexts(inYAML yaml: String) -> [String] {
        let lines = yaml.components(separatedBy: "\n")
        var texts: [String] = []
        var index = 0
        while index < lines.count {
            let line = lines[index]
            let indent = line.prefix { $0 == " " }.count
            let content = line.dropFirst(indent)
            index += 1
            guard let (key, rest) = keyAndValue(content.hasPrefix("- ") ? content.dropFirst(2) : content) else { continue }
            let keyIndent = content.hasPrefix("- ") ? indent + 2 : indent
            if key == "run" {
                let (text, next) = scalar(rest, lines: lines, from: index, parentIndent: keyIndent)
                texts.append(text)
                index = next
            } else if ["script", "before_script", "after_script"].contains(key), rest.isEmpty {
                // A list: `- item` lines indented at least as far as the key.
                while index < lines.count {
                    let item = lines[index]
                    let itemIndent = item.prefix { $0 == " " }.count
                    let itemContent = item.dropFirst(itemIndent)
                    if itemContent.isEmpty || itemContent.hasPrefix("#") { index += 1; continue }
                    guard itemIndent >= keyIndent, itemContent.hasPrefix("- ") else { break }
                    let (text, next) = scalar(String(itemContent.dropFirst(2)), lines: lines, from: index + 1,
                                              parentIndent: itemIndent)
                    texts.append(text)
                    index = next
                }
            }
        }
        return texts
    }

    /// `key: value` (the value without a trailing comment); nil for other lines.
    private static func keyAndValue(_ content: Substring) -> (String, String)? {
        guard let match = content.firstMatch(of: /^([A-Za-z_][\w-]*):(?:\s+(.*))?$/) else { return nil }
        return (String(match.output.1), String(match.output.2 ?? "").trimmingCharacters(in: .whitespaces))
    }

    /// A scalar starting with `first` on its key's line, and the index of the line after it.
    private static func scalar(_ first: String, lines: [String], from start: Int, parentIndent: Int) -> (String, Int) {
        if first == "|" || first == ">" || first.hasPrefix("|") || first.hasPrefix(">") {
            var block: [String] = []
            var index = start
            while index < lines.count {
                let line = lines[index]
                let indent = line.prefix { $0 == " " }.count
                guard line.trimmingCharacters(in: .whitespaces).isEmpty || indent > parentIndent else { break }
                block.append(line)
                index += 1
            }
            let margin = block.filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
                .map { $0.prefix { $0 == " " }.count }.min() ?? 0
            let text = block.map { String($0.dropFirst(min(margin, $0.count))) }
            return (text.joined(separator: first.hasPrefix(">") ? " " : "\n"), index)
        }
        if first.hasPrefix("'"), first.hasSuffix("'"), first.count >= 2 {
            return (String(first.dropFirst().dropLast()).replacingOccurrences(of: "''", with: "'"), start)
        }
        if first.hasPrefix("\""), first.hasSuffix("\""), first.count >= 2 {
            return (String(first.dropFirst().dropLast()).replacingOccurrences(of: "\\\"", with: "\""), start)
        }
        return (first, start)
    }

    /// The simple commands of `shell`, each as its words: quotes removed, `\`-newlines joined,
    /// split at `&&`, `||`, `;`, `|` and newlines; comments dropped. GitHub expressions
    /// (`${{ matrix.shard }}`) read as `1`.
    static func commands(inShell shell: String) -> [[String]] {
        let text = shell.replacing(/\$\{\{[^}]*\}\}/, with: "1").replacingOccurrences(of: "\\\n", with: " ")
        var commands: [[String]] = []
        var words: [String] = []
        var word = ""
        var hasWord = false
        var quote: Character?
        var characters = Array(text)[...]
        func endWord() {
            if hasWord { words.append(word) }
            word = ""
            hasWord = false
        }
        func endCommand() {
            endWord()
            if !words.isEmpty { commands.append(words) }
            words = []
        }
        while let character = characters.popFirst() {
            if let open = quote {
                if character == open { quote = nil } else { word.append(character) }
                continue
            }
            switch character {
            case "'", "\"":
                quote = character
                hasWord = true
            case "#" where !hasWord:
                while let next = characters.first, next != "\n" { characters.removeFirst() }
            case " ", "\t":
                endWord()
            case "\n", ";", "&", "|":
                if characters.first == character { characters.removeFirst() }
                endCommand()
            default:
                word.append(character)
                hasWord = true
            }
        }
        endCommand()
        return commands
    }

    /// Every command of `yaml` whose program is `program`, without the program's name.
    static func invocations(of program: String, inYAML yaml: String) -> [[String]] {
        shellTexts(inYAML: yaml).flatMap(commands(inShell:)).filter { $0.first == program }.map { Array($0.dropFirst()) }
    }
}
