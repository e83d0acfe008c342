import AccessibilityTree
import Foundation
import SwiftSyntax
import SwiftSyntaxSupport

extension Interpreter {
    /// Evaluates `expression` in `scope`, one level deeper in the budget.
    mutating func evaluate(_ expression: ExprSyntax, _ scope: Scope) -> Value {
        spendingStepAndDepth { $0.evaluateExpression(expression, scope) }
    }

    /// `literal`, the value of a literal known without its tree (`literalValue(of:)`), spending
    /// the step and the depth `evaluate(_:_:)` spends on the literal's expression.
    mutating func evaluated(_ literal: Value) -> Value {
        spendingStepAndDepth { _ in literal }
    }

    /// `work`'s value, for one step of the budget and one level deeper.
    private mutating func spendingStepAndDepth(_ work: (inout Interpreter) -> Value) -> Value {
        guard spendStep() else { return .unknown(reason: "evaluation budget exhausted") }
        return nested(orElse: .unknown(reason: Self.depthExhausted), work)
    }

    /// The value `evaluateExpression` gives a Boolean, integer, floating-point or nil literal
    /// (`false`, `1_000`, `1.5`, `nil`); nil for any other expression, and for a number Swift's
    /// parsing of it does not give.
    static func literalValue(of expression: ExprSyntax) -> Value? {
        switch expression.as(ExprSyntaxEnum.self) {
        case .integerLiteralExpr(let integer): integerValue(integer)
        case .floatLiteralExpr(let float): floatValue(float)
        case .booleanLiteralExpr(let boolean): booleanValue(boolean)
        case .nilLiteralExpr: .null
        default: nil
        }
    }

    /// An integer literal's value, its `_` separators dropped (`1_000`); nil past `Int`'s range.
    private static func integerValue(_ integer: IntegerLiteralExprSyntax) -> Value? {
        Int(integer.literal.text.replacingOccurrences(of: "_", with: "")).map(Value.int)
    }

    /// A floating-point literal's value, its `_` separators dropped; nil where `Double` does not read it.
    private static func floatValue(_ float: FloatLiteralExprSyntax) -> Value? {
        Double(float.literal.text.replacingOccurrences(of: "_", with: "")).map(Value.double)
    }

    private static func booleanValue(_ boolean: BooleanLiteralExprSyntax) -> Value {
        .bool(boolean.literal.tokenKind == .keyword(.true))
    }

    /// One dispatch on the node's kind (`ExprSyntaxEnum`), not a cast tried per kind in turn:
    /// the kinds are distinct, so the case taken is the one the first matching cast would take.
    private mutating func evaluateExpression(_ expression: ExprSyntax, _ scope: Scope) -> Value {
        switch expression.as(ExprSyntaxEnum.self) {
        case .stringLiteralExpr(let literal):
            return evaluateString(literal, scope)
        case .integerLiteralExpr(let integer):
            return Self.integerValue(integer)
                ?? .unknown(reason: "integer literal `\(integer.literal.text.replacingOccurrences(of: "_", with: ""))`")
        case .floatLiteralExpr(let float):
            return Self.floatValue(float) ?? .unknown(reason: "number literal `\(float.literal.text)`")
        case .booleanLiteralExpr(let boolean):
            return Self.booleanValue(boolean)
        case .nilLiteralExpr:
            return .null
        case .arrayExpr(let array):
            guard array.elements.count <= Self.maximumCollectionElements else {
                return .unknown(reason: "an array literal of \(array.elements.count) elements (more than the \(Self.maximumCollectionElements) evaluated)")
            }
            return .array(array.elements.map { evaluate($0.expression, scope) })
        case .declReferenceExpr(let reference):
            return resolve(name: reference.baseName.text, expression: expression, scope)
        case .memberAccessExpr(let member):
            let name = member.declName.baseName.text
            guard let baseExpression = member.base else { return .enumCase(name, []) }
            let base = evaluate(baseExpression, scope)
            return self.member(name, of: base, expression: expression, scope)
        case .functionCallExpr(let call):
            return evaluateCall(call, scope)
        case .sequenceExpr(let sequence):
            return evaluateSequence(Array(sequence.elements), scope)
        case .prefixOperatorExpr(let prefix):
            return evaluatePrefix(prefix.operator.text, evaluate(prefix.expression, scope), expression: expression)
        case .postfixOperatorExpr(let postfix):
            let operand = evaluate(postfix.expression, scope)
            if postfix.operator.text == "..." { return .range(lower: operand, upper: nil, isClosed: true) }
            return operand
        case .ternaryExpr(let ternary):
            return evaluateTernary(condition: ternary.condition, then: ternary.thenExpression,
                                   else: ternary.elseExpression, scope)
        case .infixOperatorExpr(let infix):
            let op = infix.operator.trimmedText
            return binary(op, evaluate(infix.leftOperand, scope), evaluate(infix.rightOperand, scope),
                          expression: expression)
        case .tupleExpr(let tuple):
            if tuple.elements.count == 1, let only = tuple.elements.first { return evaluate(only.expression, scope) }
            var object = ObjectValue(typeName: ObjectValue.tupleTypeName)
            for (offset, element) in tuple.elements.enumerated() {
                let value = evaluate(element.expression, scope)
                object[String(offset)] = value
                if let label = element.label?.text { object[label] = value }
            }
            return .object(object)
        case .closureExpr(let closure):
            return .closure(Closure(syntax: closure, scope: scope))
        case .keyPathExpr(let keyPath):
            return .keyPath(keyPath.components.compactMap {
                $0.component.as(KeyPathPropertyComponentSyntax.self)?.declName.baseName.text
            })
        case .ifExpr(let ifExpression):
            return executeIf(ifExpression, scope).value
        case .switchExpr(let switchExpression):
            return executeSwitch(switchExpression, scope).value
        case .subscriptCallExpr(let subscriptCall):
            return evaluateSubscript(subscriptCall, scope)
        case .forceUnwrapExpr(let unwrap):
            return evaluate(unwrap.expression, scope)
        case .optionalChainingExpr(let chain):
            return evaluate(chain.expression, scope)
        case .tryExpr(let tryExpression):
            return evaluate(tryExpression.expression, scope)
        case .awaitExpr(let awaitExpression):
            return evaluate(awaitExpression.expression, scope)
        case .asExpr(let asExpression):
            return evaluate(asExpression.expression, scope)
        case .inOutExpr(let inout_):
            return evaluate(inout_.expression, scope)
        case .typeExpr(let typeExpression):
            return .type(typeExpression.type.trimmedText)
        case .postfixIfConfigExpr(let postfixIf):
            let base = postfixIf.base.map { evaluate($0, scope) } ?? .unknown(reason: "`#if` without a base")
            guard let clause = index.conditions.activeClause(of: postfixIf.config),
                  case .postfixExpression(let chain) = clause.elements else { return base }
            return evaluate(chain, appliedTo: base, scope)
        default:
            return .unknown(reason: "expression `\(expression.trimmedText.clipped)` is not evaluated")
        }
    }

    /// A string literal with its interpolations evaluated; unknown parts stay as written, and
    /// the whole is unknown only when nothing is known.
    mutating func evaluateString(_ literal: StringLiteralExprSyntax, _ scope: Scope) -> Value {
        let isRaw = literal.openingPounds != nil
        var text = ""
        var unknownReasons: [String] = []
        var holdsImage = false
        for segment in literal.segments {
            if let plain = segment.as(StringSegmentSyntax.self) {
                text += isRaw ? plain.content.text : plain.content.text.unescapedSwiftLiteral
            } else if let interpolation = segment.as(ExpressionSegmentSyntax.self) {
                guard let first = interpolation.expressions.first else { continue }
                let value = evaluate(first.expression, scope)
                if let words = value.asView?.imageSourceThroughModifiers?.textContent {
                    // An image inside text is read by its label where it stands
                    // (docs/swiftui-defaults.md, Images inside text).
                    text += words
                    holdsImage = true
                } else if let known = formatted(value, specifier: interpolation.expressions.dropFirst().first) {
                    text += known
                } else {
                    text += "\\(\(first.expression.trimmedText))"
                    unknownReasons.append(value.unknownReason ?? "run-time value `\(first.expression.trimmedText)`")
                }
            }
        }
        if holdsImage { text = text.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ") }
        if let reason = unknownReasons.first {
            return .unknown(reason: reason, partialText: text)
        }
        return .string(text)
    }

    private func formatted(_ value: Value, specifier: LabeledExprSyntax?) -> String? {
        if let specifier, specifier.label?.text == "specifier",
           let format = specifier.expression.as(StringLiteralExprSyntax.self)?.plainText,
           format.filter({ $0 == "%" }).count == 1, let last = format.last, "fFeEgG".contains(last),
           let number = value.asDouble {
            return String(format: format, number)
        }
        return value.interpolated
    }

    /// A name: a local, a field of `self`, a global, a type, or `$binding` / `_wrapper` of one.
    /// Whether the expression is an argument of a call (`label: nameView`).
    static func isPassedAsArgument(_ expression: ExprSyntax) -> Bool {
        expression.parent?.as(LabeledExprSyntax.self)?.parent?.parent?.is(FunctionCallExprSyntax.self) == true
    }

    /// Whether a function takes nothing and makes a view (`func nameView() -> some View`).
    static func buildsAView(_ function: FunctionDeclSyntax) -> Bool {
        guard function.signature.parameterClause.parameters.isEmpty,
              let returned = function.signature.returnClause?.type.trimmedDescription else { return false }
        return returned.hasSuffix("View")
    }

    mutating func resolve(name: String, expression: ExprSyntax, _ scope: Scope) -> Value {
        if name == "self" {
            if let selfView = scope.selfView { return .view(selfView) }
            if let selfValue = scope.selfValue { return selfValue }
            if let selfObject = scope.selfObject { return .object(selfObject) }
            return .unknown(reason: "`self` outside a type")
        }
        if name == "Self", let owner = scope.enclosingType ?? scope.selfObject?.typeName {
            return .type(owner)
        }
        if live != nil, let kept = keptValue(of: name, in: scope) { return kept }
        if let value = scope.lookup(name) { return value }
        if let selfValue = scope.selfValue, case .enumCase = selfValue {
            let value = member(name, of: selfValue, expression: expression, scope)
            if !value.isUnknown { return value }
        }
        if name.hasPrefix("$") || name.hasPrefix("_"), let value = scope.lookup(String(name.dropFirst())) {
            return value
        }
        if let selfType = scope.selfObject.flatMap({ index.type($0.typeName, near: $0.declaringFile) }) {
            if let computed = selfType.computedProperties[name] {
                return evaluateComputed(computed, selfObject: scope.selfObject, scope)
            }
            if let staticProperty = selfType.staticProperties[name] {
                return evaluateStatic(staticProperty, scope)
            }
            // A function of the view passed by its name as a view builder (`ThemeDisclosableMenu(
            // content: menuContent, label: nameView)`, Passepartout's profile menu): the callee
            // calls it for its view, made here with the caller's `self`.
            if Self.isPassedAsArgument(expression), let builder = selfType.functions[name]?.first(where: { Self.buildsAView($0.syntax) }) {
                return callFunction(builder, arguments: [], selfObject: scope.selfObject, selfView: scope.selfView, scope)
            }
        }
        if let owner = scope.selfObject?.typeName ?? scope.enclosingType,
           let outer = enclosingTypesStatic(named: name, around: owner, near: scope.file.path) {
            return evaluateStatic(outer, scope)
        }
        if live != nil, let owner = scope.enclosingType, scope.selfObject == nil,
           let staticProperty = index.type(owner, near: scope.file.path)?.staticProperties[name] {
            // A static member named plainly in a static function (`capacity` in `CoffeeLevel.clamped`).
            return evaluateStatic(staticProperty, scope)
        }
        if let global = index.nearest(index.globals(named: name), to: scope.file.path) { return evaluateStatic(global, scope) }
        if let type = index.type(name, near: scope.file.path, in: scope.enclosingType) { return .type(type.name) }
        if BuiltInViews.isKnownType(name) { return .type(name) }
        if name.first?.isUppercase == true { return .type(name) }
        return .unknown(reason: "run-time value `\(name)`")
    }

    /// The static property `name` of a type enclosing `typeName` (`Purple` of `Purple.StateView`),
    /// the innermost first: a nested type names its enclosing types' static members plainly, as
    /// Swift looks a name up in the scopes around the type before the file's (The Swift
    /// Programming Language, Nested Types).
    private func enclosingTypesStatic(named name: String, around typeName: String,
                                      near path: String) -> SourceIndex.Member<PatternBindingSyntax>? {
        var parts = typeName.split(separator: ".")
        while parts.count > 1 {
            parts.removeLast()
            if let property = index.type(parts.joined(separator: "."), near: path)?.staticProperties[name] { return property }
        }
        return nil
    }

    /// A stored `let`/`var` outside a view (a global, a `static let`): its initial value.
    /// The value of a static property; one read while its own initial value is computed (a
    /// singleton whose properties lead back to `shared`) is unknown, with the cycle as reason.
    mutating func evaluateStatic(_ member: SourceIndex.Member<PatternBindingSyntax>, _ scope: Scope) -> Value {
        traceStaticRead(member.reference.key)
        guard staticsInProgress.insert(member.reference.key).inserted else {
            let name = [member.owner, member.syntax.pattern.trimmedText].compactMap { $0 }.joined(separator: ".")
            let reason = "`\(name)` is read while its own initial value is computed (a cycle through static initialisers)"
            note(.warning, reason, at: nil)
            trace.limitsHit += 1
            return .unknown(reason: reason)
        }
        defer { staticsInProgress.remove(member.reference.key) }
        return rememberedStatic(member, scope) { interpreter in
            let inner = scope.entering(member.file, owner: member.owner)
            if let initializer = member.syntax.initializer?.value {
                // A constant's stated type (`static let general: GeneralIcons = .init()`); a static
                // variable may be set later, so it is read as before.
                let isConstant = member.syntax.parent?.parent?.as(VariableDeclSyntax.self)?.bindingSpecifier.tokenKind == .keyword(.let)
                let declared = isConstant ? member.syntax.typeAnnotation?.type.trimmedDescription : nil
                return interpreter.evaluate(initializer, declaredAs: declared, inner)
            }
            if let accessors = member.syntax.accessorBlock {
                return interpreter.evaluateComputed(SourceIndex.Member(holding: accessors, file: member.file), selfObject: nil, inner)
            }
            return .unknown(reason: "run-time value `\(member.syntax.pattern.trimmedText)`")
        }
    }

    mutating func evaluateComputed(_ accessors: SourceIndex.Member<AccessorBlockSyntax>, selfObject: ObjectValue?,
                                   _ scope: Scope) -> Value {
        guard viewStack(of: scope, isUnder: Self.maximumViewDepth * 2) else {
            return .unknown(reason: "computed properties nest too deeply")
        }
        var inner = scope
        inner.file = accessors.file
        inner.selfObject = selfObject
        inner.enclosingType = accessors.owner ?? selfObject?.typeName ?? scope.enclosingType
        // A member of an instance reads `self` as that instance, not as the view a `View`
        // extension's method was called on, which made it (`extension View { func navigationStyle(…)
        // { NavigationBar(content: self, …) } }`: isowords' bar read `self.title` from the view).
        if selfObject != nil {
            inner.selfValue = nil
            inner.selfView = nil
        }
        inner.locals = [:]
        inner.localTypes = [:]
        inner.viewStack.append("get")
        let typeText = accessors.syntax.parent?.as(PatternBindingSyntax.self)?.typeAnnotation?.type.trimmedText ?? ""
        let expectsViews = typeText.contains("View") || typeText == "Text" || typeText == "Image"
        switch accessors.syntax.accessors {
        case .getter(let items):
            return localizedResult(execute(items, &inner, expectsViews: expectsViews).value, declaredAs: typeText)
        case .accessors(let list):
            guard let getter = list.first(where: { $0.accessorSpecifier.tokenKind == .keyword(.get) }),
                  let body = getter.body else { return .unknown(reason: "computed property without a getter") }
            return localizedResult(execute(body.statements, &inner, expectsViews: expectsViews).value, declaredAs: typeText)
        default:
            return .unknown(reason: "computed property without a getter")
        }
    }

    mutating func evaluateSubscript(_ call: SubscriptCallExprSyntax, _ scope: Scope) -> Value {
        let base = evaluate(call.calledExpression, scope)
        guard let argument = call.arguments.first else { return .unknown(reason: "empty subscript") }
        let key = evaluate(argument.expression, scope)
        switch (base, key) {
        case (.array(let items), .int(let position)):
            return items.indices.contains(position) ? items[position] : .unknown(reason: "index \(position) is out of range")
        case (.unknown, _):
            return .unknown(reason: "run-time value `\(call.trimmedText.clipped)`")
        default:
            return .unknown(reason: "subscript `\(call.trimmedText.clipped)` is not evaluated")
        }
    }

    mutating func evaluateTernary(condition: ExprSyntax, then: ExprSyntax, else otherwise: ExprSyntax,
                                  _ scope: Scope) -> Value {
        switch evaluate(condition, scope) {
        case .bool(true): return evaluate(then, scope)
        case .bool(false): return evaluate(otherwise, scope)
        default:
            let first = evaluate(then, scope)
            let takesSecond = takesSecondBranch(after: first, condition: condition.trimmedText, test: WrittenTest(condition), site: condition, scope)
            return markRunTime(takesSecond ? evaluate(otherwise, scope) : first, condition: condition.trimmedText, takenInViewPosition: takesSecond)
        }
    }

    /// Whether a ternary whose condition is a run-time value takes its second branch in this
    /// variant: only in view position (its first branch gave a view) is it a decision the
    /// exploration chooses in; elsewhere the value is unknown whichever branch runs.
    mutating func takesSecondBranch(after first: Value, condition: String, test: WrittenTest? = nil, site: some SyntaxProtocol,
                                    _ scope: Scope) -> Bool {
        // A colour or material chosen by state draws, exposing nothing: no decision worth a variant.
        guard case .view(let node) = first else { return false }
        if case .shape = node.primitive { return false }
        return chooseBranch(among: 2, condition: condition.clipped, test: test, at: location(of: site, in: scope)) == 1
    }

    /// A value chosen without knowing its condition: views keep the reason; other values become
    /// unknown, but for no view chosen in view position against a view (`isDaily ? Text("Played")
    /// : nil`), which is nothing in the variant that takes it, as an `if let` on it then finds
    /// (isowords' game buttons, titled when not marked "Played").
    func markRunTime(_ value: Value, condition: String, takenInViewPosition: Bool = false) -> Value {
        let reason = "condition depends on run-time value `\(condition.clipped)`"
        if takenInViewPosition, case .null = value { return .null }
        if case .view(var node) = value {
            node.unresolved.append(Unresolved(.presence, reason: reason))
            return .view(node)
        }
        return .unknown(reason: reason)
    }
}

extension String {
    /// The characters a Swift string literal's escapes stand for (`\n`, `\"`, `\u{2026}`).
    var unescapedSwiftLiteral: String {
        guard utf8.contains(UInt8(ascii: "\\")) else { return self }
        var result = ""
        var iterator = makeIterator()
        while let character = iterator.next() {
            guard character == "\\", let next = iterator.next() else {
                result.append(character)
                continue
            }
            switch next {
            case "n": result.append("\n")
            case "t": result.append("\t")
            case "r": result.append("\r")
            case "0": result.append("\0")
            case "u":
                var hex = ""
                while let digit = iterator.next(), digit != "}" {
                    if digit != "{" { hex.append(digit) }
                }
                if let code = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(code) { result.append(Character(scalar)) }
            default: result.append(next)
            }
        }
        return result
    }
}
