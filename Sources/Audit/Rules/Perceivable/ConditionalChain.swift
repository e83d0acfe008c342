import SwiftSyntax
import SwiftSyntaxSupport

/// `first ? a : second ? b : otherwise`, ternaries chained without brackets, as the parser leaves
/// them: one sequence of the conditions' elements, unresolved ternaries and the last value. The
/// conditions are tested in turn; the first that holds chooses its value.
struct ConditionalChain {
    var sequence: SequenceExprSyntax
    /// What the chain is assigned to, in `target = first ? a : second ? b : otherwise`.
    var target: ExprSyntax?
    /// The type (or file) the chain is written in.
    var scope: Syntax
    /// Each condition's elements, in the order they are tested.
    var conditionElements: [[ExprSyntax]]
    /// Each condition as written.
    var conditions: [String] { conditionElements.map { $0.map(\.trimmedDescription).joined(separator: " ") } }
    /// The value each condition chooses, then the value when none holds: one more than the conditions.
    var values: [ExprSyntax]

    init?(_ sequence: SequenceExprSyntax) {
        let elements = Array(sequence.elements)
        let ternaries = elements.indices.filter { elements[$0].is(UnresolvedTernaryExprSyntax.self) }
        guard ternaries.count >= 2, ternaries.last == elements.count - 2 else { return nil }
        let assignment = elements[..<ternaries[0]].firstIndex { $0.is(AssignmentExprSyntax.self) }
        var start = assignment.map { $0 + 1 } ?? 0
        var conditions: [[ExprSyntax]] = []
        for ternary in ternaries {
            guard start < ternary else { return nil }
            conditions.append(Array(elements[start..<ternary]))
            start = ternary + 1
        }
        self.sequence = sequence
        target = assignment.map { elements[$0 - 1] }
        scope = sequence.enclosingTypeScope
        conditionElements = conditions
        values = ternaries.compactMap { elements[$0].as(UnresolvedTernaryExprSyntax.self)?.thenExpression } + [elements[elements.count - 1]]
    }

    /// The keys of the choices on each of the chain's conditions in the same type.
    var keys: [ConditionalChoice.Key] {
        conditions.map { ConditionalChoice.Key(scope: scope.id, condition: $0) }
    }
}
