import SwiftSyntax

/// A property of the view's own type, named bare or through `self`, with the type it is declared
/// as: `var label: Text` used bare in a builder shows a text there, as `Text(…)` does, and
/// VoiceOver reads it as its own element; `var volumeImage: Image { … }` draws a picture.
enum DeclaredProperty {
    /// Whether `view` names (`label`, `self.label`) a property of the type around it whose
    /// declared type is `Text`.
    static func isText(_ view: ExprSyntax) -> Bool {
        isProperty(view, declaredAs: "Text")
    }

    /// Whether `expression` names (`name`, `self.name`) a property of the type around it whose
    /// declared type is written `typeName`.
    static func isProperty(_ expression: ExprSyntax, declaredAs typeName: String) -> Bool {
        guard let name = propertyName(expression),
              let members = expression.enclosingTypeScope.asProtocol(DeclGroupSyntax.self)?.memberBlock.members else { return false }
        return members.contains { member in
            guard let variable = member.decl.as(VariableDeclSyntax.self) else { return false }
            return variable.bindings.contains { binding in
                binding.pattern.trimmedDescription == name && binding.typeAnnotation?.type.trimmedDescription == typeName
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
