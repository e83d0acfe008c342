import AccessibilityTree
import SwiftSyntax
import SwiftSyntaxSupport

private typealias Folded = FoldedExpression

extension Interpreter {
    mutating func evaluateSequence(_ elements: [ExprSyntax], _ scope: Scope) -> Value {
        guard let folded = fold(elements) else {
            return .unknown(reason: "expression `\(elements.map(\.trimmedText).joined(separator: " ").clipped)` is not evaluated")
        }
        return evaluate(folded, scope)
    }

    /// The assignment in a sequence (`self.title = title`, `count += 1`), if it is one.
    func assignment(in elements: [ExprSyntax]) -> (target: ExprSyntax, op: String, value: [ExprSyntax])? {
        FoldedExpression.assignment(in: elements)
    }

    private func fold(_ elements: [ExprSyntax]) -> Folded? {
        FoldedExpression.fold(elements)
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
                let first = evaluate(then, scope), named = reason.backtickedName ?? reason
                let takesSecond = takesSecondBranch(after: first, condition: named, test: WrittenTest(condition), site: then, scope)
                return markRunTime(takesSecond ? evaluate(otherwise, scope) : first, condition: named, takenInViewPosition: takesSecond)
            }
        case .binary(let op, let lhs, let rhs):
            let left = evaluate(lhs, scope)
            switch (op, left) {
            case ("&&", .bool(false)): return .bool(false)
            case ("||", .bool(true)): return .bool(true)
            case ("??", let value) where !value.isUnknown:
                if case .null = value { return evaluate(rhs, scope) }
                return value
            case ("??", .unknown):
                // A view drawn from a value known only at run time, or the fallback the code
                // gives (`spacing.map { content.lineSpacing($0) } ?? content`): the fallback is
                // what the code shows when that value is missing, so it stands for both.
                let fallback = evaluate(rhs, scope)
                guard case .view = fallback else { return binary(op, left, fallback, expression: nil) }
                let reason = left.unknownReason ?? ""
                return markRunTime(fallback, condition: reason.backtickedName ?? reason)
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
        default: return .unknown(reason: "operator `\(op)` on `\(expression.trimmedText.clipped)`")
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
