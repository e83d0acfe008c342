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
    /// Every node in one flat array, so rules scan instead of walking the tree each.
    public let index: SyntaxIndex

    /// Parses `text` as the contents of `path`.
    public init(path: String, text: String) {
        self.path = path
        self.text = text
        self.tree = Parser.parse(source: text)
        self.locationConverter = SourceLocationConverter(fileName: path, tree: tree)
        self.index = SyntaxIndex(tree)
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
