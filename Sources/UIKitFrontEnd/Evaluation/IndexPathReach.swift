import SwiftSyntax
import SwiftSyntaxSupport

/// What a list's selection method (`tableView(_:didSelectRowAt:)`) may run for one index path,
/// told from the comparisons of its row, item or section with integer literals: a settings
/// table presents a screen from one row (Mammoth's filter screen: `if indexPath.section == 1 {
/// if indexPath.row == 0 { present(…) } }`), and its other rows only deselect. Read: `if` and
/// `guard` conditions joined by `&&`, `||` and `!`, `switch` over the row, item or section with
/// literal cases, and `return`. A condition on anything else may hold either way, so both of its
/// branches count, as does every case of a switch over anything else.
struct IndexPathReach {
    /// The index path parameter's name inside the method (`indexPath`).
    let parameter: String
    let row: Int
    let section: Int

    /// Whether running `statements` for this index path may reach a token `matches` accepts.
    func mayReach(in statements: CodeBlockItemListSyntax, _ matches: (TokenSyntax) -> Bool) -> Bool {
        walk(statements, matches).reaches
    }

    /// What running some code may do: reach a token asked for; leave the method (only when it
    /// surely does).
    private struct Outcome {
        var reaches = false
        var exits = false

        /// One of two paths, either of which may run.
        func or(_ other: Outcome) -> Outcome {
            Outcome(reaches: reaches || other.reaches, exits: exits && other.exits)
        }
    }

    private func walk(_ statements: CodeBlockItemListSyntax, _ matches: (TokenSyntax) -> Bool) -> Outcome {
        for statement in statements {
            let outcome = walk(Syntax(statement.item), matches)
            if outcome.reaches || outcome.exits { return outcome }
        }
        return Outcome()
    }

    private func walk(_ node: Syntax, _ matches: (TokenSyntax) -> Bool) -> Outcome {
        let node = node.as(ExpressionStmtSyntax.self).map { Syntax($0.expression) } ?? node
        if let choice = node.as(IfExprSyntax.self) { return walk(choice, matches) }
        if let choice = node.as(SwitchExprSyntax.self) { return walk(choice, matches) }
        if let guardStatement = node.as(GuardStmtSyntax.self) {
            let elseOutcome = walk(guardStatement.body.statements, matches)
            switch decide(guardStatement.conditions) {
            case true?: return Outcome()
            case false?: return Outcome(reaches: elseOutcome.reaches, exits: true)
            case nil: return Outcome(reaches: elseOutcome.reaches, exits: false)
            }
        }
        return Outcome(reaches: node.tokens(viewMode: .sourceAccurate).contains(where: matches), exits: node.is(ReturnStmtSyntax.self))
    }

    private func walk(_ choice: IfExprSyntax, _ matches: (TokenSyntax) -> Bool) -> Outcome {
        let decided = decide(choice.conditions)
        let then = decided == false ? nil : walk(choice.body.statements, matches)
        var otherwise: Outcome? = nil
        if decided != true {
            if let next = choice.elseBody?.as(IfExprSyntax.self) {
                otherwise = walk(next, matches)
            } else {
                otherwise = choice.elseBody?.as(CodeBlockSyntax.self).map { walk($0.statements, matches) } ?? Outcome()
            }
        }
        switch (then, otherwise) {
        case let (then?, otherwise?): return then.or(otherwise)
        case let (then?, nil): return then
        case let (nil, otherwise?): return otherwise
        case (nil, nil): return Outcome()
        }
    }

    private func walk(_ choice: SwitchExprSyntax, _ matches: (TokenSyntax) -> Bool) -> Outcome {
        let cases = choice.cases.compactMap { $0.as(SwitchCaseSyntax.self) }
        let outcomes = cases.map { walk($0.statements, matches) }
        guard let value = number(choice.subject), let chosen = chosenCase(among: cases, for: value) else {
            return outcomes.dropFirst().reduce(outcomes.first ?? Outcome()) { $0.or($1) }
        }
        return outcomes[chosen]
    }

    /// The case a switch over `value` takes, nil where a pattern is not an integer literal.
    private func chosenCase(among cases: [SwitchCaseSyntax], for value: Int) -> Int? {
        var fallback: Int? = nil
        for (position, switchCase) in cases.enumerated() {
            guard case .case(let label) = switchCase.label else {
                fallback = position
                continue
            }
            for item in label.caseItems {
                guard item.whereClause == nil, let pattern = item.pattern.as(ExpressionPatternSyntax.self),
                      let literal = integer(pattern.expression) else { return nil }
                if literal == value { return position }
            }
        }
        return fallback
    }

    /// Whether all of `conditions` hold; nil where one cannot be told.
    private func decide(_ conditions: ConditionElementListSyntax) -> Bool? {
        var result: Bool? = true
        for condition in conditions {
            guard case .expression(let expression) = condition.condition else {
                result = result == false ? false : nil
                continue
            }
            switch decide(expression) {
            case false?: return false
            case nil: result = nil
            case true?: break
            }
        }
        return result
    }

    private func decide(_ expression: ExprSyntax) -> Bool? {
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return decide(only.expression)
        }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
            return decide(prefix.expression).map(!)
        }
        guard let sequence = expression.as(SequenceExprSyntax.self),
              let folded = FoldedExpression.fold(Array(sequence.elements)) else { return nil }
        return decide(folded)
    }

    private func decide(_ folded: FoldedExpression) -> Bool? {
        switch folded {
        case .operand(let expression):
            return decide(expression)
        case .binary("&&", let lhs, let rhs):
            let (left, right) = (decide(lhs), decide(rhs))
            if left == false || right == false { return false }
            return left == true && right == true ? true : nil
        case .binary("||", let lhs, let rhs):
            let (left, right) = (decide(lhs), decide(rhs))
            if left == true || right == true { return true }
            return left == false && right == false ? false : nil
        case .binary(let op, .operand(let lhs), .operand(let rhs)):
            guard let left = number(lhs) ?? integer(lhs), let right = number(rhs) ?? integer(rhs),
                  number(lhs) != nil || number(rhs) != nil else { return nil }
            switch op {
            case "==": return left == right
            case "!=": return left != right
            case "<": return left < right
            case "<=": return left <= right
            case ">": return left > right
            case ">=": return left >= right
            default: return nil
            }
        default:
            return nil
        }
    }

    /// The index path's row, item or section where `expression` reads one (`indexPath.row`).
    private func number(_ expression: ExprSyntax) -> Int? {
        guard let member = expression.as(MemberAccessExprSyntax.self),
              member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == parameter else { return nil }
        switch member.declName.baseName.text {
        case "row", "item": return row
        case "section": return section
        default: return nil
        }
    }

    private func integer(_ expression: ExprSyntax) -> Int? {
        expression.as(IntegerLiteralExprSyntax.self).flatMap { Int($0.literal.text) }
    }
}
