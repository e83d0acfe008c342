import SwiftSyntax

/// Where a node is in its file: the byte range of its tokens (without the trivia around them)
/// and its kind, which together tell it from every other node of the file.
///
/// A place names the same node in every tree parsed from the file's text, and in the tree of the
/// file's `DeclarationSkeleton` for a node outside the bodies it blanks, whose bytes and tokens it
/// shares: the project index can be built from the skeleton and read from the whole tree.
public struct SyntaxPlace: Hashable, Sendable {
    /// The UTF-8 offset of the node's first token, after its leading trivia.
    public let start: Int
    /// The UTF-8 offset just past the node's last token, before its trailing trivia.
    public let end: Int
    public let kind: SyntaxKind

    public init(_ node: some SyntaxProtocol) {
        start = node.positionAfterSkippingLeadingTrivia.utf8Offset
        end = node.endPositionBeforeTrailingTrivia.utf8Offset
        kind = node.kind
    }

    /// The node at this place in `tree`, or nil when there is none of this kind.
    public func node(in tree: some SyntaxProtocol) -> Syntax? {
        find(in: Syntax(tree))
    }

    private func find(in node: Syntax) -> Syntax? {
        if node.kind == kind, node.positionAfterSkippingLeadingTrivia.utf8Offset == start,
           node.endPositionBeforeTrailingTrivia.utf8Offset == end {
            return node
        }
        for child in node.children(viewMode: .sourceAccurate) {
            let childStart = child.position.utf8Offset
            if childStart > start { break }
            guard start <= end, end <= child.endPosition.utf8Offset else { continue }
            if let found = find(in: child) { return found }
        }
        return nil
    }
}
