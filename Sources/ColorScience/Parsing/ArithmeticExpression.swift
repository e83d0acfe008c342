/// A tiny evaluator for the arithmetic Swift code writes inside colour initialisers:
/// `0.5`, `120 / 255`, `0x77 / 255.0`, `(200.0 / 255)`, `CGFloat(34) / 255`, `-1 + 2 * 3`.
struct ArithmeticExpression {
    private let characters: [Character]
    private var position = 0

    /// The value of `text`, or nil when it is not a plain arithmetic expression.
    static func evaluate(_ text: String) -> Double? {
        var parser = ArithmeticExpression(characters: Array(text))
        guard let value = parser.sum() else { return nil }
        parser.skipSpaces()
        return parser.position == parser.characters.count && value.isFinite ? value : nil
    }

    private init(characters: [Character]) {
        self.characters = characters
    }

    private mutating func sum() -> Double? {
        guard var value = product() else { return nil }
        while let op = peekOperator(["+", "-"]) {
            position += 1
            guard let right = product() else { return nil }
            value = op == "+" ? value + right : value - right
        }
        return value
    }

    private mutating func product() -> Double? {
        guard var value = factor() else { return nil }
        while let op = peekOperator(["*", "/"]) {
            position += 1
            guard let right = factor() else { return nil }
            value = op == "*" ? value * right : value / right
        }
        return value
    }

    private mutating func factor() -> Double? {
        skipSpaces()
        guard position < characters.count else { return nil }
        if characters[position] == "-" || characters[position] == "+" {
            let sign: Double = characters[position] == "-" ? -1 : 1
            position += 1
            return factor().map { sign * $0 }
        }
        if characters[position] == "(" {
            position += 1
            let value = sum()
            skipSpaces()
            guard position < characters.count, characters[position] == ")" else { return nil }
            position += 1
            return value
        }
        // A numeric conversion such as `CGFloat(34)` or `Double(0x22)`.
        for wrapper in ["CGFloat", "Double", "Float"] where matches(wrapper + "(") {
            position += wrapper.count
            return factor()
        }
        return number()
    }

    private mutating func number() -> Double? {
        if matches("0x") || matches("0X") {
            position += 2
            let start = position
            while position < characters.count, characters[position].isHexDigit || characters[position] == "_" {
                position += 1
            }
            return Int(String(characters[start..<position]).replacingOccurrences(of: "_", with: ""), radix: 16)
                .map(Double.init)
        }
        let start = position
        while position < characters.count,
              characters[position].isNumber || characters[position] == "." || characters[position] == "_" {
            position += 1
        }
        if position < characters.count, characters[position] == "e" || characters[position] == "E" {
            position += 1
            if position < characters.count, characters[position] == "-" || characters[position] == "+" { position += 1 }
            while position < characters.count, characters[position].isNumber { position += 1 }
        }
        return Double(String(characters[start..<position]).replacingOccurrences(of: "_", with: ""))
    }

    private mutating func peekOperator(_ operators: [Character]) -> Character? {
        skipSpaces()
        guard position < characters.count, operators.contains(characters[position]) else { return nil }
        return characters[position]
    }

    private func matches(_ prefix: String) -> Bool {
        let end = position + prefix.count
        return end <= characters.count && String(characters[position..<end]) == prefix
    }

    private mutating func skipSpaces() {
        while position < characters.count, characters[position].isWhitespace { position += 1 }
    }
}
