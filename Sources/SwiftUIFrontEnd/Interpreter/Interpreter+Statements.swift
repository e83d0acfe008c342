import AccessibilityTree
import SwiftSyntax
import SwiftSyntaxSupport

/// What running a block produced: the values of its expression statements in order (views in
/// a view builder) and the value of a `return`, if one ran.
struct Execution {
    var items: [Value] = []
    var returned: Value?

    /// The block's value: what it returned, its single item, or its items as a group.
    var value: Value {
        if let returned { return returned }
        if items.count == 1 { return items[0] }
        return items.isEmpty ? .null : .array(items)
    }

    mutating func append(_ other: Execution) {
        items += other.items
        if returned == nil { returned = other.returned }
    }
}

extension Interpreter {
    /// Runs statements: `let`s bind, assignments update `self` or locals, `if`/`switch`/`guard`
    /// choose by the environment, expressions add their values (as views when `expectsViews`).
    ///
    /// - Parameters:
    ///   - start: the first statement run (a task going on after its sleep).
    ///   - owner: the task whose own statements these are: its `Task.sleep` schedules the rest
    ///     and ends the run (`Interpreter+Scheduling.swift`).
    mutating func execute(_ items: CodeBlockItemListSyntax, _ scope: inout Scope, expectsViews: Bool = true,
                          from start: Int = 0, suspending owner: Int? = nil) -> Execution {
        nested(orElse: Execution()) { $0.executeStatements(items, &scope, expectsViews: expectsViews, from: start, suspending: owner) }
    }

    private mutating func executeStatements(_ items: CodeBlockItemListSyntax, _ scope: inout Scope,
                                            expectsViews: Bool, from start: Int, suspending owner: Int?) -> Execution {
        var execution = Execution()
        for (offset, item) in items.enumerated() where offset >= start {
            guard execution.returned == nil, !isOutOfBudget else { break }
            if let owner, let isAsleep = scheduleRest(after: item, at: offset, of: items, scope, owner: owner) {
                if isAsleep { break } else { continue }
            }
            switch item.item {
            case .decl(let decl):
                if let ifConfig = decl.as(IfConfigDeclSyntax.self) {
                    if let clause = index.conditions.activeClause(of: ifConfig), case .statements(let items) = clause.elements {
                        execution.append(execute(items, &scope, expectsViews: expectsViews))
                    }
                } else {
                    bindLocal(decl, &scope)
                }
            case .stmt(let statement):
                if let returnStatement = statement.as(ReturnStmtSyntax.self) {
                    let value = returnStatement.expression.map { evaluate($0, scope) } ?? .null
                    execution.returned = expectsViews && !value.isClosure
                        ? .view(viewNode(from: value, expression: returnStatement.expression ?? ExprSyntax(NilLiteralExprSyntax()), scope: scope))
                        : value
                } else if let expressionStatement = statement.as(ExpressionStmtSyntax.self) {
                    execution.append(executeExpression(expressionStatement.expression, &scope, expectsViews: expectsViews))
                } else if statement.is(ForStmtSyntax.self) || statement.is(WhileStmtSyntax.self)
                            || statement.is(RepeatStmtSyntax.self) {
                    // Loops are not run; what they assign becomes unknown rather than stale.
                    for name in rememberedAssignedNames(in: Syntax(statement), of: scope.file) {
                        let value = Value.unknown(reason: "`\(name)` is computed in a loop")
                        if scope.locals[name] != nil { scope.locals[name] = value } else { scope.selfObject?[name] = value }
                    }
                } else if let guardStatement = statement.as(GuardStmtSyntax.self) {
                    switch evaluateConditions(guardStatement.conditions, &scope) {
                    case .bool(true): continue
                    case .bool(false):
                        var inner = scope
                        execution.append(execute(guardStatement.body.statements, &inner, expectsViews: expectsViews))
                    default:
                        continue
                    }
                }
            case .expr(let expression):
                execution.append(executeExpression(expression, &scope, expectsViews: expectsViews))
            default:
                continue
            }
        }
        return execution
    }

    private mutating func executeExpression(_ expression: ExprSyntax, _ scope: inout Scope, expectsViews: Bool) -> Execution {
        if let ifExpression = expression.as(IfExprSyntax.self) {
            return executeIf(ifExpression, updating: &scope, expectsViews: expectsViews)
        }
        if let switchExpression = expression.as(SwitchExprSyntax.self) {
            return executeSwitch(switchExpression, scope, expectsViews: expectsViews)
        }
        if let sequence = expression.as(SequenceExprSyntax.self), let assignment = assignment(in: Array(sequence.elements)) {
            assign(assignment, &scope)
            return Execution()
        }
        if let delegated = builtInViewDelegation(expression, scope) { return Execution(returned: .view(delegated)) }
        if mutateInPlace(expression, &scope) || delegateInitializer(expression, &scope) { return Execution() }
        let value = evaluate(expression, scope)
        if live != nil, !expectsViews { noteUnfollowed(expression, value) }
        if expectsViews {
            if case .null = value { return Execution() }
            return Execution(items: [.view(viewNode(from: value, expression: expression, scope: scope))])
        }
        return Execution(items: [value])
    }

    private mutating func bindLocal(_ decl: DeclSyntax, _ scope: inout Scope) {
        guard let variable = decl.as(VariableDeclSyntax.self) else { return }
        for binding in variable.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            if let initializer = binding.initializer?.value {
                scope.locals[name] = evaluate(initializer, declaredAs: binding.typeAnnotation?.type.trimmedDescription, scope)
            } else if let accessors = binding.accessorBlock {
                scope.locals[name] = evaluateComputed(SourceIndex.Member(holding: accessors, file: scope.file),
                                                      selfObject: scope.selfObject, scope)
            } else {
                scope.locals[name] = .unknown(reason: "run-time value `\(name)`")
            }
        }
    }

    /// Runs the branch of an `if` its conditions choose; when they depend on run-time values,
    /// the branch the exploration's variant takes (the first in variant 0), and its views say so.
    mutating func executeIf(_ ifExpression: IfExprSyntax, _ scope: Scope, expectsViews: Bool = false) -> Execution {
        var copy = scope
        return executeIf(ifExpression, updating: &copy, expectsViews: expectsViews)
    }

    /// Runs an `if` statement's chosen branch and carries what it assigns to names declared
    /// outside (`if let hazard { label += … }`) back into `scope`; when the branch depends on
    /// run-time values, those names become unknown.
    ///
    /// - Parameter skipping: inside an `else if` chain whose head depended on run-time values,
    ///   how many more branches to pass over; nil at the head, which asks `branches`.
    mutating func executeIf(_ ifExpression: IfExprSyntax, updating scope: inout Scope, expectsViews: Bool,
                            skipping: Int? = nil) -> Execution {
        var inner = scope
        let decision = evaluateConditions(ifExpression.conditions, &inner)
        let bound = Set(ifExpression.conditions.compactMap { element -> String? in
            guard case .optionalBinding(let binding) = element.condition else { return nil }
            return binding.pattern.trimmedText
        })
        switch decision {
        case .bool(true):
            let execution = execute(ifExpression.body.statements, &inner, expectsViews: expectsViews)
            Self.carryAssignments(from: inner, into: &scope, excluding: bound)
            return execution
        case .bool(false):
            if skipping == nil, let execution = executeOnceStateIsSet(ifExpression, scope, expectsViews: expectsViews) {
                return execution
            }
            switch ifExpression.elseBody {
            case .ifExpr(let next): return executeIf(next, updating: &scope, expectsViews: expectsViews, skipping: skipping)
            case .codeBlock(let block):
                var elseScope = scope
                let execution = execute(block.statements, &elseScope, expectsViews: expectsViews)
                Self.carryAssignments(from: elseScope, into: &scope, excluding: [])
                return execution
            default: return Execution()
            }
        default:
            let condition = decision.unknownReason?.backtickedName ?? ifExpression.conditions.trimmedText
            let site = location(of: ifExpression, in: scope)
            let tests = skipping == nil ? WrittenTest.tests(of: ifExpression.conditions) : (whole: nil, conjuncts: [])
            let (branch, lags) = skipping.map { ($0, false) }
                ?? chooseAgreeingBranch(among: Self.branchCount(of: ifExpression), condition: condition.clipped,
                                        test: tests.whole, conjuncts: tests.conjuncts, at: site)
            if skipping == nil {
                note(.note, "condition depends on run-time value `\(condition.clipped)`; the first branch is shown", at: site)
            }
            if lags { branches.lag += 1 }
            defer { if lags { branches.lag -= 1 } }
            var execution: Execution
            if branch == 0 {
                execution = execute(ifExpression.body.statements, &inner, expectsViews: expectsViews)
            } else {
                var elseScope = scope
                switch ifExpression.elseBody {
                case .ifExpr(let next): execution = executeIf(next, updating: &elseScope, expectsViews: expectsViews, skipping: branch - 1)
                case .codeBlock(let block): execution = execute(block.statements, &elseScope, expectsViews: expectsViews)
                default: execution = Execution()
                }
            }
            execution.items = execution.items.map { markRunTime($0, condition: condition) }
            for name in rememberedAssignedNames(in: Syntax(ifExpression), of: scope.file) where !bound.contains(name) {
                let value = Value.unknown(reason: "`\(name)` depends on run-time value `\(condition.clipped)`")
                if scope.locals[name] != nil { scope.locals[name] = value } else { scope.selfObject?[name] = value }
            }
            return execution
        }
    }

    /// The branches of an `if` chain from this `if` on: one per body, and one more for the
    /// final `else`, or for running none when there is no final `else`.
    static func branchCount(of ifExpression: IfExprSyntax) -> Int {
        switch ifExpression.elseBody {
        case .ifExpr(let next): 1 + branchCount(of: next)
        default: 2
        }
    }

    /// Copies what a branch changed in names the enclosing code declared (not the names the
    /// branch's own `if let` bound) and in `self`.
    private static func carryAssignments(from inner: Scope, into scope: inout Scope, excluding bound: Set<String>) {
        for (name, value) in inner.locals where scope.locals[name] != nil && !bound.contains(name) {
            scope.locals[name] = value
        }
        scope.selfObject = inner.selfObject
    }

    /// Evaluates `if`/`guard` conditions, binding `if let` names into `scope`.
    mutating func evaluateConditions(_ conditions: ConditionElementListSyntax, _ scope: inout Scope) -> Value {
        var result: Value = .bool(true)
        for element in conditions {
            let value: Value
            switch element.condition {
            case .expression(let expression):
                value = evaluate(expression, scope)
            case .optionalBinding(let binding):
                let name = binding.pattern.trimmedText
                let bound = binding.initializer.map { evaluate($0.value, scope) } ?? scope.lookup(name) ?? .unknown(reason: "run-time value `\(name)`")
                // A run-time property whose type's own code assigns it a picture: the body draws that
                // picture, while whether it is set stays a run-time condition.
                scope.locals[name] = bound.isUnknown ? binding.initializer.flatMap { viewSetElsewhere($0.value, scope) } ?? bound : bound
                if case .null = bound { value = .bool(false) } else if bound.isUnknown { value = bound } else { value = .bool(true) }
            case .matchingPattern(let pattern):
                let subject = evaluate(pattern.initializer.value, scope)
                value = matches(pattern: pattern.pattern, subject: subject, scope)
                if value.asBool == true { scope.locals.merge(CaseBindings.of(pattern.pattern, subject: subject)) { $1 } }
            case .availability(let availability):
                value = .bool(index.conditions.holds(availability))
            default:
                value = .unknown(reason: "condition `\(element.trimmedText.clipped)` is not evaluated")
            }
            if value.asBool == false { return .bool(false) }
            if value.isUnknown, !result.isUnknown { result = value }
        }
        return result
    }

    private mutating func matches(pattern: PatternSyntax, subject: Value, _ scope: Scope) -> Value {
        if subject.isUnknown { return subject }
        if let binding = pattern.as(ValueBindingPatternSyntax.self) {
            if binding.pattern.is(IdentifierPatternSyntax.self) { return .bool(true) }
            return matches(pattern: binding.pattern, subject: subject, scope)
        }
        if let expressionPattern = pattern.as(ExpressionPatternSyntax.self) {
            var candidate = expressionPattern.expression
            if let call = candidate.as(FunctionCallExprSyntax.self) { candidate = call.calledExpression }
            let value = evaluate(candidate, scope)
            if case .range(let lower, let upper, let isClosed) = value {
                let aboveLower = lower.map { Self.compare(subject, $0).map { $0 >= 0 } } ?? true
                let belowUpper = upper.map { Self.compare(subject, $0).map { isClosed ? $0 <= 0 : $0 < 0 } } ?? true
                guard let above = aboveLower, let below = belowUpper else { return .unknown(reason: "range match is not evaluated") }
                return .bool(above && below)
            }
            return Self.equals(subject, value).map(Value.bool) ?? .unknown(reason: "pattern `\(pattern.trimmedText)` is not evaluated")
        }
        if pattern.is(WildcardPatternSyntax.self) { return .bool(true) }
        return .unknown(reason: "pattern `\(pattern.trimmedText.clipped)` is not evaluated")
    }

    /// Runs the `switch` case matching its subject; when the subject is a run-time value, the
    /// case the exploration's variant takes (the first in variant 0).
    mutating func executeSwitch(_ switchExpression: SwitchExprSyntax, _ scope: Scope, expectsViews: Bool = false) -> Execution {
        let subject = evaluate(switchExpression.subject, scope)
        var cases: [SwitchCaseSyntax] = []
        for element in switchExpression.cases {
            guard case .switchCase(let switchCase) = element else { continue }
            cases.append(switchCase)
            var inner = scope
            switch switchCase.label {
            case .default:
                if !subject.isUnknown { return execute(switchCase.statements, &inner, expectsViews: expectsViews) }
            case .case(let label):
                for item in label.caseItems where matches(pattern: item.pattern, subject: subject, scope).asBool == true {
                    inner.locals.merge(CaseBindings.of(item.pattern, subject: subject)) { $1 }
                    return execute(switchCase.statements, &inner, expectsViews: expectsViews)
                }
            default:
                continue
            }
        }
        guard subject.isUnknown, !cases.isEmpty else { return Execution() }
        let condition = subject.unknownReason?.backtickedName ?? switchExpression.subject.trimmedText
        let site = location(of: switchExpression, in: scope)
        note(.note, "switch depends on run-time value `\(condition.clipped)`; the first case is shown", at: site)
        let chosen = cases[chooseBranch(among: cases.count, condition: condition.clipped, at: site)]
        var inner = scope
        var execution = execute(chosen.statements, &inner, expectsViews: expectsViews)
        execution.items = execution.items.map { markRunTime($0, condition: condition) }
        return execution
    }
}
