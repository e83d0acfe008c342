import AccessibilityTree
import SwiftSyntax

/// An operator sequence folded by precedence (the parser leaves `a + b * c` flat).
private indirect enum Folded {
    case operand(ExprSyntax)
    case binary(String, Folded, Folded)
    case ternary(Folded, ExprSyntax, Folded)
}

/// Swift's standard precedence groups, higher binding tighter.
private func precedence(of op: String) -> (level: Int, isRightAssociative: Bool) {
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

extension Interpreter {
    mutating func evaluateSequence(_ elements: [ExprSyntax], _ scope: Scope) -> Value {
        guard let folded = fold(elements) else {
            return .unknown(reason: "expression `\(elements.map(\.trimmedDescription).joined(separator: " ").clipped)` is not evaluated")
        }
        return evaluate(folded, scope)
    }

    /// The assignment in a sequence (`self.title = title`, `count += 1`), if it is one.
    func assignment(in elements: [ExprSyntax]) -> (target: ExprSyntax, op: String, value: [ExprSyntax])? {
        guard elements.count >= 3 else { return nil }
        if elements[1].is(AssignmentExprSyntax.self) { return (elements[0], "=", Array(elements[2...])) }
        if let op = elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text, precedence(of: op).level == 0 {
            return (elements[0], op, Array(elements[2...]))
        }
        return nil
    }

    private func fold(_ elements: [ExprSyntax]) -> Folded? {
        var operands: [Folded] = []
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

    private mutating func evaluate(_ folded: Folded, _ scope: Scope) -> Value {
        switch folded {
        case .operand(let expression):
            return evaluate(expression, scope)
        case .ternary(let condition, let then, let otherwise):
            switch evaluate(condition, scope) {
            case .bool(true): return evaluate(then, scope)
            case .bool(false): return evaluate(otherwise, scope)
            default:
                let reason = evaluate(condition, scope).unknownReason ?? "a condition that is not a Boolean"
                return markRunTime(evaluate(then, scope), condition: reason.backtickedName ?? reason)
            }
        case .binary(let op, let lhs, let rhs):
            let left = evaluate(lhs, scope)
            switch (op, left) {
            case ("&&", .bool(false)): return .bool(false)
            case ("||", .bool(true)): return .bool(true)
            case ("??", let value) where !value.isUnknown:
                if case .null = value { return evaluate(rhs, scope) }
                return value
            case ("as", _), ("as?", _), ("as!", _): return left
            default: break
            }
            let right = evaluate(rhs, scope)
            return binary(op, left, right, expression: nil)
        }
    }

    func evaluatePrefix(_ op: String, _ operand: Value, expression: ExprSyntax) -> Value {
        switch (op, operand) {
        case ("!", .bool(let value)): return .bool(!value)
        case ("-", .int(let value)): return .int(-value)
        case ("-", .double(let value)): return .double(-value)
        case ("...", _), ("..<", _): return .range(lower: nil, upper: operand, isClosed: op == "...")
        case (_, .unknown): return operand
        default: return .unknown(reason: "operator `\(op)` on `\(expression.trimmedDescription.clipped)`")
        }
    }

    func binary(_ op: String, _ left: Value, _ right: Value, expression: ExprSyntax?) -> Value {
        if let reason = left.unknownReason ?? right.unknownReason {
            if op == "&&", right.asBool == false { return .bool(false) }
            if op == "||", right.asBool == true { return .bool(true) }
            return .unknown(reason: reason)
        }
        switch op {
        case "&&", "||":
            guard let lhs = left.asBool, let rhs = right.asBool else { break }
            return .bool(op == "&&" ? lhs && rhs : lhs || rhs)
        case "==", "!=":
            guard let equal = Self.equals(left, right) else { break }
            return .bool(op == "==" ? equal : !equal)
        case "<", "<=", ">", ">=":
            guard let order = Self.compare(left, right) else { break }
            switch op {
            case "<": return .bool(order < 0)
            case "<=": return .bool(order <= 0)
            case ">": return .bool(order > 0)
            default: return .bool(order >= 0)
            }
        case "...", "..<":
            return .range(lower: left, upper: right, isClosed: op == "...")
        case "+":
            if let lhs = left.asString, let rhs = right.asString { return .string(lhs + rhs) }
            if case .array(let lhs) = left, case .array(let rhs) = right { return .array(lhs + rhs) }
            if case .view(let lhs) = left, case .view(let rhs) = right,
               case .text(let a) = lhs.strippingModifiers.base.primitive, case .text(let b) = rhs.strippingModifiers.base.primitive {
                return .view(ViewNode(.text(a + b), source: lhs.source, unresolved: lhs.unresolved + rhs.unresolved))
            }
            return arithmetic(op, left, right)
        case "-", "*", "/", "%":
            return arithmetic(op, left, right)
        default: break
        }
        return .unknown(reason: "operator `\(op)` is not evaluated for these values")
    }

    private func arithmetic(_ op: String, _ left: Value, _ right: Value) -> Value {
        if case .int(let a) = left, case .int(let b) = right {
            switch op {
            case "+": return .int(a &+ b)
            case "-": return .int(a &- b)
            case "*": return .int(a &* b)
            case "/": return b == 0 ? .unknown(reason: "division by zero") : .int(a / b)
            case "%": return b == 0 ? .unknown(reason: "division by zero") : .int(a % b)
            default: break
            }
        }
        guard let a = left.asDouble, let b = right.asDouble else {
            return .unknown(reason: "operator `\(op)` is not evaluated for these values")
        }
        switch op {
        case "+": return .double(a + b)
        case "-": return .double(a - b)
        case "*": return .double(a * b)
        case "/": return .double(a / b)
        default: return .unknown(reason: "operator `\(op)` is not evaluated for these values")
        }
    }

    /// Whether two values are equal, or nil when they cannot be compared.
    static func equals(_ left: Value, _ right: Value) -> Bool? {
        switch (left, right) {
        case (.string(let a), .string(let b)): return a == b
        case (.bool(let a), .bool(let b)): return a == b
        case (.null, .null): return true
        case (.null, _), (_, .null): return false
        case (.enumCase(let a, _), .enumCase(let b, _)): return a == b
        case (.dynamicTypeSize, _), (_, .dynamicTypeSize): return compare(left, right).map { $0 == 0 }
        case (.object(let a), .object(let b)):
            guard a.typeName == b.typeName else { return false }
            for name in a.fieldNames {
                guard let x = a[name], let y = b[name], let same = equals(x, y) else { return nil }
                if !same { return false }
            }
            return true
        default:
            if let a = left.asDouble, let b = right.asDouble { return a == b }
            return nil
        }
    }

    /// -1, 0 or 1 ordering two values, or nil when they have no order (Dynamic Type sizes
    /// compare by their position, docs/swiftui-defaults.md, Dynamic Type in SwiftUI).
    static func compare(_ left: Value, _ right: Value) -> Int? {
        if let a = dynamicTypeSize(left), let b = dynamicTypeSize(right), left.isDynamicTypeSize || right.isDynamicTypeSize {
            return a == b ? 0 : (a < b ? -1 : 1)
        }
        if let a = left.asDouble, let b = right.asDouble { return a == b ? 0 : (a < b ? -1 : 1) }
        if let a = left.asString, let b = right.asString { return a == b ? 0 : (a < b ? -1 : 1) }
        return nil
    }

    static func dynamicTypeSize(_ value: Value) -> ContentSizeCategory? {
        switch value {
        case .dynamicTypeSize(let size): size
        case .enumCase(let name, _): ContentSizeCategory(name: name)
        default: nil
        }
    }
}

extension Value {
    var isDynamicTypeSize: Bool {
        if case .dynamicTypeSize = self { return true }
        return false
    }
}

extension String {
    /// The name inside the first pair of backticks (`run-time value \`x\`` → `x`).
    var backtickedName: String? {
        let parts = split(separator: "`", omittingEmptySubsequences: false)
        return parts.count >= 3 ? String(parts[1]) : nil
    }
}
