import SwiftSyntax

extension Syntax {
    /// The expression the computed property `name` declared directly in this type returns, when
    /// its getter is that one expression (`var fontSize: CGFloat { isTV ? 30 : 24 }`, or with
    /// `return`), or a `static let` constant's initial value; nil otherwise.
    func propertyReturning(_ name: String) -> ExprSyntax? {
        guard let members = children(viewMode: .sourceAccurate).lazy
            .compactMap({ $0.as(MemberBlockSyntax.self) }).first?.members else { return nil }
        for member in members {
            guard let variable = member.decl.as(VariableDeclSyntax.self), variable.bindings.count == 1,
                  let binding = variable.bindings.first,
                  binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name else { continue }
            if let initial = binding.initializer?.value {
                let isConstant = variable.bindingSpecifier.tokenKind == .keyword(.let) && variable.isStatic
                return isConstant ? initial : nil
            }
            guard case .getter(let statements) = binding.accessorBlock?.accessors, statements.count == 1,
                  let item = statements.first?.item else { return nil }
            if let returned = item.as(ReturnStmtSyntax.self) { return returned.expression }
            return item.as(ExprSyntax.self)
        }
        return nil
    }
}
