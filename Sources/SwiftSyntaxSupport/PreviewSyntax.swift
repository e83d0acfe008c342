import SwiftSyntax

/// `#Preview { … }` and `PreviewProvider` types: code that pins sizes and states on purpose to
/// show them in Xcode and never ships, so the source rules do not read it.
public enum PreviewSyntax {
    /// The kinds of node `isPreview` can be true of.
    public static let kinds: [SyntaxKind] = [.macroExpansionDecl, .macroExpansionExpr, .structDecl, .enumDecl]

    /// Whether `node` is a `#Preview` or a `PreviewProvider` type (asked only about nodes of `kinds`).
    public static func isPreview(_ node: Syntax) -> Bool {
        let inherited: InheritedTypeListSyntax?
        switch node.kind {
        case .macroExpansionDecl: return node.cast(MacroExpansionDeclSyntax.self).macroName.text == "Preview"
        case .macroExpansionExpr: return node.cast(MacroExpansionExprSyntax.self).macroName.text == "Preview"
        case .structDecl: inherited = node.cast(StructDeclSyntax.self).inheritanceClause?.inheritedTypes
        case .enumDecl: inherited = node.cast(EnumDeclSyntax.self).inheritanceClause?.inheritedTypes
        default: return false
        }
        return inherited?.contains { isPreviewProvider($0.type) } ?? false
    }

    /// Whether `type` is written `PreviewProvider` (the text `trimmedDescription` would give), read
    /// from its name token.
    private static func isPreviewProvider(_ type: TypeSyntax) -> Bool {
        guard let identifier = type.as(IdentifierTypeSyntax.self), identifier.genericArgumentClause == nil,
              identifier.unexpectedBeforeName == nil, identifier.unexpectedBetweenNameAndGenericArgumentClause == nil,
              identifier.unexpectedAfterGenericArgumentClause == nil else { return false }
        return identifier.name.text == "PreviewProvider" && identifier.name.presence == .present
    }
}
