import SwiftSyntax

/// The type names one file declares and extends, found as `UIKitClassIndex` walks a file (nested
/// types, the first clause of `#if`), so the index parses a file only when a type it declares or
/// extends is asked for.
struct UIKitTypeNames: Sendable {
    /// The classes, structs and enums the file declares, nested ones too, each once, in the
    /// order the index meets them.
    private(set) var declared: [String] = []
    /// The names the file's extensions extend, as written.
    private(set) var extended: Set<String> = []
    private var declaredSet: Set<String> = []

    init(_ tree: SourceFileSyntax) {
        for item in tree.statements { collect(Syntax(item.item)) }
    }

    /// Whether the index reads anything of the type `name` from this file.
    func mentions(_ name: String) -> Bool { declaredSet.contains(name) || extended.contains(name) }

    func declares(_ name: String) -> Bool { declaredSet.contains(name) }

    private mutating func collect(_ node: Syntax) {
        if let decl = node.as(ClassDeclSyntax.self) {
            declare(decl.name.text, members: decl.memberBlock)
        } else if let decl = node.as(StructDeclSyntax.self) {
            declare(decl.name.text, members: decl.memberBlock)
        } else if let decl = node.as(EnumDeclSyntax.self) {
            declare(decl.name.text, members: decl.memberBlock)
        } else if let decl = node.as(ExtensionDeclSyntax.self) {
            extended.insert(decl.extendedType.trimmedDescription)
        } else if let clause = node.as(IfConfigDeclSyntax.self) {
            if case .statements(let items)? = clause.clauses.first?.elements {
                for item in items { collect(Syntax(item.item)) }
            } else if case .decls(let members)? = clause.clauses.first?.elements {
                for member in members { collect(Syntax(member.decl)) }
            }
        }
    }

    private mutating func declare(_ name: String, members: MemberBlockSyntax) {
        if declaredSet.insert(name).inserted { declared.append(name) }
        for member in members.members where member.decl.is(ClassDeclSyntax.self) || member.decl.is(StructDeclSyntax.self)
            || member.decl.is(EnumDeclSyntax.self) {
            collect(Syntax(member.decl))
        }
    }
}
