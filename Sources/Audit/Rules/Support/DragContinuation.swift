import SwiftSyntax
import SwiftSyntaxSupport

/// A `withAnimation` that settles, when a drag ends, what the same drag moves with the finger:
/// `DragGesture().onChanged { offset = $0.translation.height }.onEnded { _ in withAnimation(…) {
/// offset = height } }`. The view has followed the person's finger and goes on the way it was
/// thrown; Apple's HIG (Motion) suggests, when Reduce Motion is on, tracking animations directly
/// with people's gestures, which such code already does. It also suggests tightening springs, so
/// a springy animation at the drag's end is judged as any other.
enum DragContinuation {
    static func settlesADrag(_ animation: FunctionCallExprSyntax) -> Bool {
        guard let changed = animation.trailingClosure.map(assignedNames(in:)), !changed.isEmpty,
              let closure = sequence(first: Syntax(animation), next: \.parent).lazy.compactMap({ $0.as(ClosureExprSyntax.self) }).first,
              let (ended, _) = closure.owningCall, ended.calledExpression.calledName == "onEnded",
              let changing = ended.calledExpression.as(MemberAccessExprSyntax.self)?.base?.as(FunctionCallExprSyntax.self),
              changing.calledExpression.calledName == "onChanged", changing.containsToken(["DragGesture"]),
              let following = changing.trailingClosure ?? changing.arguments.first?.expression.as(ClosureExprSyntax.self) else {
            return false
        }
        return !assignedNames(in: following).isDisjoint(with: changed)
    }

    /// The names a closure assigns (`offset = …`, `self.offset = …`, `offset += …`).
    private static func assignedNames(in closure: ClosureExprSyntax) -> Set<String> {
        Set(closure.descendants(SequenceExprSyntax.self).compactMap { sequence in
            FoldedExpression.assignment(in: Array(sequence.elements))?.target.calledName
        })
    }
}
