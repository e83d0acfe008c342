import Foundation
import SwiftSyntax

/// The nodes of one syntax tree found by their place (`SyntaxPlace`), each place searched for once.
///
/// A place is found by descending from the root through the children whose range holds it.
/// Reading a child is a call into SwiftSyntax that retains and releases the tree, so reading the
/// children of a wide list one by one costs more than the rest of the descent: a generated type
/// with 7,450 static properties (home-assistant's `MaterialDesignIcons`) made each look-up of
/// one of them read about 3,700 of its members, 29 million children in an audit of three apps
/// (docs/benchmarks.md). A list found wider than `wideListLength` has its children's ranges read
/// once (`SyntaxChildRanges`), and the children holding a place are found by halving.
///
/// Thread-safe: one look-up at a time.
public final class SyntaxPlaceLookup: @unchecked Sendable {
    public let tree: Syntax
    /// How many children are read one by one in a node before its children's ranges are kept.
    static let wideListLength = 32
    private let lock = NSLock()
    private var found: [SyntaxPlace: Syntax] = [:]
    private var wideLists: [SyntaxIdentifier: SyntaxChildRanges] = [:]

    public init(_ tree: some SyntaxProtocol) {
        self.tree = Syntax(tree)
    }

    /// The node at `place` in the tree, or nil when there is none of this kind.
    public func node(at place: SyntaxPlace) -> Syntax? {
        lock.withLock {
            if let node = found[place] { return node }
            guard let node = place.find(in: tree, holding: { childrenHolding(place, among: $0) }) else { return nil }
            found[place] = node
            return node
        }
    }

    /// How many lists have their children's ranges kept (for tests).
    var wideListCount: Int { lock.withLock { wideLists.count } }

    /// The children of `node` holding `place`: by halving in a wide list, else read one by one,
    /// keeping the ranges of a list found wide for the next look-ups. Called with the lock held.
    private func childrenHolding(_ place: SyntaxPlace, among node: Syntax) -> ArraySlice<Syntax> {
        if !wideLists.isEmpty, let ranges = wideLists[node.id] { return ranges.holding(place) }
        let (children, read) = place.childrenHolding(among: node)
        if read > Self.wideListLength { wideLists[node.id] = SyntaxChildRanges(of: node) }
        return children[...]
    }
}
