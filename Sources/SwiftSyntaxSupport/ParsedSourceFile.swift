import SwiftParser
import SwiftSyntax

/// A Swift file parsed once, shared by every front end and rule that reads it.
///
/// Parsing dominates the cost of an audit, so the tree is built once per file, and the node
/// index once per tree. Lines and columns come from a `LineTable` of the text, which a tree
/// parsed again shares, rather than from a `SourceLocationConverter`, which keeps its own copy
/// of the text.
public struct ParsedSourceFile: @unchecked Sendable {
    /// The path as the user gave it (relative paths stay relative, for messages).
    public let path: String
    public let text: String
    public let tree: SourceFileSyntax
    /// Where each line of `text` starts.
    public let lines: LineTable
    /// Every node in one flat array, so rules scan instead of walking the tree each; empty when
    /// the file was parsed without it (`indexesNodes: false`, see `withNodeIndex()`).
    public private(set) var index: SyntaxIndex
    /// Whether `index` holds the file's nodes.
    public private(set) var hasNodeIndex: Bool
    /// Whether `tree` is the tree of the file's `DeclarationSkeleton` (its functions' bodies
    /// blanked), not of `text`: its declarations are where they are in `text`, by `SyntaxPlace`.
    public let isDeclarationSkeleton: Bool

    /// Parses `text` as the contents of `path`, with its node index.
    public init(path: String, text: String) {
        self.init(path: path, text: text, indexesNodes: true)
    }

    /// Parses `text` as the contents of `path`.
    ///
    /// - Parameter indexesNodes: whether to build `index` now. An audit keeps every file of a
    ///   project parsed for its declarations, but needs each file's node index only while its
    ///   rules run: it parses without and asks `withNodeIndex()` then, so the arrays of only a
    ///   few files are alive at once.
    public init(path: String, text: String, indexesNodes: Bool) {
        self.init(path: path, text: text, lines: LineTable(text), indexesNodes: indexesNodes)
    }

    /// Parses `text` again, whose `lines` are known.
    init(path: String, text: String, lines: LineTable, indexesNodes: Bool) {
        self.path = path
        self.text = text
        // Thousands of nested brackets recurse deeper in the parser than a default stack allows.
        self.tree = LargeStack.run { Parser.parse(source: text) }
        self.lines = lines
        self.index = indexesNodes ? SyntaxIndex(tree) : SyntaxIndex()
        self.hasNodeIndex = indexesNodes
        isDeclarationSkeleton = false
    }

    /// Parses the declarations of `text` alone, its functions' bodies blanked
    /// (`DeclarationSkeleton`), for a file only a project index reads; nil when the scan is unsure
    /// of the text, which must then be parsed whole. `text` stays the file's text.
    public init?(declarationsOf text: String, path: String) {
        guard let skeleton = DeclarationSkeleton.blankingBodies(of: text) else { return nil }
        self.init(declarationsOf: text, skeleton: skeleton, path: path)
    }

    /// Parses `skeleton`, the declarations of `text` (`DeclarationSkeleton.blankingBodies(of:)`),
    /// as the file `text` of `path`.
    public init(declarationsOf text: String, skeleton: String, path: String) {
        self.path = path
        self.text = text
        self.tree = LargeStack.run { Parser.parse(source: skeleton) }
        lines = LineTable(text)
        index = SyntaxIndex()
        hasNodeIndex = false
        isDeclarationSkeleton = true
    }

    /// The file `text` of `path` read through one of its declarations parsed alone (`fragment`):
    /// the nodes inside the declaration are where they are in the whole tree, with the same lines
    /// and columns; nothing outside it is the file's (`isDeclarationFragment`).
    public init(path: String, text: String, lines: LineTable, declaration fragment: DeclarationFragment) {
        self.path = path
        self.text = text
        tree = fragment.tree
        self.lines = lines
        index = SyntaxIndex()
        hasNodeIndex = false
        isDeclarationSkeleton = false
        isDeclarationFragment = true
    }

    /// Whether `tree` is one declaration of the file parsed alone (`DeclarationFragment`), not
    /// the whole file: only its nodes inside that declaration may be read.
    public private(set) var isDeclarationFragment = false

    /// This file with its node index, built now if it was parsed without one.
    public func withNodeIndex() -> ParsedSourceFile {
        guard !hasNodeIndex else { return self }
        precondition(!isDeclarationSkeleton && !isDeclarationFragment, "\(path): rules read the whole tree, not a part of it")
        var indexed = self
        indexed.index = SyntaxIndex(tree)
        indexed.hasNodeIndex = true
        return indexed
    }

    /// The 1-based line and column of `position` (columns count UTF-8 bytes, as Xcode does).
    public func lineAndColumn(of position: AbsolutePosition) -> (line: Int, column: Int) {
        lines.lineAndColumn(of: position)
    }

    /// The position of the 1-based `line` and `column` (see `LineTable.position(ofLine:column:)`).
    public func position(ofLine line: Int, column: Int) -> AbsolutePosition {
        lines.position(ofLine: line, column: column)
    }

    /// The 1-based line and column where `node`'s first token starts (after leading trivia).
    public func lineAndColumn(of node: some SyntaxProtocol) -> (line: Int, column: Int) {
        lineAndColumn(of: node.positionAfterSkippingLeadingTrivia)
    }

    /// Whether the parser had to recover from errors (the file does not compile as written).
    public var hasSyntaxErrors: Bool { tree.hasError }
}
