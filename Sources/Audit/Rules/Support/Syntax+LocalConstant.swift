import SwiftSyntax

extension ExprSyntax {
    /// The value a local constant this expression names was given (`image` after `let image =
    /// UIImage(systemName: "ellipsis.circle")` earlier in the same function or closure), else
    /// the expression itself: what a rule reading the argument of a call sees written there.
    var throughLocalConstant: ExprSyntax {
        guard let reference = self.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil,
              let scope = enclosingFunctionScope else { return self }
        let name = reference.baseName.text
        let declared = scope.descendants(VariableDeclSyntax.self).last { variable in
            variable.bindingSpecifier.tokenKind == .keyword(.let) && variable.bindings.count == 1
                && variable.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name
                && variable.endPosition <= position
        }
        return declared?.bindings.first?.initializer?.value ?? self
    }
}
