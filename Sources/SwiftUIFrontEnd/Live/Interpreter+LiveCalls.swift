import AccessibilityTree
import SwiftSyntax

/// Calls only a running screen evaluates (`LiveState`): notifications the code posts,
/// `withAnimation`'s body, drag gestures and dates (`Interpreter+Gestures.swift`), and the lookups an action's code makes. Each returns nil when
/// nothing runs, or when the call is none of these, and then evaluates nothing.
extension Interpreter {
    mutating func liveCall(_ call: FunctionCallExprSyntax, _ scope: Scope) -> Value? {
        guard live != nil else { return nil }
        if let dismissed = dismiss(call, scope) { return dismissed }
        if let scheduled = scheduling(call, scope) { return scheduled }
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self), reference.baseName.text == "withAnimation" {
            // `withAnimation(.easeInOut) { … }`: the body runs now; the animation is not modelled.
            let body = arguments(of: call, scope).last { $0.value.isClosure }
            guard case .closure(let closure)? = body?.value else { return .null }
            return self.call(closure, arguments: [])
        }
        if call.calledExpression.trimmedDescription == "Date", call.arguments.isEmpty, call.trailingClosure == nil {
            return liveDate(nil)
        }
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base else { return nil }
        switch member.declName.baseName.text {
        case "post":
            return post(call, on: base, scope)
        case "onChanged", "onEnded":
            return dragGesture(call, named: member.declName.baseName.text, on: base, scope)
        case "timeIntervalSince":
            return timeInterval(call, on: base, scope)
        case "firstIndex" where call.arguments.first?.label?.text == "of":
            guard let items = Self.elements(of: evaluate(base, scope)), let argument = call.arguments.first else { return nil }
            let item = evaluate(argument.expression, scope)
            return items.firstIndex { Self.equals($0, item) == true }.map(Value.int) ?? .null
        case let name where call.arguments.count == 1 && call.arguments.first?.expression.is(KeyPathExprSyntax.self) == true:
            return keyPathMethod(name, on: base, call: call, scope)
        default:
            return nil
        }
    }

    /// `waypoints.filter(\.isHazard)`, `map(\.name)`, `first(where: \.isOn)`, `contains(where:)`,
    /// `allSatisfy(_:)` with a key path for the closure, on a known collection.
    private mutating func keyPathMethod(_ name: String, on base: ExprSyntax, call: FunctionCallExprSyntax, _ scope: Scope) -> Value? {
        guard ["filter", "map", "compactMap", "first", "contains", "allSatisfy"].contains(name),
              let argument = call.arguments.first, case .keyPath(let path) = evaluate(argument.expression, scope),
              let items = Self.elements(of: evaluate(base, scope)) else { return nil }
        let expression = ExprSyntax(call)
        let results = items.prefix(Self.maximumCollectionElements).map { item in
            path.reduce(item) { value, name in member(name, of: value, expression: expression, scope) }
        }
        if name == "map" { return .array(results) }
        if name == "compactMap" { return .array(results.filter { if case .null = $0 { return false }; return true }) }
        let decisions = results.map(\.asBool)
        guard !decisions.contains(nil) else { return .unknown(reason: "`\(name)` condition is not a Boolean") }
        switch name {
        case "first": return zip(items, decisions).first { $0.1 == true }?.0 ?? .null
        case "contains": return .bool(decisions.contains(true))
        case "allSatisfy": return .bool(!decisions.contains(false))
        default: return .array(zip(items, decisions).filter { $0.1 == true }.map(\.0))
        }
    }

    /// `AccessibilityNotification.Announcement("…").post()`, `.LayoutChanged(nil).post()`,
    /// `.ScreenChanged(nil).post()`, and `UIAccessibility.post(notification:argument:)`: kept in
    /// `LiveState.posted` for the simulator to speak and act on.
    private mutating func post(_ call: FunctionCallExprSyntax, on base: ExprSyntax, _ scope: Scope) -> Value? {
        if let notification = base.as(FunctionCallExprSyntax.self),
           let kind = notification.calledExpression.as(MemberAccessExprSyntax.self),
           kind.base?.trimmedDescription == "AccessibilityNotification" {
            let argument = notification.arguments.first.map { evaluate($0.expression, scope) }
            record(kind.declName.baseName.text, argument: argument, call: call)
            return .null
        }
        guard base.trimmedDescription == "UIAccessibility" || base.trimmedDescription == "UIAccessibility.self" else { return nil }
        let arguments = arguments(of: call, scope)
        guard case .enumCase(let name, _)? = arguments.first(where: { $0.label == "notification" })?.value else {
            noteUnfollowed(ExprSyntax(call), .unknown(reason: "run-time value"))
            return .null
        }
        record(name, argument: arguments.first { $0.label == "argument" }?.value, call: call)
        return .null
    }

    private mutating func record(_ kind: String, argument: Value?, call: FunctionCallExprSyntax) {
        switch kind.lowercased() {
        case "announcement":
            guard let text = argument?.interpolated else {
                return noteUnfollowed(ExprSyntax(call), .unknown(reason: "run-time value"))
            }
            live?.posted.append(.announcement(text))
        case "layoutchanged":
            live?.posted.append(.layoutChanged)
        case "screenchanged":
            live?.posted.append(.screenChanged)
        default:
            noteUnfollowed(ExprSyntax(call), .unknown(reason: "run-time value"))
        }
    }
}

extension Interpreter {
    /// A range's `lowerBound` or `upperBound` (`-100...100`), while a screen runs.
    static func bound(_ name: String, lower: Value?, upper: Value?, isClosed: Bool) -> Value? {
        switch name {
        case "lowerBound": lower
        case "upperBound": upper
        default: nil
        }
    }
}

extension Interpreter {
    /// The label of the argument that carries a presentation's state key to lowering.
    static let presentationKeyLabel = "perceive.presentationKey"

    /// The key of the state presenting `modifier`'s content (`.sheet(isPresented: $isOpen)`),
    /// while a screen runs.
    func presentationKey(modifier: String, call: FunctionCallExprSyntax, _ scope: Scope) -> String? {
        guard ["sheet", "fullScreenCover", "popover", "alert", "confirmationDialog", "navigationDestination"].contains(modifier),
              let argument = call.arguments.first(where: { $0.label?.text == "isPresented" }) else { return nil }
        return bindingKey(of: argument.expression, in: scope)
    }

    /// The content closure of a presentation, given `\.dismiss` that sets its presenting state false.
    func presenting(_ closure: Closure, modifier: String, call: FunctionCallExprSyntax, _ scope: Scope) -> Closure {
        guard let key = presentationKey(modifier: modifier, call: call, scope) else { return closure }
        var closure = closure
        closure.scope.environment.overrides["dismiss"] = .enumCase(Self.dismissCase, [.string(key)])
        return closure
    }

    static let dismissCase = "perceive.dismiss"

    /// `dismiss()` where `dismiss` is a presentation's `\.dismiss`: its presenting state becomes false.
    mutating func dismiss(_ call: FunctionCallExprSyntax, _ scope: Scope) -> Value? {
        guard let reference = call.calledExpression.as(DeclReferenceExprSyntax.self),
              case .enumCase(Self.dismissCase, let arguments)? = keptValue(of: reference.baseName.text, in: scope)
                ?? scope.lookup(reference.baseName.text),
              let key = arguments.first?.asString else { return nil }
        live?.values[key] = .bool(false)
        return .null
    }
}
