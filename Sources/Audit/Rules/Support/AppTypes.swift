import SwiftSyntax

/// The types a source rule can read by name: those of the file it reads (`inFile(of:)`), and in
/// the app's settlement those other files declare where any file can name them
/// (`AppDeclarationSettlement`).
struct AppTypes {
    /// The declarations of the type with a name: the type and its extensions.
    let declarations: (String) -> [Syntax]

    /// The types the file holding `node` declares.
    static func inFile(of node: some SyntaxProtocol) -> AppTypes {
        let root = node.root
        return AppTypes { root.typeDeclarations(named: $0) }
    }

    /// The numbers written in these types' constants.
    var numbers: WrittenNumbers { WrittenNumbers(typesNamed: declarations) }
}
