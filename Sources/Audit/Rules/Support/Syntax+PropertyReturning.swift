import SwiftSyntax

extension Syntax {
    /// The expression the computed property `name` declared directly in this type returns, when
    /// its getter is that one expression (`var fontSize: CGFloat { isTV ? 30 : 24 }`, or with
    /// `return`), or a `static let` constant's initial value; nil otherwise.
    func propertyReturning(_ name: String) -> ExprSyntax? {
        guard let (variable, binding) = property(named: name), variable.bindings.count == 1 else { return nil }
        if let initial = binding.initializer?.value {
            let isConstant = variable.bindingSpecifier.tokenKind == .keyword(.let) && variable.isStatic
            return isConstant ? initial : nil
        }
        guard case .getter(let statements) = binding.accessorBlock?.accessors else { return nil }
        return statements.returnedExpression
    }

    /// The value the stored property `name` declared directly in this type is declared with
    /// (`var font: Font = .system(size: 11)`): its value unless the code that makes the instance
    /// passes another; nil for a computed property or one declared without a value.
    func storedPropertyDefault(_ name: String) -> ExprSyntax? {
        guard let (_, binding) = property(named: name), binding.accessorBlock == nil else { return nil }
        return binding.initializer?.value
    }

    /// The value a constant of the file holds, declared outside any type (`private let titleFont =
    /// Font.system(size: 17)`), when this node is a file; nil otherwise.
    func fileConstantValue(_ name: String) -> ExprSyntax? {
        guard let file = self.as(SourceFileSyntax.self) else { return nil }
        for item in file.statements {
            guard let variable = item.item.as(VariableDeclSyntax.self), variable.bindingSpecifier.tokenKind == .keyword(.let) else { continue }
            for binding in variable.bindings where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                return binding.initializer?.value
            }
        }
        return nil
    }

    /// The declaration of the property `name` among this type's own members, with its binding.
    func property(named name: String) -> (VariableDeclSyntax, PatternBindingSyntax)? {
        guard let members = children(viewMode: .sourceAccurate).lazy
            .compactMap({ $0.as(MemberBlockSyntax.self) }).first?.members else { return nil }
        for member in members {
            guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
            for binding in variable.bindings where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                return (variable, binding)
            }
        }
        return nil
    }
}

extension CodeBlockItemListSyntax {
    /// The expression a body of one statement gives: that expression, or the one its `return`
    /// returns (`{ systemImage(named: "square.and.arrow.up") }`, `{ return UIImage(…)! }`); nil
    /// for a body of several statements or another kind.
    var returnedExpression: ExprSyntax? {
        guard count == 1, let item = first?.item else { return nil }
        if let returned = item.as(ReturnStmtSyntax.self) { return returned.expression }
        return item.as(ExprSyntax.self)
    }
}
