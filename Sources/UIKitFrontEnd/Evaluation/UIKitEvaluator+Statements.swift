import SwiftSyntax

extension UIKitEvaluator {
    /// Runs statements in `scope` (one scope per call: a block's locals stay visible after it,
    /// which only matters for shadowing, which setup code rarely does).
    mutating func execute(_ items: CodeBlockItemListSyntax, _ scope: inout UIKitScope) -> ControlFlow {
        for item in items {
            guard step() else { return .returned(.unknown("evaluation budget spent")) }
            let flow: ControlFlow
            switch item.item {
            case .decl(let decl):
                bindLocal(decl, &scope)
                flow = .normal
            case .stmt(let statement):
                flow = execute(statement, &scope)
            case .expr(let expression):
                flow = executeExpression(expression, &scope)
            default:
                flow = .normal
            }
            if case .normal = flow { continue }
            return flow
        }
        return .normal
    }

    private mutating func execute(_ statement: StmtSyntax, _ scope: inout UIKitScope) -> ControlFlow {
        if let returned = statement.as(ReturnStmtSyntax.self) {
            return .returned(returned.expression.map { evaluate($0, &scope) } ?? .null)
        }
        if let expression = statement.as(ExpressionStmtSyntax.self) {
            return executeExpression(expression.expression, &scope)
        }
        if let guardStatement = statement.as(GuardStmtSyntax.self) {
            if conditionsHold(guardStatement.conditions, &scope) == false {
                let flow = execute(guardStatement.body.statements, &scope)
                if case .normal = flow { return .returned(.null) }
                return flow
            }
            return .normal
        }
        if let forStatement = statement.as(ForStmtSyntax.self) {
            return executeFor(forStatement, &scope)
        }
        if statement.is(BreakStmtSyntax.self) { return .broke }
        if statement.is(ContinueStmtSyntax.self) { return .continued }
        // `while`, `repeat`, `defer`, `do`: not run; their effects stay unknown.
        return .normal
    }

    private mutating func executeExpression(_ expression: ExprSyntax, _ scope: inout UIKitScope) -> ControlFlow {
        if let ifExpression = expression.as(IfExprSyntax.self) {
            return executeIf(ifExpression, &scope)
        }
        if let switchExpression = expression.as(SwitchExprSyntax.self) {
            return executeSwitch(switchExpression, &scope)
        }
        _ = evaluate(expression, &scope)
        return .normal
    }

    private mutating func bindLocal(_ decl: DeclSyntax, _ scope: inout UIKitScope) {
        guard let variable = decl.as(VariableDeclSyntax.self) else { return }
        for binding in variable.bindings {
            let value = binding.initializer.map { evaluate($0.value, &scope) } ?? .null
            bind(binding.pattern, to: value, in: &scope)
        }
    }

    /// Binds a name or a tuple of names (`let (title, value) = pair`).
    mutating func bind(_ pattern: PatternSyntax, to value: UIKitValue, in scope: inout UIKitScope) {
        if let identifier = pattern.as(IdentifierPatternSyntax.self) {
            scope.locals[identifier.identifier.text] = value
            if let object = value.asObject, heap[object].name == nil { heap[object].name = identifier.identifier.text }
        } else if let tuple = pattern.as(TuplePatternSyntax.self) {
            let parts: [UIKitValue]
            if case .tuple(let items) = value { parts = items } else { parts = [] }
            for (position, element) in tuple.elements.enumerated() {
                bind(element.pattern, to: position < parts.count ? parts[position] : .unknown("part of `\(value)`"), in: &scope)
            }
        } else if let binding = pattern.as(ValueBindingPatternSyntax.self) {
            bind(binding.pattern, to: value, in: &scope)
        }
    }

    private mutating func executeIf(_ ifExpression: IfExprSyntax, _ scope: inout UIKitScope) -> ControlFlow {
        switch conditionsHold(ifExpression.conditions, &scope) {
        case true?:
            return execute(ifExpression.body.statements, &scope)
        case false?:
            switch ifExpression.elseBody {
            case .ifExpr(let next): return executeIf(next, &scope)
            case .codeBlock(let block): return execute(block.statements, &scope)
            default: return .normal
            }
        case nil:
            // A run-time condition: the first branch is taken, as the SwiftUI front end does.
            note("condition depends on run-time value `\(ifExpression.conditions.trimmedDescription.prefix(60))`; the first branch is taken",
                 at: location(of: ifExpression, in: scope.file))
            return execute(ifExpression.body.statements, &scope)
        }
    }

    /// Whether every condition holds; nil when one depends on run-time values. `if let x` binds.
    mutating func conditionsHold(_ conditions: ConditionElementListSyntax, _ scope: inout UIKitScope) -> Bool? {
        for element in conditions {
            switch element.condition {
            case .expression(let expression):
                switch evaluate(expression, &scope) {
                case .bool(true): continue
                case .bool(false): return false
                default: return nil
                }
            case .optionalBinding(let binding):
                let name = binding.pattern.trimmedDescription
                let value = binding.initializer.map { evaluate($0.value, &scope) } ?? scope.locals[name] ?? readName(name, &scope)
                if value.isNull { return false }
                bind(binding.pattern, to: value, in: &scope)
                if value.isUnknown { return nil }
            case .matchingPattern(let pattern):
                let value = evaluate(pattern.initializer.value, &scope)
                guard case .enumCase(let name) = value,
                      let expected = pattern.pattern.as(ExpressionPatternSyntax.self)?.expression.as(MemberAccessExprSyntax.self)
                else { return nil }
                if expected.declName.baseName.text != name { return false }
            default:
                return nil
            }
        }
        return true
    }

    private mutating func executeSwitch(_ switchExpression: SwitchExprSyntax, _ scope: inout UIKitScope) -> ControlFlow {
        let subject = evaluate(switchExpression.subject, &scope)
        var firstCase: CodeBlockItemListSyntax?
        for caseItem in switchExpression.cases {
            guard let switchCase = caseItem.as(SwitchCaseSyntax.self) else { continue }
            switch switchCase.label {
            case .default:
                return execute(switchCase.statements, &scope)
            case .case(let label):
                if firstCase == nil { firstCase = switchCase.statements }
                for item in label.caseItems {
                    guard let pattern = item.pattern.as(ExpressionPatternSyntax.self) else { continue }
                    let candidate = evaluate(pattern.expression, &scope)
                    switch equals(subject, candidate) {
                    case true?: return execute(switchCase.statements, &scope)
                    case false?: continue
                    case nil: return execute(switchCase.statements, &scope)
                    }
                }
            default:
                continue
            }
        }
        // A `switch` is exhaustive: a value no case matches, with no `default`, is not what the
        // audit read (a static member it could not read, spelled by its name: Brave's
        // `BraveVPN.vpnState`), so the first case runs, as for a value not known.
        if let firstCase { return execute(firstCase, &scope) }
        return .normal
    }

    private mutating func executeFor(_ forStatement: ForStmtSyntax, _ scope: inout UIKitScope) -> ControlFlow {
        let sequence = evaluate(forStatement.sequence, &scope)
        guard let items = sequence.asArray else {
            note("loop over run-time value `\(forStatement.sequence.trimmedDescription.prefix(60))` is not run",
                 at: location(of: forStatement, in: scope.file))
            return .normal
        }
        for item in items.prefix(Self.maximumIterations) {
            bind(forStatement.pattern, to: item, in: &scope)
            if let whereClause = forStatement.whereClause, evaluate(whereClause.condition, &scope).asBool == false { continue }
            switch execute(forStatement.body.statements, &scope) {
            case .returned(let value): return .returned(value)
            case .broke: return .normal
            case .normal, .continued: continue
            }
        }
        return .normal
    }
}
