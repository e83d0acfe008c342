import SwiftSyntax
import SwiftSyntaxSupport

extension ColorOnlyStateRule {
    /// The properties whose change a person sees without colour: the view's words, its picture,
    /// whether it shows at all.
    static let shownProperties: Set<String> = ["text", "attributedText", "image", "isHidden"]

    /// Whether a UIKit view coloured by the choice (`stateView.textColor = isError && isIncoming ?
    /// .red : .secondaryLabel`) has its words, picture or visibility set, in the same function,
    /// under a `switch` or `if` on what the colour's condition reads (`switch item.state { case
    /// .incoming_error: stateView.text = "‼" … }` beside `item.state.isError && …`, Siskin IM's
    /// message state): the state is shown by more than the colour.
    static func showsTheStateInTheSameView(_ coloured: ExprSyntax?, on condition: String, at choice: SequenceExprSyntax) -> Bool {
        guard let target = coloured?.as(MemberAccessExprSyntax.self), let view = target.base.map(viewName),
              let function = sequence(first: Syntax(choice), next: \.parent).first(where: {
                  $0.is(FunctionDeclSyntax.self) || $0.is(InitializerDeclSyntax.self) || $0.is(AccessorBlockSyntax.self)
              }) else { return false }
        return function.descendants(SequenceExprSyntax.self).contains { assignment in
            guard let plain = assignment.plainAssignment, let member = plain.target.as(MemberAccessExprSyntax.self),
                  shownProperties.contains(member.declName.baseName.text), member.base.map(viewName) == view else { return false }
            return decidingStates(of: Syntax(assignment), within: function).contains { subject in
                subject.count >= 3 && condition.contains(subject)
            }
        }
    }

    /// `stateView` of `self.stateView?`, `stateView!`, `stateView`.
    private static func viewName(_ expression: ExprSyntax) -> String {
        var text = expression.trimmedDescription
        if text.hasPrefix("self.") { text.removeFirst(5) }
        return text.replacingOccurrences(of: "?", with: "").replacingOccurrences(of: "!", with: "")
    }

    /// What the `switch` subjects and `if` conditions around `node`, inside `function`, read
    /// (`item.state`, `isError`), without `self.`.
    private static func decidingStates(of node: Syntax, within function: Syntax) -> [String] {
        var states: [String] = []
        var current = node.parent
        while let ancestor = current, ancestor.id != function.id {
            if let choice = ancestor.as(SwitchExprSyntax.self) {
                states.append(choice.subject.trimmedDescription)
            } else if let branch = ancestor.as(IfExprSyntax.self) {
                states += branch.conditions.map(\.condition.trimmedDescription)
            }
            current = ancestor.parent
        }
        return states.map { $0.hasPrefix("self.") ? String($0.dropFirst(5)) : $0 }
    }
}
