import SwiftSyntax

/// The type an implicit `.init(…)` makes where it is what a function or computed property
/// returns: the declared return type (`func eraseToAnyView() -> AnyView { .init(self) }`), when
/// that is a type named outright, not an opaque `some View` (The Swift Programming Language,
/// Expressions: Implicit Member Expression).
enum ReturnedImplicitInit {
    static func typeName(of call: FunctionCallExprSyntax) -> String? {
        guard let statement = call.parent?.as(CodeBlockItemSyntax.self) ?? call.parent?.as(ReturnStmtSyntax.self)?.parent?.as(CodeBlockItemSyntax.self),
              let list = statement.parent?.as(CodeBlockItemListSyntax.self) else { return nil }
        let type: TypeSyntax?
        if let function = list.parent?.as(CodeBlockSyntax.self)?.parent?.as(FunctionDeclSyntax.self) {
            type = function.signature.returnClause?.type
        } else if let binding = list.parent?.as(AccessorBlockSyntax.self)?.parent?.as(PatternBindingSyntax.self)
                    ?? list.parent?.as(CodeBlockSyntax.self)?.parent?.as(AccessorDeclSyntax.self)?.parent?.parent?.parent?.as(PatternBindingSyntax.self) {
            type = binding.typeAnnotation?.type
        } else {
            type = nil
        }
        // A body of one expression returns it; in a longer body only a `return` does.
        if call.parent?.is(CodeBlockItemSyntax.self) == true, list.count != 1 { return nil }
        return type?.as(IdentifierTypeSyntax.self).flatMap { $0.genericArgumentClause == nil ? $0.name.text : nil }
    }
}
