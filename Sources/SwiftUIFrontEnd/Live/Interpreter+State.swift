import AccessibilityTree
import SwiftSyntax

/// State that outlives one evaluation of a view's `body`, while a screen runs (`LiveState`):
/// each hook here does nothing when `live` is nil, as in the audit.
extension Interpreter {
    /// Property wrappers whose value SwiftUI keeps outside the view value, for the view's lifetime.
    static let ownedStateWrappers: Set<String> = ["State", "StateObject", "FocusState", "AccessibilityFocusState"]
    /// Property wrappers that refer to state another view owns.
    static let referencedStateWrappers: Set<String> = ["Binding", "ObservedObject", "Bindable"]

    /// The identity of a custom view created at `location` under `scope`'s view: its type and
    /// where it is created, under its parents' (SwiftUI's structural identity, without the
    /// positions of `ForEach` rows).
    static func statePath(of type: String, at location: SourceLocation?, under scope: Scope) -> String {
        "\(scope.statePath)/\(type)@\(location?.line ?? 0):\(location?.column ?? 0)"
    }

    /// Gives `object`'s state properties the values kept for the view at `path`: the first time
    /// the view is created its initial values are kept; a `@Binding` passed `$name` refers to
    /// the caller's `name`, one passed anything else keeps its own value.
    mutating func attachState(to object: inout ObjectValue, of type: SourceIndex.TypeDecl, arguments: [CallArgument],
                              path: String, caller: Scope) {
        guard live != nil else { return }
        for property in type.storedProperties {
            guard let wrapper = property.wrapper else { continue }
            let key: String
            if Self.ownedStateWrappers.contains(wrapper) {
                key = path + "." + property.name
            } else if Self.referencedStateWrappers.contains(wrapper) {
                let argument = arguments.first { $0.label == property.name || $0.label == "_" + property.name }
                // A binding is passed `$name`; an observed object the instance itself (`model`).
                let shared = argument.flatMap { argument in
                    bindingKey(of: argument.expression, in: caller)
                        ?? (wrapper == "Binding" ? nil : argument.expression.as(DeclReferenceExprSyntax.self)
                            .flatMap { caller.selfObject?.stateKeys[$0.baseName.text] })
                }
                key = shared ?? path + "." + property.name
            } else {
                continue
            }
            object.stateKeys[property.name] = key
            if let kept = live?.values[key] {
                object[property.name] = kept
            } else if let initial = object[property.name] {
                live?.values[key] = initial
            }
        }
    }

    /// The key of the state `$name` (or `$model.field`) projects in `scope`, nil for anything else.
    func bindingKey(of expression: ExprSyntax, in scope: Scope) -> String? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            guard name.hasPrefix("$") else { return nil }
            return scope.selfObject?.stateKeys[String(name.dropFirst())]
        }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base,
           let baseKey = bindingKey(of: base, in: scope) {
            return baseKey + "." + member.declName.baseName.text
        }
        return nil
    }

    /// The value kept for `self`'s state property `name`, which an action may have changed
    /// since `self` was copied into `scope`.
    func keptValue(of name: String, in scope: Scope) -> Value? {
        guard let live, scope.locals[name] == nil, let key = scope.selfObject?.stateKeys[name] else { return nil }
        return live.values[key]
    }

    /// Keeps `value` as `self`'s state property `name` when it is state.
    mutating func keep(_ value: Value, as name: String, in scope: Scope) {
        guard live != nil, let key = scope.selfObject?.stateKeys[name] else { return }
        live?.values[key] = value
    }

    /// A mutating method on a kept collection that the audit leaves unknown: `Set`'s
    /// `insert(_:)` and `remove(_:)` (an array's take labels: `insert(_:at:)`, `remove(at:)`).
    mutating func liveMutation(_ method: String, of current: Value, call: FunctionCallExprSyntax, _ scope: Scope) -> Value? {
        guard live != nil, case .array(let items) = current, call.arguments.count == 1,
              let argument = call.arguments.first, argument.label == nil else { return nil }
        let item = evaluate(argument.expression, scope)
        let position = items.firstIndex { Self.equals($0, item) == true }
        switch method {
        case "insert": return position == nil ? .array(items + [item]) : current
        case "remove":
            guard let position else { return current }
            var remaining = items
            remaining.remove(at: position)
            return .array(remaining)
        default: return nil
        }
    }

    /// Notes, while an action runs, a call whose effect the interpreter could not follow.
    mutating func noteUnfollowed(_ expression: ExprSyntax, _ value: Value) {
        guard live != nil, expression.is(FunctionCallExprSyntax.self), let reason = value.unknownReason,
              reason.hasPrefix("run-time value") || reason.contains("not evaluated") else { return }
        let text = expression.trimmedDescription.clipped
        if live?.unfollowed.contains(text) == false { live?.unfollowed.append(text) }
    }
}

extension Interpreter {
    /// `model.count += 1`, `position.frequency = 0`: a field of a kept value (a `@State` struct, a
    /// `@StateObject`'s or `@Observable` model's instance) changes, and the value is kept.
    mutating func assignField(_ target: ExprSyntax, op: String, _ value: Value, _ scope: inout Scope) {
        guard let member = target.as(MemberAccessExprSyntax.self), let base = member.base?.as(DeclReferenceExprSyntax.self),
              case .object(var object)? = keptValue(of: base.baseName.text, in: scope) ?? scope.lookup(base.baseName.text)
        else { return }
        let name = base.baseName.text, field = member.declName.baseName.text
        var value = value
        if op != "=" {
            value = binary(String(op.dropLast()), object[field] ?? .unknown(reason: "run-time value `\(field)`"), value, expression: nil)
        }
        object[field] = value
        if scope.locals[name] != nil {
            scope.locals[name] = .object(object)
        } else {
            scope.selfObject?[name] = .object(object)
            keep(.object(object), as: name, in: scope)
        }
    }

    /// `position.move(…)` on a kept value: a `mutating func` of a type from the source runs on
    /// the value, and what it changes is kept. False when `call` is not such a call (or nothing runs).
    mutating func runMutatingMethod(_ call: FunctionCallExprSyntax, on name: String, _ scope: inout Scope) -> Bool {
        guard live != nil, let member = call.calledExpression.as(MemberAccessExprSyntax.self),
              case .object(let object)? = keptValue(of: name, in: scope) ?? scope.lookup(name),
              let type = index.type(object.typeName, near: object.declaringFile),
              let (function, declaration) = Self.overload(of: type.functions[member.declName.baseName.text], fitting: call),
              type.kind == .classType || declaration.modifiers.contains(where: { $0.name.text == "mutating" }),
              let body = declaration.body else { return false }
        var inner = scope.entering(function.file, selfObject: object, owner: function.owner)
        inner.viewStack.append(declaration.name.text)
        bind(parameters: declaration.signature.parameterClause.parameters, to: arguments(of: call, scope), into: &inner)
        _ = execute(body.statements, &inner, expectsViews: false)
        guard let changed = inner.selfObject else { return true }
        if scope.locals[name] != nil {
            scope.locals[name] = .object(changed)
        } else {
            scope.selfObject?[name] = .object(changed)
            keep(.object(changed), as: name, in: scope)
        }
        return true
    }
}
