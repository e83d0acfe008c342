import SwiftSyntax

/// A property of the view's own type declared as `Text` (`var label: Text`,
/// `var valueText: Text { … }`), used bare in a builder: it shows a text there, as `Text(…)`
/// does, and VoiceOver reads it as its own element like any other `Text`.
enum TextProperty {
    /// Whether `view` names (`label`, `self.label`) a property of the type around it whose
    /// declared type is `Text`.
    static func isText(_ view: ExprSyntax) -> Bool {
        guard let name = propertyName(view),
              let members = view.enclosingTypeScope.asProtocol(DeclGroupSyntax.self)?.memberBlock.members else { return false }
        return members.contains { member in
            guard let variable = member.decl.as(VariableDeclSyntax.self) else { return false }
            return variable.bindings.contains { binding in
                binding.pattern.trimmedDescription == name && binding.typeAnnotation?.type.trimmedDescription == "Text"
            }
        }
    }

    /// `label` for `label` and `self.label`; nil for anything else.
    private static func propertyName(_ view: ExprSyntax) -> String? {
        if let reference = view.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil {
            return reference.baseName.text
        }
        if let member = view.as(MemberAccessExprSyntax.self), member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
            return member.declName.baseName.text
        }
        return nil
    }
}
