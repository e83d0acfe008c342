import SwiftSyntax

/// The modifier a finding points at by its name: a tree rule places a finding where the modifier
/// that caused it was written (the `.onTapGesture` of a card whose texts answer the tap), and the
/// expression that starts there is that name alone (`onTapGesture`), not a view.
struct ModifierNameAtPlace {
    /// `card.onTapGesture`: the name with its period and the view before it.
    let member: MemberAccessExprSyntax
    /// `card.onTapGesture { … }`: the modifier's call.
    let call: FunctionCallExprSyntax

    /// The modifier whose name `expression` is; nil where it is anything else.
    init?(_ expression: ExprSyntax) {
        guard expression.is(DeclReferenceExprSyntax.self),
              let member = expression.parent?.as(MemberAccessExprSyntax.self), member.declName.id == expression.id,
              let call = member.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == member.id else { return nil }
        self.member = member
        self.call = call
    }

    /// Where the modifier is written from its period on, as source rules point at it.
    var start: AbsolutePosition { member.period.positionAfterSkippingLeadingTrivia }
}
