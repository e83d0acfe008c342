import SwiftSyntax

extension SyntaxProtocol {
    /// The spaces and tabs before the node on its line, for an edit that inserts a line beside it.
    var leadingIndentation: String {
        leadingTrivia.pieces.reversed().prefix { $0.isSpaceOrTab }.reversed().map { piece -> String in
            switch piece {
            case .spaces(let count): String(repeating: " ", count: count)
            case .tabs(let count): String(repeating: "\t", count: count)
            default: ""
            }
        }.joined()
    }
}
