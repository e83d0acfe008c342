import SwiftSyntax
import SwiftSyntaxSupport

/// The tokens of a file that refer to a declaration by name (the base name of each
/// `DeclReferenceExprSyntax`, previews included), by name, in source order: read once from the
/// file's node index for a rule that asks where many names are used.
struct NameReferences {
    private let tokensByName: [String: [TokenSyntax]]

    /// The references of `file`, which has its node index (`ParsedSourceFile.hasNodeIndex`).
    init(_ file: ParsedSourceFile) {
        var tokensByName: [String: [TokenSyntax]] = [:]
        for reference in file.index.nodes(DeclReferenceExprSyntax.self) {
            let name = reference.baseName
            tokensByName[name.text, default: []].append(name)
        }
        self.tokensByName = tokensByName
    }

    /// The tokens naming `name`, in source order.
    subscript(name: String) -> [TokenSyntax] { tokensByName[name] ?? [] }
}
