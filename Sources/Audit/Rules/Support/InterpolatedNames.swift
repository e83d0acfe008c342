/// The names the interpolations of a label the front end wrote read at their root: in
/// `"\(TimeParser.formatTime(bookmark.time)), \(L10n.done)"`, `TimeParser`, `bookmark` and
/// `L10n`; not a member after a period (`formatTime`, `time`, `done`), an argument's label
/// (`format:`), nor the words of a string literal inside (`\("add_server".localized)`).
struct InterpolatedNames {
    private(set) var roots: [String] = []

    init(_ label: String) {
        var rest = Substring(label)
        while let start = rest.range(of: "\\(") {
            rest = rest[start.upperBound...]
            let (body, after) = Self.interpolation(at: rest)
            roots += Self.roots(in: body)
            rest = after
        }
    }

    /// The interpolation's expression up to its closing parenthesis, and what follows it.
    private static func interpolation(at text: Substring) -> (body: Substring, after: Substring) {
        var depth = 0
        var inString = false
        for index in text.indices {
            switch text[index] {
            case "\"": inString.toggle()
            case "(" where !inString: depth += 1
            case ")" where !inString:
                if depth == 0 { return (text[..<index], text[text.index(after: index)...]) }
                depth -= 1
            default: break
            }
        }
        return (text, text[text.endIndex...])
    }

    /// The identifiers of `expression` read at their root, outside its string literals.
    private static func roots(in expression: Substring) -> [String] {
        var roots: [String] = []
        var inString = false
        var index = expression.startIndex
        var previous: Character?
        while index < expression.endIndex {
            let character = expression[index]
            if character == "\"" { inString.toggle() }
            guard !inString, character != "\"", character.isLetter || character == "_" || character == "$" else {
                if !character.isWhitespace { previous = character }
                index = expression.index(after: index)
                continue
            }
            let end = expression[index...].firstIndex { !($0.isLetter || $0.isNumber || $0 == "_" || $0 == "$") } ?? expression.endIndex
            let next = expression[end...].first { !$0.isWhitespace }
            if previous != ".", next != ":" { roots.append(String(expression[index..<end])) }
            previous = expression[expression.index(before: end)]
            index = end
        }
        return roots
    }
}
