import AccessibilityTree
import SwiftSyntax
import SwiftSyntaxSupport

/// One argument of a call, trailing closures included (the first trailing closure is unlabelled).
struct CallArgument {
    var label: String?
    var expression: ExprSyntax
    var value: Value

    /// Whether the argument names a stored property (`symbol`, `self.symbol`) whose value is the
    /// stand-in a property nobody passed holds: its own name.
    var holdsItsPropertysPlaceholder: Bool {
        guard let text = value.asString else { return false }
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text == text }
        if let member = expression.as(MemberAccessExprSyntax.self), member.base?.trimmedDescription == "self" {
            return member.declName.baseName.text == text
        }
        return false
    }
}

extension Interpreter {
    /// The evaluated arguments of `call`, trailing closures last.
    /// Arguments labelled with one of `skipped` are not evaluated (a navigation destination is
    /// another screen, not part of this one).
    mutating func arguments(of call: FunctionCallExprSyntax, _ scope: Scope, skipping skipped: Set<String> = []) -> [CallArgument] {
        var result = call.arguments.map { argument in
            let label = argument.label?.text
            let value: Value = label.map(skipped.contains) == true
                ? .unknown(reason: "`\(label ?? "")` is another screen") : evaluate(argument.expression, scope)
            return CallArgument(label: label, expression: argument.expression, value: value)
        }
        if let trailing = call.trailingClosure {
            result.append(CallArgument(label: nil, expression: ExprSyntax(trailing),
                                       value: .closure(Closure(syntax: trailing, scope: scope))))
        }
        for extra in call.additionalTrailingClosures {
            result.append(CallArgument(label: extra.label.text, expression: ExprSyntax(extra.closure),
                                       value: .closure(Closure(syntax: extra.closure, scope: scope))))
        }
        return result
    }

    mutating func evaluateCall(_ call: FunctionCallExprSyntax, _ scope: Scope) -> Value {
        if live != nil, let value = liveCall(call, scope) { return value }
        let callee = call.calledExpression
        if let member = callee.as(MemberAccessExprSyntax.self) {
            if VariadicViewTree.isTree(member) { return .view(variadicViewTree(call, scope)) }
            // `SwiftUI.Label { … } icon: { … }`: SwiftUI's view, named with its module where a
            // generic parameter of the same name (`struct ChevronButton<Label: View>`) would hide it.
            let name = member.declName.baseName.text
            // An initialiser the app adds to it is taken as unqualified (SwiftGen's `SwiftUI.Image(asset: self)`).
            if member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "SwiftUI", BuiltInViews.isView(name) {
                if let view = builtInViewThroughViewExtension(name, call: call, scope) { return .view(view) }
                return .view(controlled(makeBuiltInView(name, call: call, scope), name, call: call, scope))
            }
            return evaluateMemberCall(call, name: member.declName.baseName.text.withoutBackticks, base: member.base, scope)
        }
        if let reference = callee.as(DeclReferenceExprSyntax.self) {
            return evaluateNamedCall(call, name: reference.baseName.text, scope)
        }
        // A generic type's initialiser with its arguments written (`SectionHeader<Content>(title:…)`)
        // is the type's: the arguments are those the call's types would infer.
        if let specialized = callee.as(GenericSpecializationExprSyntax.self),
           let reference = specialized.expression.as(DeclReferenceExprSyntax.self) {
            return evaluateNamedCall(call, name: reference.baseName.text, scope)
        }
        let function = evaluate(callee, scope)
        if case .closure(let closure) = function {
            return self.call(closure, arguments: arguments(of: call, scope).map(\.value))
        }
        if case .type(let typeName) = function {
            return evaluateNamedCall(call, name: typeName, scope)
        }
        return .unknown(reason: "call `\(call.trimmedText.clipped)` is not evaluated")
    }

    /// A modifier chain from a `#if` clause (`.listStyle(.plain)`) applied to `base`.
    mutating func evaluate(_ chain: ExprSyntax, appliedTo base: Value, _ scope: Scope) -> Value {
        if let call = chain.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
            let inner = member.base.map { evaluate($0, appliedTo: base, scope) } ?? base
            return applyMemberCall(call, name: member.declName.baseName.text, base: inner, baseText: member.base?.trimmedText ?? "",
                                   scope)
        }
        if let member = chain.as(MemberAccessExprSyntax.self) {
            let inner = member.base.map { evaluate($0, appliedTo: base, scope) } ?? base
            return self.member(member.declName.baseName.text, of: inner, expression: chain, scope)
        }
        if let postfixIf = chain.as(PostfixIfConfigExprSyntax.self) {
            let inner = postfixIf.base.map { evaluate($0, appliedTo: base, scope) } ?? base
            guard let clause = index.conditions.activeClause(of: postfixIf.config),
                  case .postfixExpression(let rest) = clause.elements else { return inner }
            return evaluate(rest, appliedTo: inner, scope)
        }
        return base
    }

    private mutating func evaluateMemberCall(_ call: FunctionCallExprSyntax, name: String, base baseExpression: ExprSyntax?,
                                             _ scope: Scope) -> Value {
        guard let baseExpression else {
            let arguments = arguments(of: call, scope)
            if name == "constant", let only = arguments.first { return only.value }
            if name == "init" {
                if let typeName = ReturnedImplicitInit.typeName(of: call) { return evaluateNamedCall(call, name: typeName, scope) }
                return .unknown(reason: "implicit `.init` is not evaluated")
            }
            return enumCase(name, arguments)
        }
        if name == "localizedString", let text = bundleLocalizedString(call, scope) { return text }
        var baseScope = scope
        if let environment = environmentChange(modifier: name, call: call, scope) {
            baseScope.environment = environment
        }
        let base = evaluate(baseExpression, baseScope)
        if case .view = base, isPackageImageModifier(name, call: call, on: baseExpression) { return base }
        return applyMemberCall(call, name: name, base: base, baseText: baseExpression.trimmedText, scope)
    }

    /// `base.name(arguments)` once `base` is known: a modifier on a view, a static function or
    /// constructor on a type, a method on an instance, a collection or string method.
    /// `baseText` is the base's source text, read only for the reasons of values left unknown.
    mutating func applyMemberCall(_ call: FunctionCallExprSyntax, name: String, base: Value,
                                  baseText: @autoclosure () -> String,
                                  _ scope: Scope) -> Value {
        if let drawn = optionalMap(name, on: base, call: call, scope) { return drawn }
        switch base {
        case .view(let node):
            return .view(applyModifier(name, to: node, call: call, scope))
        case .type(let typeName):
            if name == "init" { return evaluateNamedCall(call, name: typeName, scope) }
            if index.firstType(named: "\(typeName).\(name)") != nil { return evaluateNamedCall(call, name: "\(typeName).\(name)", scope) }
            if index.type(name, near: nil) != nil { return evaluateNamedCall(call, name: name, scope) }
            if name == "constant", typeName == "Binding", let only = arguments(of: call, scope).first {
                return only.value
            }
            if let (function, declaration) = Self.overload(of: index.type(typeName, near: scope.file.path)?.functions[name],
                                                           fitting: call) {
                return callFunction(function, declaration: declaration, arguments: arguments(of: call, scope),
                                    selfObject: nil, selfView: nil, scope)
            }
            if typeName == "Color" {
                return .view(ViewNode(.shape(typeName), source: location(of: call, in: scope)))
            }
            // `String.localizedStringWithFormat("Amount in %@", symbol)`: a string made at run
            // time, as `String(format:)` is, not a case of an enum.
            if ["String", "NSString"].contains(typeName) {
                return .unknown(reason: "run-time value `\(call.trimmedText.clipped)`")
            }
            return enumCase(name, arguments(of: call, scope))
        case .object(let object):
            if case .closure(let closure) = object[name] {
                return self.call(closure, arguments: arguments(of: call, scope).map(\.value))
            }
            if let (function, declaration) = Self.overload(of: index.type(object.typeName, near: object.declaringFile)?.functions[name],
                                                           fitting: call) {
                return callFunction(function, declaration: declaration, arguments: arguments(of: call, scope),
                                    selfObject: object, selfView: nil, scope)
            }
            return .unknown(reason: "run-time value `\(call.trimmedText.clipped)`")
        case .enumCase(let caseName, _):
            let enums = index.enums(declaringCase: caseName).filter { $0.functions[name] != nil }
            if enums.count == 1, let (function, declaration) = Self.overload(of: enums.first?.functions[name], fitting: call) {
                return callFunction(function, declaration: declaration, arguments: arguments(of: call, scope),
                                    selfObject: nil, selfView: nil, selfValue: base, scope)
            }
            // Font and colour refinements keep the style they refine (`.title.weight(.bold)`).
            let refinements: Set<String> = ["weight", "bold", "italic", "monospaced", "monospacedDigit", "leading",
                                             "smallCaps", "lowercaseSmallCaps", "uppercaseSmallCaps", "width", "opacity",
                                             "gradient", "shadow", "design"]
            if refinements.contains(name) { return base }
            // An option set of axes or edges written as one member (`axes: Axis.Set = .all`,
            // `edges: .horizontal`), asked whether it holds another (`axes.contains(.vertical)`).
            if name == "contains", let held = OptionSetMembers.contains(base, arguments(of: call, scope).first?.value) {
                return .bool(held)
            }
            if case .enumCase(ColorValue.constructed, _) = base {
                return .view(applyModifier(name, to: ColorValue.view(at: location(of: call, in: scope)), call: call, scope))
            }
            return .unknown(reason: "run-time value `\(baseText().clipped).\(name)(…)`")
        case .array, .range:
            return collectionMethod(name, on: Self.elements(of: base) ?? [], call: call, scope)
        case .string(let text):
            return stringMethod(name, on: text, call: call, scope)
        case .int, .double:
            return numberMethod(name, on: base, call: call, scope)
        case .unknown(let reason, _):
            let isRunTime = reason.hasPrefix("run-time value")
            // Only a view takes an accessibility modifier: a run-time value given one
            // (`role.icon.accessibilityLabel(role.title)`) is a view the audit cannot see, and
            // what the modifier tells assistive technologies is kept, as for an opaque view.
            if OpaqueView.keepsModifier(name), isRunTime || OpaqueView.isOpaque(reason, name: baseText().prefixName) {
                let view = unknownView(baseText().prefixName, reason: reason, at: location(of: call, in: scope))
                return .view(applyModifier(name, to: view, call: call, scope))
            }
            return isRunTime ? .unknown(reason: "run-time value `\(call.trimmedText.clipped)`") : base
        default:
            return .unknown(reason: "method `\(name)` on `\(baseText().clipped)` is not evaluated")
        }
    }

    /// A function the app adds to every `View` (`extension View { @ViewBuilder func ticker(_:) ->
    /// some View }`) that a view's own code calls without `self.` (Zashi's swap form draws its
    /// token picker's label so): the view is its receiver, and the function draws its body.
    private func viewExtensionFunction(calledBySelf call: FunctionCallExprSyntax, named name: String,
                                       _ scope: Scope) -> SourceIndex.Member<FunctionDeclSyntax>? {
        guard let object = scope.selfObject, index.type(object.typeName, near: object.declaringFile)?.isView == true,
              let functions = index.viewExtensionFunctions(named: name) else { return nil }
        let onEveryView = functions.filter {
            ["View", "SwiftUI.View"].contains($0.syntax.extendedTypeName ?? "") && call.fits($0.syntax.signature.parameterClause.parameters)
        }
        return index.nearest(onEveryView, to: scope.file.path)
    }

    private mutating func evaluateNamedCall(_ call: FunctionCallExprSyntax, name: String, _ scope: Scope) -> Value {
        if let local = scope.locals[name] ?? scope.selfObject?[name] {
            if case .closure(let closure) = local {
                return self.call(closure, arguments: arguments(of: call, scope).map(\.value))
            }
            // A view builder passed as a function of the caller's (`label: nameView`), made when passed.
            if case .view = local, call.arguments.isEmpty, call.trailingClosure == nil { return local }
            if let reason = local.unknownReason, CallerContent.isCallerContent(reason) { return local }
            if case .enumCase(let layout, let layoutArguments) = local, BuiltInViews.layouts[layout] != nil {
                return .view(makeLayoutStack(layout, layoutArguments, call: call, scope))
            }
        }
        if let selfType = scope.selfObject.flatMap({ index.type($0.typeName, near: $0.declaringFile) }),
           let (function, declaration) = Self.overload(of: selfType.functions[name], fitting: call) {
            return callFunction(function, declaration: declaration, arguments: arguments(of: call, scope),
                                selfObject: scope.selfObject, selfView: scope.selfView, scope)
        }
        if let type = index.type(name, near: scope.file.path, in: scope.enclosingType),
           !isBuiltInView(name, shadowedBy: type, in: call, scope), !Self.isExtendedBuiltInView(name, type, call) {
            if let view = builtInViewThroughExtension(name, type, call: call, scope) { return .view(view) }
            if type.isLayout, call.trailingClosure != nil { return .view(makeLayoutStack(name, [], call: call, scope)) }
            if Self.isStandardValue(type, call), let value = builtInValue(name, arguments: arguments(of: call, scope), scope) {
                return value
            }
            if type.wrapsVisualEffectView || type.wrapsSystemPlayer {
                // A blur backdrop draws, VoiceOver finds nothing in it; AVKit's player is the
                // system's, as SwiftUI's `VideoPlayer` (`BuiltInViews.shapes`).
                return .view(ViewNode(.shape(name), source: location(of: call, in: scope)))
            }
            if type.isRepresentable {
                if let control = wrappedStandardControl(type, call: call, scope) { return .view(control) }
                return .view(unknownView(name, reason: OpaqueView.reason(wrapping: name, as: type.conformances.first { $0.hasSuffix("Representable") } ?? "Representable"),
                                         at: location(of: call, in: scope)))
            }
            if type.isView {
                return .view(instantiateView(type, arguments: arguments(of: call, scope), call: call, scope))
            }
            if type.kind != .enumeration || !type.storedProperties.isEmpty {
                return .object(instantiate(type, arguments: arguments(of: call, scope), at: location(of: call, in: scope), scope))
            }
        }
        if BuiltInViews.isView(name) {
            if let view = builtInViewThroughViewExtension(name, call: call, scope) { return .view(view) }
            return .view(controlled(makeBuiltInView(name, call: call, scope), name, call: call, scope))
        }
        if BuiltInViews.layouts[name] != nil, call.trailingClosure != nil {
            return .view(makeLayoutStack(name, [], call: call, scope))
        }
        if let selfView = scope.selfView {
            if name == "modifier" || BuiltInModifiers.isKnown(name) || index.viewExtensionFunctions(named: name) != nil {
                return .view(applyModifier(name, to: selfView, call: call, scope))
            }
        }
        if let function = index.nearest(index.globalFunctions(named: name), to: scope.file.path) {
            return callFunction(function, arguments: arguments(of: call, scope), selfObject: nil, selfView: nil, scope)
        }
        if let function = viewExtensionFunction(calledBySelf: call, named: name, scope) {
            // What it is called on is the view itself, whose body is being made: nothing drawn yet.
            let receiver = ViewNode(.empty, source: location(of: call, in: scope))
            return callFunction(function, arguments: arguments(of: call, scope), selfObject: nil, selfView: receiver, scope)
        }
        if let value = builtInValue(name, arguments: arguments(of: call, scope), scope) {
            return value
        }
        if name.first?.isUppercase == true {
            if let stated = packageView(name, call: call, scope) { return .view(stated) }
            return .unknown(reason: OpaqueView.reason(unknown: name))
        }
        if call.trailingClosure != nil, let layout = layoutName(of: evaluate(call.calledExpression, scope)) {
            return .view(makeLayoutStack(layout, [], call: call, scope))
        }
        return .unknown(reason: "run-time value `\(call.trimmedText.clipped)`")
    }

    /// Whether calling `type` makes a value of the standard library's or an SDK's rather than an
    /// instance the source describes: the source only extends the type (`extension String:
    /// Verifiable`, no struct, class, enum or actor of that name) and no extension declares the
    /// initialiser called. Then a value the interpreter knows (`String(format:…)`, a string left
    /// unresolved) is what the call makes, not an object with only the extensions' members; a
    /// type it does not know (`NSRegularExpression`) is still an object whose extension methods run.
    static func isStandardValue(_ type: SourceIndex.TypeDecl, _ call: FunctionCallExprSyntax) -> Bool {
        type.isOnlyExtended && !declaresInitializer(of: type, fitting: call)
    }

    /// Whether one of the initialisers the source declares for `type` takes the arguments of `call`.
    static func declaresInitializer(of type: SourceIndex.TypeDecl, fitting call: FunctionCallExprSyntax) -> Bool {
        declaredInitializer(of: type, fitting: call) != nil
    }

    /// The first initialiser the source declares for `type` that takes the arguments of `call`.
    static func declaredInitializer(of type: SourceIndex.TypeDecl,
                                    fitting call: FunctionCallExprSyntax) -> SourceIndex.Member<InitializerDeclSyntax>? {
        type.initializers.first { call.fits($0.syntax.signature.parameterClause.parameters) }
    }

    /// Calls a closure with positional arguments; `$0`, `$1` and tuple destructuring work.
    mutating func call(_ closure: Closure, arguments: [Value], expectsViews: Bool = false) -> Value {
        var scope = closure.scope
        let names = closure.syntax.parameterNames
        var values = arguments
        if names.count > 1, values.count == 1, case .object(let tuple) = values[0], tuple.typeName == ObjectValue.tupleTypeName {
            values = tuple.fieldNames.filter { Int($0) != nil }.compactMap { tuple[$0] }
        }
        for (offset, value) in values.enumerated() {
            scope.locals["$\(offset)"] = value
            if offset < names.count, names[offset] != "_" { scope.locals[names[offset]] = value }
        }
        return execute(closure.syntax.statements, &scope, expectsViews: expectsViews).value
    }

    /// Whether `call` builds SwiftUI's view `name` though the app declares a type of the same name
    /// that is no view (IceCubes' `Models.List`, a Mastodon list, beside SwiftUI's `List`): the
    /// call passes a closure, trailing or labelled (`Section(content: { … })`), as the view's
    /// content, and none of the type's own initialisers takes the call, so the compiler can only
    /// have chosen the view. A memberwise initialiser is not read: a model whose last stored
    /// property is a closure, built with a trailing closure, would be taken for the view. The
    /// types of the initialisers' parameters are read as Swift would: a parameter whose type is a
    /// struct, class or enum of the source (Static's `header: Extremity? = nil`) takes no trailing
    /// closure.
    func isBuiltInView(_ name: String, shadowedBy type: SourceIndex.TypeDecl, in call: FunctionCallExprSyntax,
                       _ scope: Scope) -> Bool {
        let passesContent = call.trailingClosure != nil || call.arguments.contains { $0.expression.is(ClosureExprSyntax.self) }
        guard !type.isView, passesContent, BuiltInViews.isView(name) || BuiltInViews.layouts[name] != nil else {
            return false
        }
        return !type.initializers.contains { initializer in
            call.fits(initializer.syntax.signature.parameterClause.parameters) { index.type($0, near: scope.file.path) != nil }
        }
    }

    /// Whether `call` builds SwiftUI's view `name` that the app only extends (Swiftfin's
    /// `extension AnyView: PlatformView`): no type of that name is declared and no extension
    /// declares the initialiser called, so the call is SwiftUI's (`AnyView(self)` shows `self`).
    static func isExtendedBuiltInView(_ name: String, _ type: SourceIndex.TypeDecl, _ call: FunctionCallExprSyntax) -> Bool {
        BuiltInViews.isView(name) && isStandardValue(type, call)
    }

    /// The first of a type's methods of one name whose parameters take the arguments of `call`.
    /// A call none of them fits means another overload, one the source does not declare (an
    /// extension's `firstMatch(in:options:)` calling Foundation's `firstMatch(in:options:range:)`
    /// in its body): that call is not evaluated, rather than calling the extension's method in
    /// itself until the depth limit.
    /// Its declaration comes with it, read from the tree once.
    static func overload(of functions: [SourceIndex.Member<FunctionDeclSyntax>]?, fitting call: FunctionCallExprSyntax)
        -> (function: SourceIndex.Member<FunctionDeclSyntax>, declaration: FunctionDeclSyntax)? {
        for function in functions ?? [] {
            let declaration = function.syntax
            if call.fits(declaration.signature.parameterClause.parameters) { return (function, declaration) }
        }
        return nil
    }

    /// Calls a function from the source with its parameters bound by label (defaults filled in).
    /// The declaration is read from its tree once (`declaration`, when the caller has read it).
    mutating func callFunction(_ function: SourceIndex.Member<FunctionDeclSyntax>, declaration: FunctionDeclSyntax? = nil,
                               arguments: [CallArgument], selfObject: ObjectValue?, selfView: ViewNode?, selfValue: Value? = nil,
                               _ scope: Scope) -> Value {
        let declaration = declaration ?? function.syntax
        guard viewStack(of: scope, isUnder: Self.maximumViewDepth * 2), let body = declaration.body else {
            return .unknown(reason: "function `\(declaration.name.text)` is not evaluated (nested too deeply or no body)")
        }
        var inner = scope.entering(function.file, selfObject: selfObject, selfView: selfView, owner: function.owner)
        inner.viewStack.append(declaration.name.text)
        inner.selfValue = selfValue
        // In a type's static method `self` is the type (`self.init(…)` makes an instance of it).
        if selfObject == nil, selfView == nil, selfValue == nil, let owner = function.owner,
           declaration.modifiers.contains(where: { [.keyword(.static), .keyword(.class)].contains($0.name.tokenKind) }) {
            inner.selfValue = .type(owner)
        }
        bind(parameters: declaration.signature.parameterClause.parameters, to: arguments, into: &inner)
        let returnType = declaration.signature.returnClause?.type.trimmedText ?? ""
        let expectsViews = returnType.contains("View") || returnType == "Text" || returnType == "Image"
        return localizedResult(execute(body.statements, &inner, expectsViews: expectsViews).value, declaredAs: returnType)
    }

    /// Binds `arguments` to `parameters` by label in order; missing ones take their default values.
    mutating func bind(parameters: FunctionParameterListSyntax, to arguments: [CallArgument], into scope: inout Scope) {
        var remaining = arguments
        for parameter in parameters {
            let label = parameter.argumentLabel
            let name = parameter.localName
            scope.localTypes[name] = parameter.type
            if parameter.ellipsis != nil {
                // A variadic parameter takes every argument of its label, none giving an empty array.
                scope.locals[name] = .array(remaining.filter { $0.label == label }.map(\.value))
                remaining.removeAll { $0.label == label }
            } else if let position = remaining.firstIndex(where: { $0.label == label }),
                      !Self.passesOver(parameter, trailingClosure: remaining[position]) {
                var argument = remaining.remove(at: position)
                argument.value = reread(argument, declaredAs: parameter.type.trimmedDescription, scope)
                scope.locals[name] = localizedArgument(argument, declaredAs: parameter.type.trimmedDescription)
            } else if let defaultValue = parameter.defaultValue?.value {
                scope.locals[name] = evaluate(defaultValue, declaredAs: parameter.type.trimmedDescription, scope)
            } else if label != nil, let position = remaining.firstIndex(where: { $0.label == nil && $0.value.isClosure }) {
                scope.locals[name] = remaining.remove(at: position).value
            } else {
                scope.locals[name] = .unknown(reason: "no argument for `\(name)`")
            }
        }
    }
}

extension Interpreter {
    /// Whether an unlabelled closure passes over an unlabelled parameter with a default whose type
    /// is no function, for a later one (SE-0286, forward scanning): `SettingsFormSection { … }`
    /// leaves `_ header: LocalizedStringKey? = nil` its default and fills `content:`.
    static func passesOver(_ parameter: FunctionParameterSyntax, trailingClosure argument: CallArgument) -> Bool {
        argument.label == nil && argument.value.isClosure && parameter.defaultValue != nil
            && !parameter.type.trimmedDescription.contains("->")
    }
}

extension Value {
    var isClosure: Bool {
        if case .closure = self { return true }
        return false
    }
}

extension ClosureExprSyntax {
    /// The names of the closure's parameters (`{ item in }`, `{ (index, item) in }`).
    var parameterNames: [String] {
        guard let clause = signature?.parameterClause else { return [] }
        switch clause {
        case .simpleInput(let list): return list.map(\.name.text)
        case .parameterClause(let parameters): return parameters.parameters.map { ($0.secondName ?? $0.firstName).text }
        default: return []
        }
    }
}
