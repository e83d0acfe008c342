import AccessibilityTree
import SwiftSyntax
import SwiftSyntaxSupport

extension Interpreter {
    /// Applies a modifier call to an evaluated view: a custom `ViewModifier` (its
    /// `body(content:)`), a `View` extension method, or a SwiftUI modifier recorded for lowering.
    mutating func applyModifier(_ name: String, to base: ViewNode, call: FunctionCallExprSyntax, _ scope: Scope) -> ViewNode {
        let location: SourceLocation
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
            location = self.location(of: member.declName, in: scope)
        } else {
            location = self.location(of: call, in: scope)
        }
        if name == "modifier" {
            return applyCustomModifier(to: base, call: call, scope, location: location)
        }
        let extensionFunctions = viewExtensionFunctions(named: name, call: call, scope).map { Self.receivable($0, by: base) }
        if let function = index.nearest(extensionFunctions, to: scope.file.path) {
            guard viewStack(of: scope, isUnder: Self.maximumViewDepth * 2) else {
                return annotated(base, "modifier `\(name)` nests too deeply", location)
            }
            let result = callFunction(function, arguments: arguments(of: call, scope), selfObject: nil, selfView: base, scope)
            return viewNode(from: result, expression: call, scope: scope)
        }
        let callArguments = localizingKeys(arguments(of: call, scope), ofModifier: name)
        let currentName = BuiltInModifiers.layers[name]
            ?? DeprecatedAccessibilitySpelling.currentName(of: name, firstLabel: callArguments.first?.label)
        var applied = AppliedModifier(name: currentName, arguments: [], source: location)
        for (position, argument) in callArguments.enumerated() {
            var value = argument.value
            if live != nil, name == "navigationDestination", case .closure(let closure) = value {
                // Pushed later, when its binding is true: `dismiss()` in it sets the binding false.
                value = .closure(presenting(closure, modifier: name, call: call, scope))
            }
            if BuiltInModifiers.buildsViews(name, argument: argument.label), case .closure(var closure) = value {
                if live != nil { closure = presenting(closure, modifier: name, call: call, scope) }
                let parameters = closure.syntax.parameterNames.map { parameter in
                    currentName == "accessibilityLabel"
                        ? AccessibilityLabelProxy.view : Value.unknown(reason: "run-time value `\(parameter)`")
                }
                let noted = notesMark
                value = .view(viewNode(from: self.call(closure, arguments: parameters, expectsViews: true),
                                       expression: argument.expression, scope: scope))
                // A rotor's entries draw nothing: what could not be evaluated there leaves the rotor's
                // entries empty, as they were before the builder was read, and is not reported.
                if name == "accessibilityRotor" { forgetNotes(since: noted) }
            }
            // `.accessibility(label: x)` is `.accessibilityLabel(x)`: the value loses its label.
            let label = position == 0 && currentName != name ? nil : argument.label
            applied.arguments.append(AppliedModifier.Argument(label: label, value: value,
                                                               sourceText: argument.expression.trimmedText))
        }
        if live != nil, let key = presentationKey(modifier: name, call: call, scope) {
            applied.arguments.append(AppliedModifier.Argument(label: Self.presentationKeyLabel, value: .string(key), sourceText: ""))
        }
        if live != nil, name == "scrollPosition", let argument = call.arguments.first(where: { $0.label?.text == "id" }),
           let key = bindingKey(of: argument.expression, in: scope) {
            applied.arguments.append(AppliedModifier.Argument(label: Self.scrollPositionKeyLabel, value: .string(key), sourceText: ""))
            if let current = live?.values[key] {
                applied.arguments.append(AppliedModifier.Argument(label: Self.scrollPositionValueLabel, value: current, sourceText: ""))
            }
        }
        let restyled = name == "buttonStyle" ? callArguments.first.flatMap { applyingButtonStyle($0.value, to: base, call: call, scope) } : nil
        var node = (restyled ?? base).modified(by: applied)
        if !BuiltInModifiers.isKnown(name) {
            node.unresolved.append(Unresolved(reason: "unknown modifier `\(name)`"))
            note(.warning, "unknown modifier `\(name)`", at: location)
        }
        return node
    }

    /// The `View` extension methods a modifier call can mean. One named like a SwiftUI modifier
    /// (`func font(_ style: AppFontStyle)`, `func padding(_ edges:insets:)`) is meant only where
    /// the call's labels fit its parameters and it is not the call inside its own body
    /// (`content.font(.system(size: 17))` there is SwiftUI's, else it would never return).
    /// One the app alone names is, among its overloads, one that takes the call's arguments
    /// when any does (mlem's `quickSwipes(leading:trailing:leadingBuffer:)` calling its
    /// `quickSwipes(_:)`): before, the nearest was taken, called itself until the nesting limit,
    /// and every element under it was left to review.
    private mutating func viewExtensionFunctions(named name: String, call: FunctionCallExprSyntax,
                                                 _ scope: Scope) -> [SourceIndex.Member<FunctionDeclSyntax>]? {
        guard let functions = index.viewExtensionFunctions(named: name) else { return nil }
        let fitting = functions.filter { call.fits($0.syntax.signature.parameterClause.parameters) }
        guard BuiltInModifiers.isKnown(name) else { return fitting.isEmpty ? functions : fitting }
        if viewStack(of: scope, contains: name) { return nil }
        return fitting.isEmpty ? nil : fitting
    }

    /// Among extension methods of one name, those the view can receive: one declared on `Text`
    /// or `Image` is a method of that view alone (ACHNBrowserUI's `Text.style(appStyle:)` and
    /// `Image.style(appStyle:)` in two files: the text was sent to the image's, which drew
    /// nothing for a text style). All of them when none fits, as before.
    static func receivable(_ functions: [SourceIndex.Member<FunctionDeclSyntax>],
                           by base: ViewNode) -> [SourceIndex.Member<FunctionDeclSyntax>] {
        let receiver: String? = switch base.strippingModifiers.base.primitive {
        case .text: "Text"
        case .image: "Image"
        default: nil
        }
        let received = functions.filter { function in
            guard let extended = function.syntax.extendedTypeName, ["Text", "Image"].contains(extended) else { return true }
            return extended == receiver
        }
        return received.isEmpty ? functions : received
    }

    private mutating func applyCustomModifier(to base: ViewNode, call: FunctionCallExprSyntax, _ scope: Scope,
                                              location: SourceLocation) -> ViewNode {
        guard let argument = arguments(of: call, scope).first else { return base }
        guard case .object(let object) = argument.value, let type = index.type(object.typeName, near: object.declaringFile),
              let body = type.functions["body"]?.first else {
            let name = argument.expression.trimmedText.prefixName
            return annotated(base, "unknown modifier `\(name)`", location)
        }
        guard viewStack(of: scope, isUnder: Self.maximumViewDepth) else {
            return annotated(base, "modifier `\(type.name)` nests too deeply", location)
        }
        let content = CallArgument(label: "content", expression: argument.expression, value: .view(base))
        var inner = scope
        inner.viewStack.append(type.name)
        let result = callFunction(body, arguments: [content], selfObject: object, selfView: nil, inner)
        let node = viewNode(from: result, expression: call, scope: scope)
        return ViewNode(.custom(type.name), children: [node], slot: base.slot, source: base.source ?? location)
    }

    private mutating func annotated(_ base: ViewNode, _ reason: String, _ location: SourceLocation) -> ViewNode {
        note(.warning, reason, at: location)
        var node = base
        node.unresolved.append(Unresolved(reason: reason))
        return node
    }

    /// The environment a modifier gives the view it wraps (`.dynamicTypeSize(...)` clamps the
    /// size, docs/swiftui-defaults.md, Dynamic Type in SwiftUI; `.environment(\.key, value)` overrides a key), or nil.
    mutating func environmentChange(modifier name: String, call: FunctionCallExprSyntax, _ scope: Scope) -> EnvironmentState? {
        guard BuiltInModifiers.environmentModifiers.contains(name) else { return nil }
        var environment = scope.environment
        let values = call.arguments.map { evaluate($0.expression, scope) }
        if name == "dynamicTypeSize", let value = values.first {
            environment.dynamicTypeSize = Self.clamp(environment.dynamicTypeSize, to: value)
            return environment
        }
        if name == "environment", values.count == 2, case .keyPath(let path) = values[0], let key = path.last {
            if key == "dynamicTypeSize" || key == "sizeCategory", let size = Self.dynamicTypeSize(values[1]) {
                environment.dynamicTypeSize = size
            } else if key == "legibilityWeight" {
                environment.settings.boldText = { if case .enumCase("bold", _) = values[1] { true } else { false } }()
            } else if key == "colorScheme" {
                environment.settings.darkMode = { if case .enumCase("dark", _) = values[1] { true } else { false } }()
            } else {
                environment.overrides[key] = values[1]
            }
            return environment
        }
        return nil
    }

    /// A size clamped into a `DynamicTypeSize` value or range.
    static func clamp(_ size: ContentSizeCategory, to value: Value) -> ContentSizeCategory {
        if let exact = dynamicTypeSize(value) { return exact }
        guard case .range(let lower, let upper, let isClosed) = value else { return size }
        var result = size
        if let low = lower.flatMap(dynamicTypeSize), result < low { result = low }
        if let high = upper.flatMap(dynamicTypeSize) {
            let highest = isClosed ? high : ContentSizeCategory.allCases[max(0, high.index - 1)]
            if result > highest { result = highest }
        }
        return result
    }
}
