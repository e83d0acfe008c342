import SwiftSyntax
import SwiftSyntaxSupport

/// Whether a place of a view is drawn beside words the view draws with it (`ViewsShownByCallers
/// .readAsNothingRules`).
extension ViewsShownByCallers {
    /// Whether the member of the view holding the place draws words when, and only when, it
    /// draws the place: a `Text` given its words, or a titled view (`Label("Settings",
    /// systemImage: …)`), in the same branches (an `if`, a `switch`, a ternary, a `ForEach`'s
    /// rows) as the place (Vernissage's avatar and author's name, both in the `else` of a status
    /// without pictures; not a checkmark shown on the chosen row only). Not in a member that
    /// makes elements of its own inside (`.accessibilityElement` on a stack of a control's
    /// label, which may keep the picture a stop of its own).
    mutating func isAlwaysBesideWords(_ location: FindingLocation) -> Bool {
        guard let token = token(at: location) else { return false }
        var member = Syntax(token)
        var branches: Set<SyntaxIdentifier> = []
        while let parent = member.parent, !parent.is(MemberBlockItemSyntax.self) {
            if Self.isBranch(member) { branches.insert(member.id) }
            member = parent
        }
        let tokens = member.tokens(viewMode: .sourceAccurate)
        guard !tokens.contains(where: { $0.text == "accessibilityElement" }) else { return false }
        return tokens.contains { token in
            guard token.text == "Text" || ViewText.titledViews.contains(token.text),
                  let call = token.parent?.parent?.as(FunctionCallExprSyntax.self),
                  call.calledExpression.trimmedDescription == token.text,
                  token.text == "Text" ? !call.arguments.isEmpty : ViewText.hasTitle(call) else { return false }
            let around = sequence(first: Syntax(call), next: \.parent).prefix { $0.id != member.id }
            return Set(around.filter(Self.isBranch).map(\.id)) == branches
        }
    }

    /// Code that draws in some states only: the body of an `if` or of its `else`, a `switch`'s
    /// case, either side of a ternary, a `ForEach`'s rows.
    private static func isBranch(_ node: Syntax) -> Bool {
        guard let parent = node.parent else { return false }
        if node.is(CodeBlockSyntax.self) && parent.is(IfExprSyntax.self) || node.is(SwitchCaseSyntax.self) { return true }
        if parent.is(UnresolvedTernaryExprSyntax.self) || parent.is(TernaryExprSyntax.self) { return true }
        if parent.is(ExprListSyntax.self), let sequence = parent.parent?.as(SequenceExprSyntax.self) {
            return sequence.elements.contains { $0.is(UnresolvedTernaryExprSyntax.self) }
        }
        return node.is(ClosureExprSyntax.self) && parent.as(FunctionCallExprSyntax.self)?.calledExpression.trimmedDescription == "ForEach"
    }
}
