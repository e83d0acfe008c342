import SwiftSyntax

/// An operator sequence folded by Swift's standard precedence: the parser leaves `a + b * c`
/// flat (a `SequenceExprSyntax`), and every reader that evaluates expressions needs it folded.
public indirect enum FoldedExpression {
    case operand(ExprSyntax)
    /// `lhs op rhs`; casts (`as`, `as?`, `as!`) and `is` keep the type as the right operand.
    case binary(String, FoldedExpression, FoldedExpression)
    /// `condition ? then : otherwise`.
    case ternary(FoldedExpression, ExprSyntax, FoldedExpression)

    /// Swift's standard precedence groups, higher binding tighter.
    public static func precedence(of op: String) -> (level: Int, isRightAssociative: Bool) {
        switch op {
        case "=", "+=", "-=", "*=", "/=", "%=", "&&=", "||=": (0, true)
        case "?:": (1, true)
        case "||": (2, false)
        case "&&": (3, false)
        case "==", "!=", "<", "<=", ">", ">=", "===", "!==", "~=": (4, false)
        case "??": (5, true)
        case "as", "as?", "as!", "is": (6, false)
        case "...", "..<": (7, false)
        case "+", "-", "|", "^", "&+", "&-": (8, false)
        default: (9, false)
        }
    }

    /// The assignment a sequence is (`self.title = title`, `count += 1`), if it is one.
    public static func assignment(in elements: [ExprSyntax]) -> (target: ExprSyntax, op: String, value: [ExprSyntax])? {
        guard elements.count >= 3 else { return nil }
        if elements[1].is(AssignmentExprSyntax.self) { return (elements[0], "=", Array(elements[2...])) }
        if let op = elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text, precedence(of: op).level == 0 {
            return (elements[0], op, Array(elements[2...]))
        }
        return nil
    }

    /// Folds a sequence's elements, or nil when they are not operands and operators in turn.
    public static func fold(_ elements: [ExprSyntax]) -> FoldedExpression? {
        var operands: [FoldedExpression] = []
        var operators: [(name: String, then: ExprSyntax?)] = []
        func reduce() -> Bool {
            guard let op = operators.popLast(), let rhs = operands.popLast(), let lhs = operands.popLast() else { return false }
            if let then = op.then {
                operands.append(.ternary(lhs, then, rhs))
            } else {
                operands.append(.binary(op.name, lhs, rhs))
            }
            return true
        }
        var expectsOperand = true
        for element in elements {
            if expectsOperand {
                operands.append(.operand(element))
                expectsOperand = false
                continue
            }
            let op: (name: String, then: ExprSyntax?)
            if let binary = element.as(BinaryOperatorExprSyntax.self) {
                op = (binary.operator.text, nil)
            } else if let ternary = element.as(UnresolvedTernaryExprSyntax.self) {
                op = ("?:", ternary.thenExpression)
            } else if element.is(AssignmentExprSyntax.self) {
                op = ("=", nil)
            } else if element.is(UnresolvedAsExprSyntax.self) {
                op = ("as", nil)
            } else if element.is(UnresolvedIsExprSyntax.self) {
                op = ("is", nil)
            } else {
                return nil
            }
            let level = precedence(of: op.name)
            while let top = operators.last {
                let topLevel = precedence(of: top.name).level
                guard topLevel > level.level || (topLevel == level.level && !level.isRightAssociative) else { break }
                guard reduce() else { return nil }
            }
            operators.append(op)
            expectsOperand = true
        }
        while !operators.isEmpty { guard reduce() else { return nil } }
        return operands.count == 1 ? operands[0] : nil
    }
}
