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

    /// The place from `start` to `end` of a node of `kind`, whether or not a tree has one there.
    init(start: Int, end: Int, kind: SyntaxKind) {
        self.start = start
        self.end = end
        self.kind = kind
    }

    /// The node at this place in `tree`, or nil when there is none of this kind.
    ///
    /// Reads the children of each node on the way one by one: to find many places in one tree,
    /// `SyntaxPlaceLookup` remembers what it found and searches wide lists by halving.
    public func node(in tree: some SyntaxProtocol) -> Syntax? {
        find(in: Syntax(tree)) { childrenHolding(among: $0).children }
    }

    /// The node at this place at or under `node`: `node` itself, else the first found under
    /// the children `holding` gives for each node on the way (those whose range holds this
    /// place, in order; more than one only where empty nodes meet).
    func find<Children: Collection<Syntax>>(in node: Syntax, holding: (Syntax) -> Children) -> Syntax? {
        if isPlace(of: node) { return node }
        for child in holding(node) {
            if let found = find(in: child, holding: holding) { return found }
        }
        return nil
    }

    /// Whether `node` is at this place: its kind first, a cheap test that rules out all but a
    /// few nodes before the positions without trivia, each a walk to the first or last token.
    func isPlace(of node: Syntax) -> Bool {
        node.kind == kind && node.positionAfterSkippingLeadingTrivia.utf8Offset == start
            && node.endPositionBeforeTrailingTrivia.utf8Offset == end
    }

    /// Whether a child from `childStart` to `childEnd` (trivia included) holds this place.
    func isHeld(from childStart: Int, to childEnd: Int) -> Bool {
        childStart <= start && end <= childEnd
    }

    /// The children of `node` whose range, trivia included, holds this place, in order, and how
    /// many children were read to find them (they are read up to the first that starts after
    /// this place).
    func childrenHolding(among node: Syntax) -> (children: [Syntax], read: Int) {
        var holding: [Syntax] = []
        var read = 0
        for child in node.children(viewMode: .sourceAccurate) {
            read += 1
            let childStart = child.position.utf8Offset
            if childStart > start { break }
            if isHeld(from: childStart, to: child.endPosition.utf8Offset) { holding.append(child) }
        }
        return (holding, read)
    }
}
