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
    /// optional it binds is set, marked as depending on it; nil where the conditions bind no such
    /// state, in the first screen, and where the other conditions rule the body out.
    mutating func executeOnceStateIsSet(_ ifExpression: IfExprSyntax, _ scope: Scope, expectsViews: Bool) -> Execution? {
        guard let state = stateNilAtStart(boundBy: ifExpression.conditions, scope) else { return nil }
        let site = location(of: ifExpression, in: scope)
        let condition = "`\(state.name)` once set"
        guard branches.choose(among: 2, condition: condition, at: site) == 1 else { return nil }
        var inner = scope
        inner.selfObject?[state.name] = standIn(for: state, at: site, scope)
        guard evaluateConditions(ifExpression.conditions, &inner).asBool != false else { return nil }
        var execution = execute(ifExpression.body.statements, &inner, expectsViews: expectsViews)
        execution.items = execution.items.map { markRunTime($0, condition: condition) }
        return execution
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
