import SwiftSyntax

extension FunctionDeclSyntax {
    /// The type the extension declaring this method extends, as written (`Text` for a method in
    /// `extension Text { … }`); nil for a method of a type's own declaration or a global function.
    var extendedTypeName: String? {
        var current = parent
        while let node = current {
            if let extensionDecl = node.as(ExtensionDeclSyntax.self) { return extensionDecl.extendedType.trimmedDescription }
            if node.is(StructDeclSyntax.self) || node.is(ClassDeclSyntax.self) || node.is(EnumDeclSyntax.self)
                || node.is(ActorDeclSyntax.self) || node.is(ProtocolDeclSyntax.self) { return nil }
            current = node.parent
        }
        return nil
    }
}
