import SwiftSyntax

/// The name a button's code gives to what it does: the function its action is or calls
/// (`Button(action: addShortcut)`, `Button { model.addShortcut(card) } label: { … }`), or the
/// flag it raises (`{ showsHelp = true }`, `{ isSharing.toggle() }`), read through
/// `withAnimation { … }`. Nil when the action does more than one thing or is not written here.
enum ButtonActionName {
    /// The lowercased words of the name (`addShortcut`: add, shortcut), or nil.
    static func words(of button: FunctionCallExprSyntax) -> [String]? {
        guard let action = action(of: button), let name = name(of: action) else { return nil }
        return name.camelCaseWords
    }

    /// The action: the `action:` argument, or the trailing closure before `label:`.
    private static func action(of button: FunctionCallExprSyntax) -> ExprSyntax? {
        if let action = button.argument("action") { return action }
        guard button.additionalTrailingClosures.contains(where: { $0.label.text == "label" }),
              let closure = button.trailingClosure else { return nil }
        return ExprSyntax(closure)
    }

    private static func name(of action: ExprSyntax) -> String? {
        if action.is(DeclReferenceExprSyntax.self) || action.is(MemberAccessExprSyntax.self) { return action.calledName }
        guard let closure = action.as(ClosureExprSyntax.self), closure.statements.count == 1,
              let statement = closure.statements.first?.item.as(ExprSyntax.self) else { return nil }
        return name(ofStatement: statement)
    }

    private static func name(ofStatement statement: ExprSyntax) -> String? {
        var statement = statement
        if let awaited = statement.as(AwaitExprSyntax.self) { statement = awaited.expression }
        if let tried = statement.as(TryExprSyntax.self) { statement = tried.expression }
        if let call = statement.as(FunctionCallExprSyntax.self) {
            let called = call.calledExpression.calledName
            if called == "withAnimation", let closure = call.trailingClosure { return name(of: ExprSyntax(closure)) }
            // `isSharing.toggle()` raises the flag `isSharing`.
            if called == "toggle", let base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base {
                return base.calledName
            }
            return called
        }
        // `showsHelp = true`: the flag a sheet or page is shown by.
        if let sequence = statement.as(SequenceExprSyntax.self), sequence.elements.count == 3,
           sequence.elements.dropFirst().first?.is(AssignmentExprSyntax.self) == true,
           sequence.elements.last?.booleanLiteralValue == true {
            return sequence.elements.first?.calledName
        }
        return nil
    }
}
