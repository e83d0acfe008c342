import SwiftParser
import SwiftSyntax

/// One innermost declaration of a file (`DeclarationOutline`) parsed alone, its nodes at the
/// places they have in the file's tree, so a `SyntaxPlace` inside it finds the node the whole
/// tree has there.
///
/// A member is parsed inside the braces of a type, as in its file; a top-level item alone. The
/// tree is then moved to the declaration's offset by leading trivia (no bytes are parsed for it),
/// so positions, and the lines and columns the file's `LineTable` gives them, are the file's.
/// The nodes above the declaration are the stand-in type's, not the file's: only the declaration's
/// own nodes are looked up in it.
public struct DeclarationFragment: @unchecked Sendable {
    /// The tree, whose nodes inside the declaration are where they are in the file.
    public let tree: SourceFileSyntax
    /// The bytes of source parsed.
    public let bytes: Int

    /// The type a member is parsed in: its braces give the member the context it has in its file.
    static let memberPrefix = "enum E{"
    static let memberSuffix = "\n}"

    /// `declaration` of `text` parsed alone; nil when it does not parse alone without error as
    /// one declaration of its range (the file's tree must be read instead).
    public init?(_ declaration: DeclarationOutline.Declaration, of text: String) {
        let prefix = declaration.isMember ? Self.memberPrefix : ""
        let offset = declaration.start - prefix.utf8.count
        guard offset >= 0, declaration.end <= text.utf8.count else { return nil }
        let body = Self.slice(text, from: declaration.start, to: declaration.end)
        let source = prefix + body + (declaration.isMember ? Self.memberSuffix : "")
        let parsed = LargeStack.run { Parser.parse(source: source) }
        guard !parsed.hasError, parsed.statements.count == 1 else { return nil }
        var moved = parsed
        moved.leadingTrivia = Trivia(pieces: [.spaces(offset)]) + parsed.leadingTrivia
        guard let item = Self.declarationNode(in: moved, isMember: declaration.isMember),
              item.positionAfterSkippingLeadingTrivia.utf8Offset == declaration.start,
              item.endPositionBeforeTrailingTrivia.utf8Offset == declaration.end else { return nil }
        tree = moved
        bytes = body.utf8.count
    }

    /// The declaration parsed: the one member of the stand-in type, or the one top-level item.
    private static func declarationNode(in tree: SourceFileSyntax, isMember: Bool) -> Syntax? {
        guard let item = tree.statements.first?.item else { return nil }
        guard isMember else { return Syntax(item) }
        guard case .decl(let decl) = item, let group = decl.asProtocol(DeclGroupSyntax.self),
              group.memberBlock.members.count == 1 else { return nil }
        return group.memberBlock.members.first.map { Syntax($0.decl) }
    }

    /// The text of the UTF-8 bytes of `text` from `start` to `end`.
    private static func slice(_ text: String, from start: Int, to end: Int) -> String {
        var text = text
        return text.withUTF8 { bytes in String(decoding: bytes[start..<end], as: UTF8.self) }
    }
}
