import SwiftSyntax

extension DeclModifierListSyntax {
    /// Whether the modifiers keep the declaration to its type or file: `private` or `fileprivate`.
    public var isPrivateOrFilePrivate: Bool {
        contains { [.keyword(.private), .keyword(.fileprivate)].contains($0.name.tokenKind) }
    }
}
