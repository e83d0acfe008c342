import SwiftSyntax

/// A run-time test written as one comparison or one value, negated or not, read so that a screen
/// variant takes the branches of tests written alike, or as each other's negation, together:
/// Ruddarr's movie screen shows its actions `if deviceType == .phone` in its body and
/// `if deviceType != .phone` in its header, never both (`BranchExploration.truths`).
///
/// A test joined with others (`a && b`, `a || b`, several conditions) is not read: its truth does
/// not decide theirs.
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
            guard elements.count == 3, let written = elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text else { return nil }
            let comparison = Self.negatedOperators.first { $0.positive == written || $0.negative == written }
            guard let comparison else { return nil }
            self.init(positive: "\(elements[0].trimmedDescription) \(comparison.positive) \(elements[2].trimmedDescription)",
                      isPositive: written == comparison.positive)
        } else if expression.is(TernaryExprSyntax.self) || expression.is(InfixOperatorExprSyntax.self) {
            return nil
        } else {
            self.init(positive: expression.trimmedDescription, isPositive: true)
        }
    }

    init(positive: String, isPositive: Bool) {
        self.positive = positive
        self.isPositive = isPositive
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
