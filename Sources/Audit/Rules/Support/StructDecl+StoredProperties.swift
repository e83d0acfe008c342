import SwiftSyntax

extension StructDeclSyntax {
    /// The stored properties the struct declares, in source order: each named binding without
    /// accessors (`let isSelected: Bool`, `var title = ""`), with the declaration it belongs to.
    var storedProperties: [(name: String, binding: PatternBindingSyntax, declaration: VariableDeclSyntax)] {
        memberBlock.members.flatMap { member -> [(name: String, binding: PatternBindingSyntax, declaration: VariableDeclSyntax)] in
            guard let variable = member.decl.as(VariableDeclSyntax.self) else { return [] }
            return variable.bindings.compactMap { binding in
                guard binding.accessorBlock == nil, let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else {
                    return nil
                }
                return (name, binding, variable)
            }
        }
    }
}

extension VariableDeclSyntax {
    /// Declared `static`: the type's, not each instance's.
    var isStatic: Bool { modifiers.contains { $0.name.tokenKind == .keyword(.static) } }
}
