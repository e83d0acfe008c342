import AccessibilityTree
import SwiftSyntax
import SwiftSyntaxSupport

/// Property wrappers whose values only exist while the app runs (models, focus, queries).
private let runTimeWrappers: Set<String> = [
    "ObservedObject", "StateObject", "EnvironmentObject", "Bindable", "Query", "FetchRequest",
    "SectionedFetchRequest", "FocusState", "AccessibilityFocusState", "GestureState", "Namespace",
    "FocusedValue", "FocusedBinding", "UIApplicationDelegateAdaptor",
]

extension Interpreter {
    /// An instance of a type from the source: stored properties from the arguments (an
    /// explicit `init` when one matches, else the memberwise one), their initial values, the
    /// environment for `@Environment`, and placeholders for the rest (reported as notes).
    mutating func instantiate(_ type: SourceIndex.TypeDecl, arguments: [CallArgument], at location: SourceLocation?,
                              _ scope: Scope) -> ObjectValue {
        var object = ObjectValue(typeName: type.name)
        object.declaringFile = type.file.path
        let typeScope = scope.entering(type.file, owner: type.name)
        let typeKey = "\(type.name) in \(type.file.path)"
        traceInstance(typeKey)
        guard initialValuesInProgress.insert(typeKey).inserted else {
            let reason = "`\(type.name)` is created again while its stored properties' initial values are computed (a cycle through initialisers)"
            note(.warning, reason, at: location)
            trace.limitsHit += 1
            for property in type.storedProperties { object[property.name] = .unknown(reason: reason) }
            return object
        }
        for property in type.storedProperties {
            object[property.name] = initialValue(of: property, typeScope: typeScope, object: object,
                                                 ofStructure: type.kind == .structure)
        }
        initialValuesInProgress.remove(typeKey)
        // Each initialiser's declaration read from its tree once.
        let initializers = type.initializers.map { (member: $0, declaration: $0.syntax) }
            .filter { !initializersInProgress.contains(Self.key(of: $0.member)) }
        if !arguments.isEmpty || initializers.contains(where: { $0.declaration.signature.parameterClause.parameters.isEmpty }),
           let (initializer, declaration) = Self.matchingInitializer(initializers, arguments) {
            let key = Self.key(of: initializer)
            initializersInProgress.insert(key)
            defer { initializersInProgress.remove(key) }
            var inner = scope.entering(initializer.file, selfObject: object, owner: type.name)
            inner.viewStack.append("init")
            bind(parameters: declaration.signature.parameterClause.parameters, to: arguments, into: &inner)
            if let body = declaration.body {
                _ = execute(body.statements, &inner, expectsViews: false)
            }
            object = inner.selfObject ?? object
        } else {
            bindMemberwise(type, arguments: arguments, into: &object, scope)
        }
        bindConformingTypes(type, arguments: arguments, into: &object, scope)
        recordPassedLiterals(arguments, of: type, into: &object, scope)
        for property in type.storedProperties where object[property.name] == nil {
            let placeholder = placeholder(for: property, of: type, passedNothing: arguments.isEmpty)
            object[property.name] = placeholder
            if !placeholder.isUnknown {
                note(.note, "`\(type.name).\(property.name)` has no value here; placeholder \(placeholder.interpolated.map { "\"\($0)\"" } ?? "value") used",
                     at: location)
            }
        }
        return object
    }

    /// An initialiser's identity while it runs: its file and its place there.
    struct InitializerKey: Hashable {
        var path: String
        var offset: Int
    }

    private static func key(of initializer: SourceIndex.Member<InitializerDeclSyntax>) -> InitializerKey {
        InitializerKey(path: initializer.file.path, offset: initializer.reference.place.start)
    }

    /// The stored properties of a class (an app's observable model) are read as before, without
    /// their declared type: a model's code sets them later (`@Published var customer:
    /// CustomerData = .init(address: nil)`), and an initial value left unknown keeps the states
    /// it sets explored (`evaluate(_:declaredAs:_:)`).
    private mutating func initialValue(of property: SourceIndex.StoredProperty, typeScope: Scope, object: ObjectValue,
                                       ofStructure: Bool) -> Value? {
        if let wrapper = property.wrapper {
            if runTimeWrappers.contains(wrapper), !(live != nil && Self.ownedStateWrappers.contains(wrapper) && property.hasInitializer) {
                return .unknown(reason: "run-time value `\(property.name)`")
            }
            if wrapper == "Environment" {
                let argument = property.wrapperArguments?.first?.expression
                if let keyPath = argument?.as(KeyPathExprSyntax.self),
                   let key = keyPath.components.last?.component.as(KeyPathPropertyComponentSyntax.self)?.declName.baseName.text {
                    if key == "horizontalSizeClass" { branches.readsSizeClass = true }
                    return typeScope.environment.value(forKey: key) ?? .unknown(reason: "run-time environment value `\\.\(key)`")
                }
                return .unknown(reason: "run-time value `\(property.name)`")
            }
            if wrapper == "ScaledMetric", let initializer = property.initializer {
                return scaled(evaluate(initializer, typeScope), relativeTo: property.wrapperArguments, typeScope)
            }
        }
        if let literal = property.initialLiteral { return localizedResult(evaluated(literal), declaredAs: property.typeText ?? "") }
        guard let initializer = property.initializer else {
            return property.typeText?.hasSuffix("?") == true && !property.isLet ? .null : nil
        }
        var scope = typeScope
        scope.selfObject = object
        return localizedResult(evaluate(initializer, declaredAs: ofStructure ? property.typeText : nil, scope),
                               declaredAs: property.typeText ?? "")
    }

    /// `@ScaledMetric`: the base value scaled along the text style's curve (docs/dynamic-type.md, Scaling custom
    /// values).
    private mutating func scaled(_ value: Value, relativeTo arguments: LabeledExprListSyntax?, _ scope: Scope) -> Value {
        guard let base = value.asDouble else { return value }
        var style = TextStyle.body
        if let expression = arguments?.first(where: { $0.label?.text == "relativeTo" })?.expression,
           case .enumCase(let name, _) = evaluate(expression, scope), let named = TextStyle(swiftUIName: name) {
            style = named
        }
        return .double(base * TextMetrics.scale(for: style, at: scope.environment.dynamicTypeSize))
    }

    /// The first of a type's initialisers, each with its declaration, that takes `arguments`.
    /// Unlike `FunctionCallExprSyntax.fits(_:)`, which asks of a call's syntax whether Swift would
    /// accept it (arguments in the parameters' order, trailing closures last), this asks of
    /// evaluated arguments whether `bind(parameters:to:into:)` can bind them all: by label in any
    /// order. One that takes them in its parameters' order is preferred, as Swift chooses it:
    /// Swiftfin's `ListRow(insets:) { leading } content: { … } action: { … }` calls the public
    /// `init(insets:leading:content:action:)`, not the private `init(leading:content:action:insets:)`
    /// that would take the closures themselves for views. Of several taking them in order, the
    /// first whose parameters' types agree most with the arguments (`ParameterAgreement`).
    private static func matchingInitializer(
        _ initializers: [(member: SourceIndex.Member<InitializerDeclSyntax>, declaration: InitializerDeclSyntax)],
        _ arguments: [CallArgument]) -> (SourceIndex.Member<InitializerDeclSyntax>, InitializerDeclSyntax)? {
        let inOrder = initializers.filter { takesInOrder($0.declaration.signature.parameterClause.parameters, arguments) }
        let agreements = inOrder.map { ParameterAgreement.count($0.declaration.signature.parameterClause.parameters, arguments) }
        if let best = agreements.max(), let chosen = agreements.firstIndex(of: best) { return inOrder[chosen] }
        return initializers.first { _, declaration in
            var remaining = arguments.map(\.label)
            for parameter in declaration.signature.parameterClause.parameters {
                let label = parameter.argumentLabel
                // As `bind(parameters:to:into:)` binds them: a parameter with a default keeps it
                // rather than take a trailing closure meant for a later one (`alignment: = .center`
                // before `layout: () -> Layout`).
                if let position = remaining.firstIndex(where: { $0 == label }) {
                    remaining.remove(at: position)
                } else if parameter.defaultValue != nil {
                    continue
                } else if let position = remaining.firstIndex(where: { $0 == nil }), label != nil, arguments.contains(where: \.value.isClosure) {
                    remaining.remove(at: position)
                } else {
                    return false
                }
            }
            return remaining.isEmpty
        }
    }

    /// Whether `parameters` take `arguments` in their order: each argument by its label, an
    /// unlabelled closure (a trailing one) for a parameter without a default or one of a function
    /// type, and parameters left out having defaults. A trailing closure passes over a parameter
    /// with a default whose type is no function (SE-0286, forward scanning: Feather's
    /// `NBToolbarButton(systemImage: "plus") { … }` skips `_ title: String = ""` and `isDisabled:
    /// Bool = false` for `action:`).
    private static func takesInOrder(_ parameters: FunctionParameterListSyntax, _ arguments: [CallArgument]) -> Bool {
        var next = arguments[...]
        for parameter in parameters {
            let label = parameter.argumentLabel
            if let argument = next.first {
                let takes = argument.label == nil && argument.value.isClosure
                    ? !Self.passesOver(parameter, trailingClosure: argument)
                    : argument.label == label
                if takes {
                    next = next.dropFirst()
                    continue
                }
            }
            if parameter.defaultValue == nil { return false }
        }
        return next.isEmpty
    }

    /// `self.init(…)` in an initialiser (`init(@ViewBuilder content: () -> Content) { self.init(content:
    /// content(), separator: RowDivider()) }`): the initialiser of the same type that takes the
    /// arguments runs on the instance being made, or, when none does, the memberwise one Swift
    /// gives a struct (The Swift Programming Language, Initializer Delegation for Value Types).
    /// Before, the call was a run-time value and the instance kept placeholders.
    ///
    /// Only a structure the app declares delegates so, as that section describes for value types.
    /// A class's convenience initialisers delegate across its designated ones and its
    /// superclass's (Class Inheritance and Initialization), which the interpreter does not model,
    /// and an extension of a type the app does not declare (`extension UIColor { convenience
    /// init(hex:) }`, `extension Color`) delegates to an initialiser the source does not hold.
    /// Running those evaluated their arguments for nothing: an icon class's `init(named:)`
    /// searching its `allCases`, thousands of generated instances, on every call.
    mutating func delegateInitializer(_ expression: ExprSyntax, _ scope: inout Scope) -> Bool {
        guard let call = expression.as(FunctionCallExprSyntax.self), call.isSelfInit,
              var object = scope.selfObject,
              let type = index.type(object.typeName, near: object.declaringFile ?? scope.file.path),
              type.kind == .structure, !type.isOnlyExtended else { return false }
        guard viewStack(of: scope, isUnder: Self.maximumViewDepth * 2) else { return false }
        let arguments = arguments(of: call, scope)
        // An initialiser running now is not chosen again for its own delegation: overloads are
        // told apart by their labels only (`init(_ name: String)` delegating to `init(_ id: Int)`).
        if let initializer = type.initializers.first(where: {
            !initializersInProgress.contains(Self.key(of: $0)) && call.fits($0.syntax.signature.parameterClause.parameters)
        }) {
            let key = Self.key(of: initializer)
            initializersInProgress.insert(key)
            defer { initializersInProgress.remove(key) }
            let declaration = initializer.syntax
            var inner = scope.entering(initializer.file, selfObject: object, owner: type.name)
            inner.viewStack.append("init")
            bind(parameters: declaration.signature.parameterClause.parameters, to: arguments, into: &inner)
            if let body = declaration.body { _ = execute(body.statements, &inner, expectsViews: false) }
            object = inner.selfObject ?? object
        } else {
            bindMemberwise(type, arguments: arguments, into: &object, scope)
        }
        scope.selfObject = object
        return true
    }

    private mutating func bindMemberwise(_ type: SourceIndex.TypeDecl, arguments: [CallArgument], into object: inout ObjectValue,
                                         _ scope: Scope) {
        var remaining = arguments
        for property in type.storedProperties {
            if let position = remaining.firstIndex(where: { $0.label == property.name || $0.label == "_" + property.name }) {
                var argument = remaining.remove(at: position)
                if let typeText = property.typeText { argument.value = reread(argument, declaredAs: typeText, scope) }
                object[property.name] = localizedArgument(argument, declaredAs: property.typeText)
            }
        }
        let unlabelled = remaining.filter { $0.label == nil }
        guard !unlabelled.isEmpty else { return }
        let candidates = type.storedProperties.filter { property in
            !arguments.contains { $0.label == property.name } && !(property.isLet && property.hasInitializer)
                && property.wrapper.map { !runTimeWrappers.contains($0) && $0 != "Environment" && $0 != "State" } ?? true
        }
        let closureProperties = candidates.filter { $0.isViewBuilder || ($0.typeText ?? "").contains("->") || $0.typeText == "Content" }
        var closures = unlabelled.filter(\.value.isClosure)
        for property in closureProperties where !closures.isEmpty {
            object[property.name] = closures.removeFirst().value
        }
        let others = unlabelled.filter { !$0.value.isClosure }
        for (property, argument) in zip(candidates.filter { !closureProperties.map(\.name).contains($0.name) }, others) {
            object[property.name] = argument.value
        }
    }

    /// A stand-in for a stored property nobody passed: empty or zero of its type, else unknown.
    /// In a view made without arguments (a view lowered on its own), content its callers pass
    /// says so (`CallerContent`); where a caller passed arguments the front end could not bind,
    /// it stays a plain unknown, asked about there.
    private func placeholder(for property: SourceIndex.StoredProperty, of owner: SourceIndex.TypeDecl,
                             passedNothing: Bool) -> Value {
        if passedNothing, CallerContent.holds(property, of: owner) {
            return .unknown(reason: CallerContent.reason(property.name))
        }
        let type = (property.typeText ?? "").replacingOccurrences(of: "Binding<", with: "").replacingOccurrences(of: ">", with: "")
        switch type {
        case "String", "LocalizedStringKey", "Text", "Substring": return .string(property.name)
        case "Bool": return .bool(false)
        case "Int": return .int(0)
        case "Double", "CGFloat", "Float": return .double(0)
        // A colour drawn where a view goes (`color.frame(height: 1)`, a divider's) fills its
        // space whatever colour it is, and is no element (`ColorValue`).
        case "Color": return .enumCase(ColorValue.constructed, [])
        default:
            if type.hasSuffix("?") { return .null }
            return .unknown(reason: "run-time value `\(property.name)`")
        }
    }

    /// A custom view: its instance built from the arguments and its `body` evaluated into a
    /// view named after the type. Recursion stops at `maximumViewDepth` with a reason. A view
    /// created again as before is read from memory (`Interpreter+ViewValues.swift`).
    mutating func instantiateView(_ type: SourceIndex.TypeDecl, arguments: [CallArgument], call: (some SyntaxProtocol)?,
                                  _ scope: Scope) -> ViewNode {
        let location = call.map { self.location(of: $0, in: scope) } ?? index.location(of: type.position, in: type.file)
        guard spendView() else { return ViewNode(.unknown(type.name), source: location, unresolved: [Unresolved(reason: "view budget exhausted")]) }
        if !viewDepthIsUnderTheLimit(scope) {
            return unknownView(type.name, reason: "views nest deeper than \(Self.maximumViewDepth) levels (recursive view `\(type.name)`?)",
                               at: location)
        }
        if call != nil, scope.viewCalls.contains(location) { return nestedInItself(type, at: location) }
        return rememberedView(type, arguments: arguments, at: location, scope) { interpreter in
            interpreter.evaluateView(type, arguments: arguments, at: location, scope)
        }
    }

    /// The copy of a view met again through the call being evaluated: not lowered again, and
    /// no question asked of it (`NestedInItself`). The evaluations being recorded depend on the
    /// views around them.
    private mutating func nestedInItself(_ type: SourceIndex.TypeDecl, at location: SourceLocation) -> ViewNode {
        if trace.open > 0 { trace.dependsOnViewsAround = true }
        let reason = NestedInItself.reason(type.name)
        note(.note, reason, at: location)
        return ViewNode(.unknown(type.name), source: location,
                        unresolved: [Unresolved(reason: reason, origin: .nestedInItself)])
    }

    /// The custom view's instance and its `body`, evaluated.
    private mutating func evaluateView(_ type: SourceIndex.TypeDecl, arguments: [CallArgument], at location: SourceLocation,
                                       _ scope: Scope) -> ViewNode {
        var object = instantiate(type, arguments: arguments, at: location, scope)
        guard let body = index.body(of: type) else {
            return unknownView(type.name, reason: "view `\(type.name)` has no `body` the interpreter can read", at: location)
        }
        var bodyScope = scope
        if live != nil {
            bodyScope.statePath = Self.statePath(of: type.name, at: location, under: scope)
            attachState(to: &object, of: type, arguments: arguments, path: bodyScope.statePath, caller: scope)
        }
        bodyScope.viewStack.append(type.name)
        bodyScope.viewDepth += 1
        bodyScope.viewCalls.append(location)
        let value = evaluateComputed(body, selfObject: object, bodyScope)
        let inner = bodyScope.entering(body.file, selfObject: object)
        let content = viewNode(from: value, expression: body.syntax, scope: inner)
        var node = ViewNode(.custom(type.name), children: [content], source: location)
        node.adaptsToTextSize = type.memberIdentifiers.map { !$0.isDisjoint(with: TextLayout.textSizeReaders) } ?? true
        return node
    }
}

extension TextStyle {
    /// The style named as SwiftUI spells it (`.title2`, `.subheadline`, `.caption`).
    init?(swiftUIName name: String) {
        self.init(rawValue: name)
    }
}
