import SwiftSyntax
import SwiftSyntaxSupport

extension SyntaxProtocol {
    /// The declarations of the type `name` in this tree — the type itself and its extensions, at
    /// any depth of nesting in other types and `#if` blocks — read from declarations only, never
    /// from function bodies (Session's `enum Values { static let mediumFontSize … }`).
    func typeDeclarations(named name: String) -> [Syntax] {
        var found: [Syntax] = []
        collectTypeDeclarations(named: name, in: Syntax(self), nested: true, into: &found)
        return found
    }

    /// The declarations of the type `name` that another file can name so: those outside any other
    /// type, neither `private` nor `fileprivate` (a `private enum Layout` of another view is not
    /// the `Layout` of this one).
    func visibleTypeDeclarations(named name: String) -> [Syntax] {
        var found: [Syntax] = []
        collectTypeDeclarations(named: name, in: Syntax(self), nested: false, into: &found)
        return found.filter { declaration in
            !(declaration.asProtocol(DeclGroupSyntax.self)?.modifiers.isPrivateOrFilePrivate ?? false)
        }
    }
}

private func collectTypeDeclarations(named name: String, in node: Syntax, nested: Bool, into found: inout [Syntax]) {
    if let file = node.as(SourceFileSyntax.self) {
        for item in file.statements { collectTypeDeclarations(named: name, in: Syntax(item.item), nested: nested, into: &found) }
    } else if let conditional = node.as(IfConfigDeclSyntax.self) {
        for clause in conditional.clauses {
            switch clause.elements {
            case .decls(let members)?: for member in members { collectTypeDeclarations(named: name, in: Syntax(member.decl), nested: nested, into: &found) }
            case .statements(let items)?: for item in items { collectTypeDeclarations(named: name, in: Syntax(item.item), nested: nested, into: &found) }
            default: break
            }
        }
    } else if let group = node.asProtocol(DeclGroupSyntax.self) {
        if group.declaredName == name { found.append(node) }
        guard nested else { return }
        for member in group.memberBlock.members { collectTypeDeclarations(named: name, in: Syntax(member.decl), nested: nested, into: &found) }
    }
}

extension DeclGroupSyntax {
    /// The name a type declaration declares, or the last name of the type an extension extends
    /// (`extension Theme.Fonts` extends `Fonts`).
    fileprivate var declaredName: String? {
        if let type = self.as(StructDeclSyntax.self) { return type.name.text }
        if let type = self.as(EnumDeclSyntax.self) { return type.name.text }
        if let type = self.as(ClassDeclSyntax.self) { return type.name.text }
        if let type = self.as(ActorDeclSyntax.self) { return type.name.text }
        if let type = self.as(ExtensionDeclSyntax.self) {
            return type.extendedType.as(MemberTypeSyntax.self)?.name.text ?? type.extendedType.trimmedDescription
        }
        return nil
    }
}
