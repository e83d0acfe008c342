import SwiftSyntax
import SwiftSyntaxSupport

/// A literal string given to an accessibility property, in SwiftUI or UIKit:
/// `.accessibilityLabel("Play")`, `.accessibilityLabel(Text("Play"))`, `.accessibility(label: Text("Play"))`,
/// `button.accessibilityLabel = "Play"`.
struct AccessibilityTextAssignment {
    /// `accessibilityLabel`, `accessibilityHint`, `accessibilityValue`.
    var property: String
    var text: String
    /// The string literal, where a finding points and a fix edits.
    var literal: StringLiteralExprSyntax
    /// For SwiftUI, the modifier call; nil for a UIKit assignment.
    var modifier: FunctionCallExprSyntax?

    /// Every literal assignment to `properties` in the file, in source order.
    static func all(in file: ParsedSourceFile, properties: Set<String>) -> [AccessibilityTextAssignment] {
        // Every spelling (`.accessibilityLabel(…)`, `.accessibility(label:)`, `x.accessibilityLabel =`)
        // names it: most files have none, and need no scan of their nodes.
        guard file.text.containsBytes("accessibility") else { return [] }
        let modifiers = file.nodes(FunctionCallExprSyntax.self).compactMap { call -> AccessibilityTextAssignment? in
            guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base != nil else { return nil }
            let modifier = ModifierChain.Modifier(call: call, member: member)
            guard properties.contains(modifier.name), call.arguments.count == 1,
                  let literal = literal(in: modifier.argument()), let text = ExprSyntax(literal).stringLiteralValue
            else { return nil }
            return AccessibilityTextAssignment(property: modifier.name, text: text, literal: literal, modifier: call)
        }
        let assignments = file.nodes(SequenceExprSyntax.self).compactMap { sequence -> AccessibilityTextAssignment? in
            guard sequence.elements.count == 3 else { return nil }
            let elements = Array(sequence.elements)
            guard elements[1].is(AssignmentExprSyntax.self),
                  let property = elements[0].calledName, properties.contains(property),
                  let literal = elements[2].as(StringLiteralExprSyntax.self),
                  let text = elements[2].stringLiteralValue else { return nil }
            return AccessibilityTextAssignment(property: property, text: text, literal: literal, modifier: nil)
        }
        return (modifiers + assignments).sorted { $0.literal.position < $1.literal.position }
    }

    /// The string literal of `"…"` or `Text("…")`.
    private static func literal(in expression: ExprSyntax?) -> StringLiteralExprSyntax? {
        if let literal = expression?.as(StringLiteralExprSyntax.self) { return literal }
        if let call = expression?.as(FunctionCallExprSyntax.self), call.calledExpression.calledName == "Text",
           call.arguments.count == 1 {
            return call.arguments.first?.expression.as(StringLiteralExprSyntax.self)
        }
        return nil
    }
}
