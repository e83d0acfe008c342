import SwiftSyntax
import SwiftSyntaxSupport

/// A view shown in place of the control whose action brought it on: `if sending { ProgressView() }
/// else { sendButton }`, where the button sets `sending = true`. The person who pressed the control
/// knows what the spinner stands for, as when the spinner is drawn inside the button's own label.
enum ControlStandIn {
    /// Whether the view of `chain` is the only view of one branch of an `if` on one flag, whose
    /// other branch is a control (written there, or a property of the file returning one) whose
    /// action sets that flag to `true`.
    static func isStandingIn(for chain: ModifierChain) -> Bool {
        guard let item = chain.outermostCall.parent?.as(CodeBlockItemSyntax.self),
              let statements = item.parent?.as(CodeBlockItemListSyntax.self), statements.count == 1,
              let block = statements.parent?.as(CodeBlockSyntax.self),
              let (conditional, other) = branchAndOther(of: block),
              conditional.conditions.count == 1,
              let flag = conditional.conditions.first?.condition.as(ExprSyntax.self).flatMap(flagName),
              let otherView = other.statements.onlyExpression,
              let control = control(shownBy: otherView) else { return false }
        return sets(flag, inside: Syntax(control))
    }

    /// The `if` whose branch `block` is, and its other branch.
    private static func branchAndOther(of block: CodeBlockSyntax) -> (IfExprSyntax, CodeBlockSyntax)? {
        guard let conditional = block.parent?.as(IfExprSyntax.self) else { return nil }
        if conditional.body.id == block.id, let other = conditional.elseBody?.as(CodeBlockSyntax.self) { return (conditional, other) }
        if conditional.elseBody?.id == Syntax(block).id { return (conditional, conditional.body) }
        return nil
    }

    /// `sending` of `sending` or `self.sending`.
    private static func flagName(_ condition: ExprSyntax) -> String? {
        if let reference = condition.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let member = condition.as(MemberAccessExprSyntax.self), member.base?.trimmedDescription == "self" {
            return member.declName.baseName.text
        }
        return nil
    }

    /// The control `expression` shows: a control written there, or one a property of the file
    /// named there returns (`sendButton`).
    private static func control(shownBy expression: ExprSyntax) -> FunctionCallExprSyntax? {
        let view = ModifierChain.innermostView(of: expression)
        if let call = view.as(FunctionCallExprSyntax.self) {
            return RowPieces.controls.contains(call.calledExpression.calledName ?? "") ? call : nil
        }
        guard let name = view.as(DeclReferenceExprSyntax.self)?.baseName.text else { return nil }
        var type: Syntax? = Syntax(expression)
        while let current = type, !current.is(StructDeclSyntax.self), !current.is(ClassDeclSyntax.self) { type = current.parent }
        guard let returned = type?.propertyReturning(name) else { return nil }
        return control(shownBy: returned)
    }

    /// Whether `control` holds `flag = true` (or `self.flag = true`).
    private static func sets(_ flag: String, inside control: Syntax) -> Bool {
        control.tokens(viewMode: .sourceAccurate).contains { token in
            guard token.tokenKind == .equal,
                  let assignment = token.parent?.parent?.parent?.as(SequenceExprSyntax.self)?.plainAssignment,
                  assignment.value.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.true) else { return false }
            return flagName(assignment.target) == flag
        }
    }
}

private extension CodeBlockItemListSyntax {
    /// The one expression of a branch holding exactly one.
    var onlyExpression: ExprSyntax? {
        guard count == 1, let item = first?.item else { return nil }
        return item.as(ExprSyntax.self) ?? item.as(ExpressionStmtSyntax.self)?.expression
    }
}
