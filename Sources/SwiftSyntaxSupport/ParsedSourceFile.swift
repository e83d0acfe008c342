import SwiftParser
import SwiftSyntax

/// A Swift file parsed once, shared by every front end and rule that reads it.
///
/// Parsing dominates the cost of an audit, so the tree is built once per file, and the
/// location converter and the node index once per tree.
public struct ParsedSourceFile: @unchecked Sendable {
    /// The path as the user gave it (relative paths stay relative, for messages).
    public let path: String
    public let text: String
    public let tree: SourceFileSyntax
    public let locationConverter: SourceLocationConverter
    /// Every node in one flat array, so rules scan instead of walking the tree each; empty when
    /// the file was parsed without it (`indexesNodes: false`, see `withNodeIndex()`).
    public private(set) var index: SyntaxIndex
    /// Whether `index` holds the file's nodes.
    public private(set) var hasNodeIndex: Bool

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
        self.path = path
        self.text = text
        // Thousands of nested brackets recurse deeper in the parser than a default stack allows.
        self.tree = LargeStack.run { Parser.parse(source: text) }
        self.locationConverter = SourceLocationConverter(fileName: path, tree: tree)
        self.index = indexesNodes ? SyntaxIndex(tree) : SyntaxIndex()
        self.hasNodeIndex = indexesNodes
    }

    /// This file with its node index, built now if it was parsed without one.
    public func withNodeIndex() -> ParsedSourceFile {
        guard !hasNodeIndex else { return self }
        var indexed = self
        indexed.index = SyntaxIndex(tree)
        indexed.hasNodeIndex = true
        return indexed
    }

    /// The 1-based line and column of `position` (columns count UTF-8 bytes, as Xcode does).
    public func lineAndColumn(of position: AbsolutePosition) -> (line: Int, column: Int) {
        let location = locationConverter.location(for: position)
        return (location.line, location.column)
    }

    /// The 1-based line and column where `node`'s first token starts (after leading trivia).
    public func lineAndColumn(of node: some SyntaxProtocol) -> (line: Int, column: Int) {
        lineAndColumn(of: node.positionAfterSkippingLeadingTrivia)
    }

    /// Whether the parser had to recover from errors (the file does not compile as written).
    public var hasSyntaxErrors: Bool { tree.hasError }
}
