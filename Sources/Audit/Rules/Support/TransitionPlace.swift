import SwiftSyntax
import SwiftUIFrontEnd

/// Where a `.transition(…)` stands, which decides whether it ever runs: Apple applies a transition
/// "when this view appears or disappears" (`View.transition(_:)`), so one on a view written
/// inside a container that is always drawn, with no `if`, `switch`, ternary or `ForEach` on the way
/// and no `.id(…)` that replaces it, never plays (a message bar's `HStack`, always in its `VStack`).
/// A view at the root of a `body`, a computed view or a function may be inserted by its callers,
/// and its transition is kept; so is one behind a `Group`, which adds no view of its own, one on
/// a `Group` or `ForEach` (which hands it to each view it holds, a `switch`'s branches), and one
/// in a chain with a modifier of the app's (`.renderedIf(isShown)` may insert and remove it).
enum TransitionPlace {
    /// Whether the view `chain` modifies is never inserted or removed on its own.
    static func neverAppearsOnItsOwn(_ chain: ModifierChain) -> Bool {
        guard !chain.modifiers.contains(where: { $0.name == "id" || !BuiltInModifiers.isKnown($0.name) }),
              !["Group", "ForEach"].contains(chain.view.as(FunctionCallExprSyntax.self)?.calledExpression.calledName ?? "")
        else { return false }
        var current = chain.outermostCall
        var insideContainer = false
        while let parent = current.parent {
            if parent.is(DeclSyntax.self) || parent.is(AccessorBlockSyntax.self) { break }
            if parent.is(IfExprSyntax.self) || parent.is(SwitchExprSyntax.self) || parent.is(TernaryExprSyntax.self) {
                return false
            }
            if let closure = current.as(ClosureExprSyntax.self) {
                guard let enclosing = EnclosingView.owning(closure), enclosing.holdsContent else { return false }
                let name = enclosing.call.calledExpression.calledName ?? ""
                if name == "ForEach" || name == "List" && !enclosing.call.arguments.isEmpty { return false }
                if name != "Group" { insideContainer = true }
            }
            current = parent
        }
        return insideContainer
    }
}
