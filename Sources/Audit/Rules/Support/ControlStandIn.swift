import SwiftSyntax
import SwiftSyntaxSupport

/// A view shown in place of the control whose action brought it on: `if sending { ProgressView() }
/// else { sendButton }`, where the button sets `sending = true`. The person who pressed the control
/// knows what the spinner stands for, as when the spinner is drawn inside the button's own label.
enum ControlStandIn {
    /// Whether the view of `chain` is the only view of one branch of an `if` on one flag, whose
    /// other branch holds only controls (written there, or a property of the file returning one),
    /// one of whose actions sets that flag to `true`, itself or in a function of the file it calls
    /// (swift-paperless' `SaveButton { save() }`, where `save()` sets `saving = true` in a `Task`).
    static func isStandingIn(for chain: ModifierChain) -> Bool {
        guard let item = chain.outermostCall.parent?.as(CodeBlockItemSyntax.self),
              let statements = item.parent?.as(CodeBlockItemListSyntax.self), statements.count == 1,
              let block = statements.parent?.as(CodeBlockSyntax.self),
              let (conditional, other) = branchAndOther(of: block),
              conditional.conditions.count == 1,
              let flag = conditional.conditions.first?.condition.as(ExprSyntax.self).flatMap(Flag.init) else { return false }
        // Only controls there (habitica's two purchase buttons): a spinner in place of content
        // with a control among it stands for more than the control's work.
        let controls = other.statements.map { statement in
            (statement.item.as(ExprSyntax.self) ?? statement.item.as(ExpressionStmtSyntax.self)?.expression).flatMap(control(shownBy:))
        }
        guard !controls.isEmpty, controls.allSatisfy({ $0 != nil }) else { return false }
        return controls.compactMap { $0 }.contains { control in
            flag.isSet(inside: Syntax(control)) || calledFunctions(in: control).contains { flag.isSet(inside: Syntax($0)) }
        }
    }

    /// The `if` whose branch `block` is, and its other branch.
    private static func branchAndOther(of block: CodeBlockSyntax) -> (IfExprSyntax, CodeBlockSyntax)? {
        guard let conditional = block.parent?.as(IfExprSyntax.self) else { return nil }
        if conditional.body.id == block.id, let other = conditional.elseBody?.as(CodeBlockSyntax.self) { return (conditional, other) }
        if conditional.elseBody?.id == Syntax(block).id { return (conditional, conditional.body) }
        return nil
    }

    /// The control `expression` shows: a control written there, or one a property of the file
    /// named there returns (`sendButton`). A view of the app's own named as a button and given an
    /// action closure (`SaveButton { save() }`, `HabiticaButtonUI(label: …) { purchase() }`) is one.
    private static func control(shownBy expression: ExprSyntax) -> FunctionCallExprSyntax? {
        let view = ModifierChain.innermostView(of: expression)
        if let call = view.as(FunctionCallExprSyntax.self) {
            let name = call.calledExpression.calledName ?? ""
            let isNamedButton = name.contains("Button") && (call.trailingClosure != nil
                || call.arguments.contains { $0.expression.is(ClosureExprSyntax.self) })
            return RowPieces.controls.contains(name) || isNamedButton ? call : nil
        }
        guard let name = view.as(DeclReferenceExprSyntax.self)?.baseName.text else { return nil }
        var type: Syntax? = Syntax(expression)
        while let current = type, !current.is(StructDeclSyntax.self), !current.is(ClassDeclSyntax.self) { type = current.parent }
        guard let returned = type?.propertyReturning(name) else { return nil }
        return control(shownBy: returned)
    }

    /// The functions of the file the control's code calls without arguments (`save()`,
    /// `self.save()`, `viewModel.purchaseAsIAP()`): one step, no further.
    private static func calledFunctions(in control: FunctionCallExprSyntax) -> [FunctionDeclSyntax] {
        let names = Set(control.descendants(FunctionCallExprSyntax.self).compactMap { call -> String? in
            guard call.arguments.isEmpty, call.trailingClosure == nil else { return nil }
            return call.calledExpression.calledName
        })
        guard !names.isEmpty else { return [] }
        return control.root.descendants(FunctionDeclSyntax.self).filter { function in
            names.contains(function.name.text) && function.signature.parameterClause.parameters.isEmpty
        }
    }

    /// The flag an `if` reads: `sending`, `self.sending`, or a model's `viewModel.isPurchasing`.
    private struct Flag {
        let name: String
        /// The object holding it (`viewModel`), nil for the view's own.
        let owner: String?

        init?(_ condition: ExprSyntax) {
            if let reference = condition.as(DeclReferenceExprSyntax.self) {
                (name, owner) = (reference.baseName.text, nil)
            } else if let member = condition.as(MemberAccessExprSyntax.self), let base = member.base?.as(DeclReferenceExprSyntax.self) {
                let object = base.baseName.text
                (name, owner) = (member.declName.baseName.text, object == "self" ? nil : object)
            } else {
                return nil
            }
        }

        /// Whether `node` holds `flag = true`: `sending = true`, `self.sending = true`, or the
        /// owner's (`viewModel.isPurchasing = true`); a function of the owner's type sets its own.
        func isSet(inside node: Syntax) -> Bool {
            node.tokens(viewMode: .sourceAccurate).contains { token in
                guard token.tokenKind == .equal,
                      let assignment = token.parent?.parent?.parent?.as(SequenceExprSyntax.self)?.plainAssignment,
                      assignment.value.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.true),
                      let target = Flag(assignment.target) else { return false }
                return target.name == name && (target.owner == owner || target.owner == nil)
            }
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
