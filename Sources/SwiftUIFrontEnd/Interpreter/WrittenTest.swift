import SwiftSyntax
import SwiftSyntaxSupport

/// A run-time test written as one comparison or one value (or as tests joined with `||`, read as
/// one), negated or not, read so that a screen variant takes the branches of tests written alike,
/// or as each other's negation, together:
/// Ruddarr's movie screen shows its actions `if deviceType == .phone` in its body and
/// `if deviceType != .phone` in its header, never both (`BranchExploration.truths`).
///
/// A test joined with others by `&&` is not read as a whole: its truth does not decide theirs. But a
/// body run only when every one of several tests holds (`if deviceType == .phone && !exists`,
/// `if isOn, let value`) runs in no variant where one of them was found false, and where it runs,
/// each of them holds (`conjuncts(of:)`).
struct WrittenTest: Hashable {
    /// The test in its positive form, as written: `deviceType == .phone` for both tests above,
    /// `isEditing` for `!isEditing`.
    var positive: String
    /// Whether the test as written is its positive form; false for its negation.
    var isPositive: Bool

    /// The comparisons whose negation is another comparison, positive first.
    private static let negatedOperators: [(positive: String, negative: String)] = [
        ("==", "!="), ("===", "!=="), ("<", ">="), (">", "<="),
    ]

    /// The test of an `if` whose conditions are one expression (not a binding or a pattern).
    init?(_ conditions: ConditionElementListSyntax) {
        guard conditions.count == 1, case .expression(let expression) = conditions.first?.condition else { return nil }
        self.init(expression)
    }

    init?(_ expression: ExprSyntax) {
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, tuple.elements.first?.label == nil,
           let inner = tuple.elements.first?.expression {
            self.init(inner)
        } else if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
            guard let operand = WrittenTest(prefix.expression) else { return nil }
            self = WrittenTest(positive: operand.positive, isPositive: !operand.isPositive)
        } else if let sequence = expression.as(SequenceExprSyntax.self) {
            let elements = Array(sequence.elements)
            let operators = elements.compactMap { $0.as(BinaryOperatorExprSyntax.self)?.operator.text }
            if elements.count == 3, let written = operators.first,
               Self.negatedOperators.contains(where: { $0.positive == written || $0.negative == written }) {
                self.init(comparing: elements[0], written, elements[2])
            } else if operators.contains("||"), !elements.contains(where: { $0.is(UnresolvedTernaryExprSyntax.self) }) {
                // Tests joined with `||` are read as one test, by their words: Linphone's side rail
                // shows `if orientation == .landscapeLeft || … || width > height` and its tab bar
                // `if !(orientation == .landscapeLeft || … || width > height) && !searchIsActive`,
                // never both. Line breaks and indentation are not part of the test.
                self.init(positive: Self.wordsOnly(sequence), isPositive: true)
            } else {
                return nil
            }
        } else if expression.is(TernaryExprSyntax.self) || expression.is(InfixOperatorExprSyntax.self) {
            return nil
        } else {
            self.init(positive: expression.trimmedDescription, isPositive: true)
        }
    }

    /// The test `conditions` are, read whole (`init(_:)`), or else the tests every one of which
    /// holds when they do: each condition that is a test, or a chain of tests joined with `&&`
    /// (`deviceType == .phone && !series.exists`), tests joined with `||` read as one; a binding
    /// or a pattern adds none. One of the two is nil or empty.
    static func tests(of conditions: ConditionElementListSyntax) -> (whole: WrittenTest?, conjuncts: [WrittenTest]) {
        if let whole = WrittenTest(conditions) { return (whole, []) }
        return (nil, conjuncts(of: conditions))
    }

    private static func conjuncts(of conditions: ConditionElementListSyntax) -> [WrittenTest] {
        conditions.flatMap { element -> [WrittenTest] in
            guard case .expression(let expression) = element.condition else { return [] }
            guard let sequence = expression.as(SequenceExprSyntax.self) else { return WrittenTest(expression).map { [$0] } ?? [] }
            let elements = Array(sequence.elements)
            let operators = elements.compactMap { $0.as(BinaryOperatorExprSyntax.self)?.operator.text }
            guard operators.contains("&&"), !operators.contains("||"),
                  !elements.contains(where: { $0.is(UnresolvedTernaryExprSyntax.self) })
            else { return WrittenTest(expression).map { [$0] } ?? [] }
            return elements.split { $0.as(BinaryOperatorExprSyntax.self)?.operator.text == "&&" }.compactMap { part in
                let part = Array(part)
                switch part.count {
                case 1: return WrittenTest(part[0])
                case 3: return part[1].as(BinaryOperatorExprSyntax.self).flatMap { WrittenTest(comparing: part[0], $0.operator.text, part[2]) }
                default: return nil
                }
            }
        }
    }

    /// The test of a ternary's condition as the interpreter folds it (`model.isEditing`,
    /// `kind == .swap`).
    init?(_ folded: FoldedExpression) {
        switch folded {
        case .operand(let expression): self.init(expression)
        case .binary(let written, .operand(let left), .operand(let right)): self.init(comparing: left, written, right)
        default: return nil
        }
    }

    /// `left written right`, when `written` is a comparison whose negation is another.
    private init?(comparing left: ExprSyntax, _ written: String, _ right: ExprSyntax) {
        guard let comparison = Self.negatedOperators.first(where: { $0.positive == written || $0.negative == written }) else { return nil }
        self.init(positive: "\(left.trimmedDescription) \(comparison.positive) \(right.trimmedDescription)",
                  isPositive: written == comparison.positive)
    }

    /// The expression's text with each run of spaces, tabs and line breaks made one space.
    private static func wordsOnly(_ expression: some SyntaxProtocol) -> String {
        expression.trimmedDescription.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    init(positive: String, isPositive: Bool) {
        self.positive = positive
        self.isPositive = isPositive
    }

    /// The test as an equality of a value with a literal (`voteButtonsSide == .leading`,
    /// `mode == "grid"`, `count == 0`): the value as written and the literal. Two literals that
    /// differ are different values, so one value equal to both is never true.
    var equality: (subject: String, value: String)? {
        let parts = positive.components(separatedBy: " == ")
        guard parts.count == 2, let value = parts.last, let first = value.first,
              (first == "." && value.dropFirst().allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" })
                || (first == "\"" && value.last == "\"" && value.count >= 2 && !value.contains("\\("))
                || value.allSatisfy(\.isNumber) else { return nil }
        return (parts[0], value)
    }

    /// The branch of a two-way decision on this test (0, its body or first value; 1, the other)
    /// once the positive test is known to be `truth`.
    func branch(whenPositiveIs truth: Bool) -> Int {
        truth == isPositive ? 0 : 1
    }

    /// The truth of the positive test when this decision took `branch`.
    func positiveTruth(takingBranch branch: Int) -> Bool {
        (branch == 0) == isPositive
    }
}
