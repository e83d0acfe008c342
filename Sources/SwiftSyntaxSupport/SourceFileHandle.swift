import SwiftSyntax

/// A Swift file of a project, known by its path and text, whose syntax tree is kept either for
/// good or in a `SyntaxTreeStore` that may let it go and parse it again.
///
/// Places in the file (line and column) are answered without the tree.
public final class SourceFileHandle: @unchecked Sendable {
    /// The path as the user gave it.
    public let path: String
    public let text: String
    public let lines: LineTable
    private let store: SyntaxTreeStore?
    /// The parsed file, when no store keeps it.
    private let kept: ParsedSourceFile?
    /// The nodes of `kept`'s tree found by their place.
    private let keptLookup: SyntaxPlaceLookup?

    /// A handle to `parsed`, whose tree `store` keeps while it has room (or this handle for good,
    /// without a store).
    public init(_ parsed: ParsedSourceFile, store: SyntaxTreeStore? = nil) {
        path = parsed.path
        text = parsed.text
        lines = parsed.lines
        self.store = store
        // A skeleton's tree lacks the bodies: the whole text is parsed when the tree is read.
        if parsed.isDeclarationSkeleton {
            kept = store == nil ? ParsedSourceFile(path: parsed.path, text: parsed.text, lines: parsed.lines, indexesNodes: false) : nil
        } else {
            kept = store == nil ? parsed : nil
        }
        keptLookup = kept.map { SyntaxPlaceLookup($0.tree) }
        if !parsed.isDeclarationSkeleton { store?.offer(parsed, for: self) }
        store?.outline(parsed)
    }

    /// The parsed file: kept, or from the store (parsed again if it was let go).
    public var parsed: ParsedSourceFile {
        if let kept { return kept }
        return store?.file(of: self) ?? ParsedSourceFile(path: path, text: text, lines: lines, indexesNodes: false)
    }

    /// The node at `place` in this file's tree.
    func node(at place: SyntaxPlace) -> Syntax? {
        if let store { return store.node(at: place, in: self) }
        return keptLookup?.node(at: place)
    }

    /// The 1-based line and column of `position` (columns count UTF-8 bytes, as Xcode does).
    public func lineAndColumn(of position: AbsolutePosition) -> (line: Int, column: Int) {
        lines.lineAndColumn(of: position)
    }

    /// The 1-based line and column where `node`'s first token starts (after leading trivia).
    public func lineAndColumn(of node: some SyntaxProtocol) -> (line: Int, column: Int) {
        lineAndColumn(of: node.positionAfterSkippingLeadingTrivia)
    }
}

/// A node of a file's syntax tree by its place in the file (`SyntaxPlace`), so an index can name
/// it without keeping the tree alive: the tree is found (or parsed again) when the node is read.
/// A reference made from the tree of the file's declaration skeleton finds its node in the
/// whole tree.
public struct SyntaxReference<Node: SyntaxProtocol>: @unchecked Sendable {
    public let file: SourceFileHandle
    public let place: SyntaxPlace
    /// The node itself, for a reference that keeps its tree alive (code being evaluated now).
    private let held: Node?

    /// A reference to `node`, a node of `file`'s tree, that lets the tree go.
    public init(_ node: Node, in file: SourceFileHandle) {
        self.file = file
        self.place = SyntaxPlace(node)
        self.held = nil
    }

    /// A reference to `node`, a node of `file`'s tree, that keeps the tree alive while it lives.
    public init(holding node: Node, in file: SourceFileHandle) {
        self.file = file
        self.place = SyntaxPlace(node)
        self.held = node
    }

    /// The node, from the tree kept or parsed again.
    public var node: Node {
        if let held { return held }
        guard let found = file.node(at: place)?.as(Node.self) else {
            preconditionFailure("\(file.path): the tree parsed again has no \(Node.self) where one was indexed")
        }
        return found
    }

    /// What tells this node from every other of the project, however often its tree is parsed.
    public var key: Key { Key(path: file.path, place: place) }

    public struct Key: Hashable, Sendable {
        var path: String
        var place: SyntaxPlace
    }
}
