import AccessibilityTree
import SwiftSyntax
import SwiftSyntaxSupport

/// `if let` over a `@State` optional that is nil at start (`@State var session: Session? = nil`,
/// `if let session { MainView(session: session) }`): the start is known, so the first screen
/// shows the `else` side, but the app sets the state later (after a sign-in, in `onAppear`), and
/// what the body draws then is the app's main screen. A screen variant takes the body, with the
/// bound name standing for a value the app set (docs/swiftui-coverage.md, State set later).
///
/// SwiftUI keeps a `@State` value across updates and redraws the view when it changes
/// (Apple, `State`: "When the value changes, SwiftUI updates the parts of the view hierarchy that
/// depend on the value"); the `if let` then unwraps it (The Swift Programming Language, Optional
/// Binding).
extension Interpreter {
    /// In a screen variant past the first, the body of `ifExpression` as drawn once the `@State`
    /// optional it binds is set, or once the methods of the app's type set the property nil now
    /// that it binds (`if let symbol = badge.symbol`, `Interpreter+ValuesSetElsewhere.swift`), one
    /// variant per picture they assign; marked as depending on it; nil where the conditions bind
    /// no such value, in the first screen, and where the other conditions rule the body out.
    mutating func executeOnceStateIsSet(_ ifExpression: IfExprSyntax, _ scope: Scope, expectsViews: Bool) -> Execution? {
        if let state = stateNilAtStart(boundBy: ifExpression.conditions, scope) {
            let site = location(of: ifExpression, in: scope)
            let condition = "`\(state.name)` once set"
            guard chooseBranch(among: 2, condition: condition, at: site) == 1 else { return nil }
            var inner = scope
            inner.selfObject?[state.name] = standIn(for: state, at: site, scope)
            return executeBody(of: ifExpression, inner, condition: condition, expectsViews: expectsViews)
        }
        let properties = propertiesSetLater(boundBy: ifExpression.conditions, scope)
        guard !properties.isEmpty else { return nil }
        // One variant per value the type's code assigns (the property with the most decides how
        // many), each property taking its own value of that rank, or its last.
        let site = location(of: ifExpression, in: scope)
        let setters = Set(properties.flatMap { $0.values.map(\.setter) }).sorted()
        let settersListed = Self.listed(setters)
        let condition = "\(Self.listed(properties.map(\.written))) once set by \(settersListed)"
        let count = 1 + properties.map(\.values.count).max()!
        let branch = chooseBranch(among: count, condition: condition, at: site)
        guard branch > 0 else { return nil }
        var inner = scope
        for property in properties {
            var value = property.values[min(branch, property.values.count) - 1].value
            if case .view(let view) = value {
                value = .view(placedWhereRead(view, origin: "the picture set by \(settersListed)\(Self.made(view))",
                                              property.read, scope))
            }
            guard case .object(var object)? = inner.selfObject?[property.object] else { continue }
            object[property.name] = value
            inner.selfObject?[property.object] = .object(object)
        }
        return executeBody(of: ifExpression, inner, condition: condition, expectsViews: expectsViews)
    }

    /// The body of `ifExpression` run in `scope`, where the values set later are set, its items
    /// marked as depending on `condition`; nil where the other conditions rule it out.
    private mutating func executeBody(of ifExpression: IfExprSyntax, _ scope: Scope, condition: String,
                                      expectsViews: Bool) -> Execution? {
        var inner = scope
        guard evaluateConditions(ifExpression.conditions, &inner).asBool != false else { return nil }
        var execution = execute(ifExpression.body.statements, &inner, expectsViews: expectsViews)
        execution.items = execution.items.map { markRunTime($0, condition: condition) }
        return execution
    }

    /// A stored property of an instance of the app's type that `self` holds (`qrCode.image`, with
    /// `@StateObject var qrCode = QRCode()`), nil now, and that the type's own code sets.
    struct PropertySetLater {
        /// The property of `self` holding the instance, and the instance's property.
        var object: String
        var name: String
        /// As written (`qrCode.image`), and the expression.
        var written: String
        var read: ExprSyntax
        /// The pictures the type's code assigns it.
        var values: [AssignedValue]
    }

    /// The properties set later that the optional bindings among `conditions` read (`if let image
    /// = qrCode.image`, `self.qrCode.image`).
    private mutating func propertiesSetLater(boundBy conditions: ConditionElementListSyntax, _ scope: Scope) -> [PropertySetLater] {
        var found: [PropertySetLater] = []
        for element in conditions {
            guard case .optionalBinding(let binding) = element.condition, let initial = binding.initializer?.value,
                  let read = instanceProperty(read: initial, scope), case .null? = read.value else { continue }
            // Followed only where everything the type's code assigns is a picture the audit makes.
            let assigned = assignedValues(of: read.name, in: read.type, scope)
            guard !assigned.isEmpty, assigned.allSatisfy({ if case .view = $0.value { true } else { false } }) else { continue }
            found.append(PropertySetLater(object: read.object, name: read.name, written: initial.trimmedText, read: initial,
                                          values: assigned))
        }
        return found
    }

    /// The `@State` property of `self` an optional binding among `conditions` unwraps (`if let
    /// x = state`, `if let x = self.state`, `if let state`) while its value is nil.
    private func stateNilAtStart(boundBy conditions: ConditionElementListSyntax, _ scope: Scope) -> SourceIndex.StoredProperty? {
        guard let object = scope.selfObject,
              let type = index.type(object.typeName, near: object.declaringFile) else { return nil }
        for element in conditions {
            guard case .optionalBinding(let binding) = element.condition else { continue }
            let name: String
            if let value = binding.initializer?.value {
                if let reference = value.as(DeclReferenceExprSyntax.self) {
                    name = reference.baseName.text
                } else if let member = value.as(MemberAccessExprSyntax.self), member.base?.isSelfReference == true {
                    name = member.declName.baseName.text
                } else {
                    continue
                }
            } else {
                name = binding.pattern.trimmedText
            }
            guard scope.locals[name] == nil, case .null? = object[name],
                  let property = type.storedProperties.first(where: { $0.name == name }),
                  property.wrapper == "State" else { continue }
            return property
        }
        return nil
    }

    /// What the app may have set `state` to: an instance of its type when the type is the app's
    /// own struct or class (its stored properties from their initial values, placeholders for the
    /// rest, as a view's instance is made), a text of words known only at run time for a `Text`,
    /// else a value known only at run time.
    private mutating func standIn(for state: SourceIndex.StoredProperty, at site: SourceLocation, _ scope: Scope) -> Value {
        let typeName = Self.bareTypeName(state.typeText ?? "")
        if typeName == "Text" {
            return .view(ViewNode(.text("\\(\(state.name))"), source: site,
                                  unresolved: [Unresolved(.label, reason: "run-time value `\(state.name)`")]))
        }
        if let type = index.type(typeName, near: scope.file.path),
           type.kind == .structure || type.kind == .classType, !type.isView {
            return .object(instantiate(type, arguments: [], at: site, scope))
        }
        return .unknown(reason: "run-time value `\(state.name)`")
    }
}
