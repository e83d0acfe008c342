import SwiftSyntax

/// Tap handlers that only put the keyboard away: `hideKeyboard()`, `endEditing(true)`,
/// `UIApplication.shared.sendAction(#selector(UIResponder.resignFirstResponder), …)`, or a
/// `@FocusState` set to `nil` or `false`. A tap on a screen that does only this is no control: it
/// ends editing wherever a finger lands, so the texts under it do not act, and no button trait
/// belongs on them.
public enum KeyboardDismissal {
    /// Whether `handler` — a closure, a function's name (`perform: hideKeyboard`), or a tap
    /// gesture (`TapGesture().onEnded(end_editing)`) — does nothing but end editing.
    public static func onlyEndsEditing(_ handler: Syntax) -> Bool {
        if let closure = handler.as(ClosureExprSyntax.self) {
            return !closure.statements.isEmpty && closure.statements.allSatisfy { isDismissal($0.item) }
        }
        if let call = handler.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
           member.declName.baseName.text == "onEnded" {
            guard let ended = call.trailingClosure.map(Syntax.init) ?? call.arguments.first.map({ Syntax($0.expression) }),
                  let gesture = member.base?.as(FunctionCallExprSyntax.self),
                  gesture.calledExpression.trimmedDescription == "TapGesture" else { return false }
            return onlyEndsEditing(ended)
        }
        return name(of: handler).map(endsEditing) ?? false
    }

    /// `onlyEndsEditing(_:)` on a handler known by its text (`TapGesture().onEnded(end_editing)`);
    /// false for text longer than a handler is written.
    public static func onlyEndsEditing(written text: String) -> Bool {
        HandlerText.parsed(text).map(onlyEndsEditing) ?? false
    }

    /// A statement that ends editing.
    private static func isDismissal(_ item: CodeBlockItemSyntax.Item) -> Bool {
        if let assignment = item.as(SequenceExprSyntax.self)?.plainAssignment {
            let target = assignment.target.trimmedDescription.lowercased(), value = assignment.value.trimmedDescription
            return target.contains("focus") && (value == "nil" || value == "false")
        }
        guard let call = item.as(ExprSyntax.self).flatMap(unwrapped)?.as(FunctionCallExprSyntax.self),
              let called = name(of: Syntax(call.calledExpression)) else { return false }
        if called == "sendAction" { return call.arguments.first?.expression.trimmedDescription.contains("resignFirstResponder") ?? false }
        return endsEditing(called)
    }

    /// `try`, `await` and optional chaining taken off (`UIApplication.shared.windows.first?.endEditing(true)`).
    private static func unwrapped(_ expression: ExprSyntax) -> ExprSyntax {
        if let tried = expression.as(TryExprSyntax.self) { return unwrapped(tried.expression) }
        if let awaited = expression.as(AwaitExprSyntax.self) { return unwrapped(awaited.expression) }
        if let chained = expression.as(OptionalChainingExprSyntax.self) { return unwrapped(chained.expression) }
        return expression
    }

    /// The last name of a reference: `hideKeyboard`, `self.hideKeyboard`, `ResponderManager.resignFirstResponder`.
    private static func name(of node: Syntax) -> String? {
        if let reference = node.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let member = node.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
        return nil
    }

    /// A function whose name says it ends editing.
    private static func endsEditing(_ name: String) -> Bool {
        let lowered = name.lowercased().filter { $0 != "_" }
        if ["endediting", "resignfirstresponder"].contains(lowered) { return true }
        return lowered.contains("keyboard") && ["hide", "dismiss", "close", "resign", "end"].contains { lowered.hasPrefix($0) }
    }
}
