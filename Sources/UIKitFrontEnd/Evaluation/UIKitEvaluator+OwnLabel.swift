import SwiftSyntax
import SwiftSyntaxSupport

extension UIKitEvaluator {
    /// Why a button or label of one of the app's own classes is named at run time, though the
    /// audit saw nothing name it: a method of its class (or of one of the app's superclasses of
    /// it) sets the object's own title, configuration, text or accessibility label, and runs when
    /// its owner calls it with data the audit does not follow (mastodon's
    /// `ProfileRelationshipActionButton.configure(relationship:between:and:…)`, which builds a
    /// `UIButton.Configuration` titled "Follow", "Following" or "Edit Info" and sets
    /// `self.configuration`, called from a binding of the profile header). Nil when no method
    /// of those classes sets one.
    func labelSetByItsOwnClass(_ object: ObjectID) -> String? {
        let properties: Set<String> = switch heap[object].kind {
        case .button: ["configuration", "accessibilityLabel"]
        case .label: ["text", "attributedText", "accessibilityLabel"]
        default: []
        }
        guard !properties.isEmpty else { return nil }
        let setters: Set<String> = heap[object].kind == .button ? ["setTitle", "setAttributedTitle"] : []
        for type in index.chain(of: heap[object].className) {
            let methods = type.functions.values.joined().sorted { ($0.file.path, $0.syntax.position) < ($1.file.path, $1.syntax.position) }
            for method in methods {
                guard let body = method.syntax.body,
                      Self.setsOwn(properties, orCalls: setters, in: body) else { continue }
                return "its class `\(type.name)` names it in `\(method.syntax.name.text)(…)`, run with data given at run time"
            }
        }
        return nil
    }

    /// Whether `body` assigns one of the object's own `properties` (`configuration = …`,
    /// `self.text = …`) or calls one of its own `setters` (`setTitle(…)`, `self.setTitle(…)`).
    private static func setsOwn(_ properties: Set<String>, orCalls setters: Set<String>, in body: CodeBlockSyntax) -> Bool {
        body.tokens(viewMode: .sourceAccurate).contains { token in
            guard case .identifier(let name) = token.tokenKind, properties.contains(name) || setters.contains(name),
                  let reference = token.parent?.as(DeclReferenceExprSyntax.self) else { return false }
            var target = ExprSyntax(reference)
            if let member = reference.parent?.as(MemberAccessExprSyntax.self), member.declName.id == reference.id {
                // `self.configuration`, not `button.configuration` nor `configuration.title`.
                guard member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) else { return false }
                target = ExprSyntax(member)
            } else if reference.parent?.is(MemberAccessExprSyntax.self) == true {
                return false
            }
            if setters.contains(name) {
                guard let call = target.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == target.id else { return false }
                return !Self.namesNothing(call.arguments.first?.expression)
            }
            // The target of an `=` (`text = isOn ? "On" : "Off"`, unfolded: the first of the sequence).
            guard let elements = target.parent?.parent?.as(SequenceExprSyntax.self)?.elements,
                  elements.first?.id == target.id, elements.dropFirst().first?.is(AssignmentExprSyntax.self) == true else { return false }
            return elements.count != 3 || !Self.namesNothing(elements.last)
        }
    }

    /// Whether the value given is no words: `nil` or a blank string (Green's check box:
    /// `setTitle(nil, for: [.normal, .selected])`).
    private static func namesNothing(_ value: ExprSyntax?) -> Bool {
        guard let value else { return true }
        return value.is(NilLiteralExprSyntax.self)
            || value.as(StringLiteralExprSyntax.self).map { literal in
                literal.segments.allSatisfy { $0.as(StringSegmentSyntax.self)?.content.text.allSatisfy(\.isWhitespace) ?? false }
            } == true
    }
}
