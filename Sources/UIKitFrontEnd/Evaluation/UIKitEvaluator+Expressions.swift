import AccessibilityTree
import SwiftSyntax
import SwiftSyntaxSupport

extension UIKitEvaluator {
    mutating func evaluate(_ expression: ExprSyntax, _ scope: inout UIKitScope) -> UIKitValue {
        guard step() else { return .unknown("evaluation budget spent") }
        if let literal = expression.as(StringLiteralExprSyntax.self) { return string(literal, &scope) }
        if let literal = expression.as(IntegerLiteralExprSyntax.self) {
            return Int(literal.literal.text.replacingOccurrences(of: "_", with: "")).map(UIKitValue.int) ?? .unknown(literal.literal.text)
        }
        if let literal = expression.as(FloatLiteralExprSyntax.self) {
            return Double(literal.literal.text.replacingOccurrences(of: "_", with: "")).map(UIKitValue.double) ?? .unknown(literal.literal.text)
        }
        if let literal = expression.as(BooleanLiteralExprSyntax.self) { return .bool(literal.literal.tokenKind == .keyword(.true)) }
        if expression.is(NilLiteralExprSyntax.self) { return .null }
        if let array = expression.as(ArrayExprSyntax.self) {
            return .array(array.elements.map { evaluate($0.expression, &scope) })
        }
        if let dictionary = expression.as(DictionaryExprSyntax.self) {
            // A dictionary literal is its pairs, as a `for (key, value) in …` walks them
            // (`[.font: font, .link: url]`, the attributes of an attributed string).
            guard case .elements(let pairs) = dictionary.content else { return .array([]) }
            return .array(pairs.map { .tuple([evaluate($0.key, &scope), evaluate($0.value, &scope)]) })
        }
        if let tuple = expression.as(TupleExprSyntax.self) {
            let items = tuple.elements.map { evaluate($0.expression, &scope) }
            return items.count == 1 ? items[0] : .tuple(items)
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return readName(reference.baseName.text, &scope) }
        if expression.is(SuperExprSyntax.self) { return scope.selfObject.map(UIKitValue.object) ?? .unknown("super") }
        if let member = expression.as(MemberAccessExprSyntax.self) { return readMember(member, &scope) }
        if let call = expression.as(FunctionCallExprSyntax.self) { return evaluateCall(call, &scope) }
        if let sequence = expression.as(SequenceExprSyntax.self) { return evaluateSequence(Array(sequence.elements), &scope) }
        if let chaining = expression.as(OptionalChainingExprSyntax.self) { return evaluate(chaining.expression, &scope) }
        if let unwrap = expression.as(ForceUnwrapExprSyntax.self) { return evaluate(unwrap.expression, &scope) }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self) {
            let operand = evaluate(prefix.expression, &scope)
            switch (prefix.operator.text, operand) {
            case ("!", .bool(let value)): return .bool(!value)
            case ("-", .int(let value)): return .int(-value)
            case ("-", .double(let value)): return .double(-value)
            default: return .unknown("`\(expression.trimmedDescription.prefix(60))`")
            }
        }
        if let subscriptCall = expression.as(SubscriptCallExprSyntax.self) {
            let base = evaluate(subscriptCall.calledExpression, &scope)
            guard let first = subscriptCall.arguments.first else { return .unknown("subscript") }
            let position = evaluate(first.expression, &scope)
            if let items = base.asArray, let index = position.asInt {
                return items.indices.contains(index) ? items[index] : .unknown("index \(index) out of range")
            }
            if case .unknown = base { return base }
            if case .unknown = position { return position }
            return .unknown("`\(expression.trimmedDescription.prefix(60))`")
        }
        if let closure = expression.as(ClosureExprSyntax.self) {
            return .closure(UIKitClosure(syntax: closure, file: scope.file, captured: scope))
        }
        if let macro = expression.as(MacroExpansionExprSyntax.self), macro.macroName.text == "selector",
           let argument = macro.arguments.first?.expression {
            return .selector(Self.methodName(in: argument))
        }
        if let ifExpression = expression.as(IfExprSyntax.self), let value = valueOfIfExpression(ifExpression, &scope) {
            return value
        }
        if let awaited = expression.as(AwaitExprSyntax.self) { return evaluate(awaited.expression, &scope) }
        if let tried = expression.as(TryExprSyntax.self) { return evaluate(tried.expression, &scope) }
        if let inOut = expression.as(InOutExprSyntax.self) { return evaluate(inOut.expression, &scope) }
        return .unknown("`\(expression.trimmedDescription.prefix(60))`")
    }

    /// `#selector(Self.activateMapButton)`, `#selector(carouselScrolled(_:))`: `activateMapButton`.
    static func methodName(in expression: ExprSyntax) -> String {
        if let member = expression.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        return String(expression.trimmedDescription.prefix { $0 != "(" }.split(separator: ".").last ?? "")
    }

    private mutating func valueOfIfExpression(_ ifExpression: IfExprSyntax, _ scope: inout UIKitScope) -> UIKitValue? {
        guard let held = conditionsHold(ifExpression.conditions, &scope) else { return nil }
        let block: CodeBlockItemListSyntax?
        if held {
            block = ifExpression.body.statements
        } else if case .codeBlock(let otherwise)? = ifExpression.elseBody {
            block = otherwise.statements
        } else {
            block = nil
        }
        guard let last = block?.last, case .expr(let value) = last.item else { return nil }
        return evaluate(value, &scope)
    }

    private mutating func string(_ literal: StringLiteralExprSyntax, _ scope: inout UIKitScope) -> UIKitValue {
        var text = ""
        for segment in literal.segments {
            if let plain = segment.as(StringSegmentSyntax.self) {
                text += plain.content.text.replacingOccurrences(of: "\\n", with: "\n")
            } else if let interpolation = segment.as(ExpressionSegmentSyntax.self) {
                guard let first = interpolation.expressions.first else { continue }
                let value = evaluate(first.expression, &scope)
                guard let part = value.interpolated else {
                    return .unknown("run-time value in `\(literal.trimmedDescription.prefix(60))`")
                }
                text += part
            }
        }
        return .string(text)
    }

    /// A name: a local, `self`, a property of `self`, a static of the running type, or a type.
    mutating func readName(_ name: String, _ scope: inout UIKitScope) -> UIKitValue {
        if let local = scope.locals[name] { return local }
        if name == "self" { return scope.selfObject.map(UIKitValue.object) ?? .unknown("self") }
        if let object = scope.selfObject, hasMember(name, on: object) { return readProperty(name, of: object) }
        if let typeName = scope.typeName, let value = readStatic(name, of: typeName) { return value }
        if index.types[name] != nil || UIKitKind.byClassName[name] != nil || name.first?.isUppercase == true {
            return .type(name)
        }
        return .unknown("run-time value `\(name)`")
    }

    private mutating func readMember(_ member: MemberAccessExprSyntax, _ scope: inout UIKitScope) -> UIKitValue {
        let name = member.declName.baseName.text
        guard let baseExpression = member.base else {
            if name == "zero" { return .rect(.constant(.zero)) }
            return .enumCase(name)
        }
        if baseExpression.is(SuperExprSyntax.self), let object = scope.selfObject {
            return readSuper(name, of: object, below: scope.typeName)
        }
        let base = evaluate(baseExpression, &scope)
        return memberValue(name, of: base)
    }

    /// `base.name` for a value already computed.
    mutating func memberValue(_ name: String, of base: UIKitValue) -> UIKitValue {
        switch base {
        case .object(let object):
            return readProperty(name, of: object)
        case .type(let typeName):
            if let value = readStatic(name, of: typeName) ?? readStaticComputed(name, of: typeName)
                ?? staticMember(name, of: typeName) { return value }
            if name == "self" { return base }
            if name == "zero" { return .rect(.constant(.zero)) }
            if name == "shared" || name == "main" || name == "current" || name == "default" { return .type(typeName + "." + name) }
            // A nested type of UIKit's or Foundation's, capitalised as types are
            // (`UIButton.Configuration`, `UIFont.TextStyle`); an app's `Strings.Settings` stays a member.
            if name.first?.isUppercase == true, typeName.hasPrefix("UI") || typeName.hasPrefix("NS") {
                return .type(typeName + "." + name)
            }
            return .enumCase(name)
        case .array(let items):
            switch name {
            case "count": return .int(items.count)
            case "isEmpty": return .bool(items.isEmpty)
            case "first": return items.first ?? .null
            case "last": return items.last ?? .null
            case "indices": return .array(items.indices.map(UIKitValue.int))
            default: return .unknown("`\(name)` of an array")
            }
        case .string(let text):
            switch name {
            case "count": return .int(text.count)
            case "isEmpty": return .bool(text.isEmpty)
            default: return .unknown("`\(name)` of a string")
            }
        case .rect(let frame):
            if case .constant(let rect) = frame {
                switch name {
                case "width": return .double(rect.size.width)
                case "height": return .double(rect.size.height)
                case "origin", "size": return base
                default: break
                }
            }
            return .unknown("`\(name)` of a frame")
        case .tuple(let items):
            if let position = Int(name), items.indices.contains(position) { return items[position] }
            return .unknown("`\(name)` of a tuple")
        case .null:
            return .null
        case .unknown:
            return base
        default:
            return .unknown("`\(name)`")
        }
    }

    mutating func evaluateSequence(_ elements: [ExprSyntax], _ scope: inout UIKitScope) -> UIKitValue {
        if elements.count >= 3, let op = elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text, op == "|=" || op == "&=" {
            let value = evaluateSequence(Array(elements[2...]), &scope)
            let current = evaluate(elements[0], &scope)
            assign(combine(op == "|=" ? "|" : "&", current, value), to: elements[0], &scope)
            return .null
        }
        if let assignment = FoldedExpression.assignment(in: elements) {
            var value = evaluateSequence(assignment.value, &scope)
            if assignment.op != "=" {
                let current = evaluate(assignment.target, &scope)
                value = combine(String(assignment.op.dropLast()), current, value)
            }
            assign(value, to: assignment.target, &scope)
            return .null
        }
        guard let folded = FoldedExpression.fold(elements) else {
            return .unknown("`\(elements.map(\.trimmedDescription).joined(separator: " ").prefix(60))`")
        }
        return evaluate(folded, &scope)
    }

    private mutating func evaluate(_ folded: FoldedExpression, _ scope: inout UIKitScope) -> UIKitValue {
        switch folded {
        case .operand(let expression):
            return evaluate(expression, &scope)
        case .ternary(let condition, let then, let otherwise):
            switch evaluate(condition, &scope) {
            case .bool(true): return evaluate(then, &scope)
            case .bool(false): return evaluate(otherwise, &scope)
            default: return .unknown("run-time condition `\(then.trimmedDescription.prefix(40))`")
            }
        case .binary(let op, let lhs, let rhs):
            let left = evaluate(lhs, &scope)
            switch (op, left) {
            case ("&&", .bool(false)): return .bool(false)
            case ("||", .bool(true)): return .bool(true)
            case ("??", let value) where !value.isUnknown:
                return value.isNull ? evaluate(rhs, &scope) : value
            case ("as", _), ("as?", _), ("as!", _): return left
            case ("is", _): return .unknown("type test")
            default: break
            }
            return combine(op, left, evaluate(rhs, &scope))
        }
    }

    /// `left op right` for the operators setup code uses on known values.
    func combine(_ op: String, _ left: UIKitValue, _ right: UIKitValue) -> UIKitValue {
        if case .unknown = left { return left }
        if case .unknown = right { return right }
        if op == "|" || op == "&", let lhs = traits(from: left), let rhs = traits(from: right) {
            return .traits(op == "|" ? lhs.union(rhs) : lhs.intersection(rhs))
        }
        switch op {
        case "==", "===": return equals(left, right).map(UIKitValue.bool) ?? .unknown("comparison")
        case "!=", "!==": return equals(left, right).map { .bool(!$0) } ?? .unknown("comparison")
        case "&&", "||":
            guard let lhs = left.asBool, let rhs = right.asBool else { break }
            return .bool(op == "&&" ? lhs && rhs : lhs || rhs)
        case "..<", "...":
            guard let lower = left.asInt, let upper = right.asInt else { break }
            let end = op == "..<" ? upper : upper + 1
            guard end >= lower, end - lower <= 10_000 else { return .array([]) }
            return .array((lower..<end).map(UIKitValue.int))
        case "+":
            if case .string(let lhs) = left, case .string(let rhs) = right { return .string(lhs + rhs) }
            if case .array(let lhs) = left, case .array(let rhs) = right { return .array(lhs + rhs) }
        default: break
        }
        if let lhs = left.asInt, let rhs = right.asInt, case .int = left, case .int = right {
            switch op {
            case "+": return .int(lhs &+ rhs)
            case "-": return .int(lhs &- rhs)
            case "*": return .int(lhs &* rhs)
            case "/": return rhs == 0 ? .unknown("division by zero") : .int(lhs / rhs)
            case "%": return rhs == 0 ? .unknown("division by zero") : .int(lhs % rhs)
            case "<": return .bool(lhs < rhs)
            case "<=": return .bool(lhs <= rhs)
            case ">": return .bool(lhs > rhs)
            case ">=": return .bool(lhs >= rhs)
            default: break
            }
        }
        if let lhs = left.asDouble, let rhs = right.asDouble {
            switch op {
            case "+": return .double(lhs + rhs)
            case "-": return .double(lhs - rhs)
            case "*": return .double(lhs * rhs)
            case "/": return rhs == 0 ? .unknown("division by zero") : .double(lhs / rhs)
            case "<": return .bool(lhs < rhs)
            case "<=": return .bool(lhs <= rhs)
            case ">": return .bool(lhs > rhs)
            case ">=": return .bool(lhs >= rhs)
            default: break
            }
        }
        return .unknown("operator `\(op)`")
    }

    /// Whether two values are equal, or nil when that depends on run-time values.
    func equals(_ left: UIKitValue, _ right: UIKitValue) -> Bool? {
        switch (left, right) {
        case (.unknown, _), (_, .unknown): return nil
        case (.null, .null): return true
        case (.null, _), (_, .null): return false
        case let (.string(lhs), .string(rhs)): return lhs == rhs
        case let (.bool(lhs), .bool(rhs)): return lhs == rhs
        case let (.enumCase(lhs), .enumCase(rhs)): return lhs == rhs
        case let (.object(lhs), .object(rhs)): return lhs == rhs
        case let (.traits(lhs), .traits(rhs)): return lhs == rhs
        default:
            if let lhs = left.asDouble, let rhs = right.asDouble { return lhs == rhs }
            return nil
        }
    }

    /// Traits from a value: `.button`, `[.button, .selected]`, `UIAccessibilityTraits.header`.
    func traits(from value: UIKitValue) -> Traits? {
        switch value {
        case .traits(let traits): return traits
        case .enumCase(let name): return name == "none" ? [] : Traits.named.first { $0.name == name }?.trait
        case .array(let items):
            var result: Traits = []
            for item in items {
                guard let traits = traits(from: item) else { return nil }
                result.formUnion(traits)
            }
            return result
        default: return nil
        }
    }
}
