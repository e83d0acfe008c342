import SwiftSyntax

/// A row's selection mark: its only picture, a checkmark shown under a condition
/// (`if isSelected { Image(systemName: "checkmark") }`), the way a list marks its chosen option.
enum SelectionMark {
    /// The condition that shows the row's one picture when that picture is a checkmark symbol
    /// shown by an `if` (`isSelected`, `method == selected`); nil otherwise.
    static func condition(in pieces: RowPieces) -> String? {
        let pictures = pieces.ownPieces.filter { $0.kind.isIcon }
        guard pictures.count == 1, let picture = pictures.first?.expression,
              let call = ModifierChain.innermostView(of: picture).as(FunctionCallExprSyntax.self),
              call.calledExpression.calledName == "Image",
              let symbol = call.argument("systemName")?.as(StringLiteralExprSyntax.self)?.representedLiteralValue,
              symbol.hasPrefix("checkmark") else { return nil }
        // The nearest `if` around the picture within the stack's content closure.
        var current = Syntax(picture)
        while let parent = current.parent, !parent.is(ClosureExprSyntax.self) {
            if let conditional = parent.as(IfExprSyntax.self) {
                // A condition written as one expression (`isSelected`), not a binding (`if let`).
                guard conditional.conditions.count == 1, case .expression(let condition)? = conditional.conditions.first?.condition,
                      isChoice(condition.trimmedDescription) else { return nil }
                return condition.trimmedDescription
            }
            current = parent
        }
        return nil
    }

    /// Whether a condition picks the chosen option (`option == selectedOption`, `isSelected`,
    /// `account.id == activeAccountID`), not a state the mark reports (`capability.supported`,
    /// `completed`, `service?.isHosting == true`: a status, which "Selected" would misname).
    static func isChoice(_ condition: String) -> Bool {
        let lowered = condition.lowercased()
        let comparesToAnOption = condition.contains("==") && !lowered.contains("== true") && !lowered.contains("== false")
        return comparesToAnOption || ["select", "chosen", "current", "active"].contains { lowered.contains($0) }
    }
}
