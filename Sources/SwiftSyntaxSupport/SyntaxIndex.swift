import SwiftSyntax

/// Every node of a file in one flat array, in the order a `SyntaxVisitor` meets them, built
/// in a single walk and shared by every rule that reads the file.
///
/// A visitor walk costs about a twentieth of a parse with the toolchain's SwiftSyntax
/// (docs/benchmarks.md); rules that each walked the tree for the nodes they want made the
/// audit cost several parses. Scanning this array instead costs a few instructions a node.
public struct SyntaxIndex: @unchecked Sendable {
    /// The nodes in pre-order (a node before its children, children in source order).
    public let nodes: [Syntax]
    /// For each node, the index just past its last descendant: `subtreeEnds[i] == i + 1` for a leaf.
    public let subtreeEnds: [Int]
    /// Each node's kind as a small number of this index's own (`numbersByKind`): scans test
    /// kinds by indexing arrays, without comparing or copying `SyntaxKind` values (the
    /// toolchain's SwiftSyntax is built for library evolution, so each of those is a call).
    private let kindNumbers: [UInt16]
    /// The number of each kind in the file.
    private let numbersByKind: [SyntaxKind: UInt16]

    /// An index of no nodes.
    init() {
        nodes = []
        subtreeEnds = []
        kindNumbers = []
        numbersByKind = [:]
    }

    /// Indexes `tree` as a source-accurate visitor sees it (missing nodes left out).
    public init(_ tree: some SyntaxProtocol) {
        let builder = IndexBuilder(viewMode: .sourceAccurate)
        builder.walk(tree)
        nodes = builder.nodes
        subtreeEnds = builder.subtreeEnds
        var numbersByKind: [SyntaxKind: UInt16] = [:]
        kindNumbers = builder.nodes.map { node in
            let kind = node.kind
            if let number = numbersByKind[kind] { return number }
            let number = UInt16(numbersByKind.count)
            numbersByKind[kind] = number
            return number
        }
        self.numbersByKind = numbersByKind
    }

    /// Every node of type `T`, in source order, leaving out whole subtrees whose root
    /// `isSkipped` (which is asked about every node not inside a skipped subtree, or only about
    /// nodes of `skippableKinds` when given: a cheap test of the kind comes first).
    ///
    /// Whether a node is a `T` depends on its kind alone, so it is asked once per kind.
    public func nodes<T: SyntaxProtocol>(_ type: T.Type, skipping isSkipped: (Syntax) -> Bool = { _ in false },
                                         amongKinds skippableKinds: [SyntaxKind]? = nil) -> [T] {
        nodes(type, inSubtrees: [0..<nodes.count], skipping: isSkipped, amongKinds: skippableKinds)
    }

    /// The positions in `nodes` of `root` and its descendants, or nil when `root` is not in this
    /// index (another tree's node, or one the index leaves out).
    ///
    /// Found by a binary search on the nodes' positions, which never decrease in pre-order (a
    /// node starts where its first child does, and a sibling where the one before ends).
    public func subtree(of root: Syntax) -> Range<Int>? {
        let position = root.position
        var low = 0, high = nodes.count
        while low < high {
            let middle = (low + high) / 2
            if nodes[middle].position < position { low = middle + 1 } else { high = middle }
        }
        var index = low
        while index < nodes.count, nodes[index].position == position {
            if nodes[index].id == root.id { return index..<subtreeEnds[index] }
            index += 1
        }
        return nil
    }

    /// Every node of type `T` in `subtrees` (ranges `subtree(of:)` gave, in any order, nested or
    /// not), in source order and each once, skipping as `nodes(_:skipping:amongKinds:)` does.
    ///
    /// Rules that read one declaration at a time scan only its nodes, not the file's for each.
    public func nodes<T: SyntaxProtocol>(_ type: T.Type, inSubtrees subtrees: [Range<Int>],
                                         skipping isSkipped: (Syntax) -> Bool = { _ in false },
                                         amongKinds skippableKinds: [SyntaxKind]? = nil) -> [T] {
        var skippable = [Bool](repeating: skippableKinds == nil, count: numbersByKind.count)
        for kind in skippableKinds ?? [] {
            if let number = numbersByKind[kind] { skippable[Int(number)] = true }
        }
        /// Per kind number: nil not asked yet, else whether nodes of that kind are `T`s.
        var isT = [Bool?](repeating: nil, count: numbersByKind.count)
        var found: [T] = []
        // A subtree is either inside the one before it (already scanned) or after its end.
        var scannedEnd = 0
        for subtree in subtrees.sorted(by: { $0.lowerBound < $1.lowerBound }) where subtree.lowerBound >= scannedEnd {
            var index = subtree.lowerBound
            while index < subtree.upperBound {
                let number = Int(kindNumbers[index])
                if skippable[number], isSkipped(nodes[index]) {
                    index = subtreeEnds[index]
                    continue
                }
                if isT[number] != false {
                    let typed = nodes[index].as(T.self)
                    isT[number] = typed != nil
                    if let typed { found.append(typed) }
                }
                index += 1
            }
            scannedEnd = subtree.upperBound
        }
        return found
    }
}

/// Records nodes on the way down and where each subtree ends on the way up.
private final class IndexBuilder: SyntaxAnyVisitor {
    var nodes: [Syntax] = []
    var subtreeEnds: [Int] = []
    private var open: [Int] = []

    override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
        open.append(nodes.count)
        nodes.append(node)
        subtreeEnds.append(0)
        return .visitChildren
    }

    override func visitAnyPost(_ node: Syntax) {
        guard let start = open.popLast() else { return }
        subtreeEnds[start] = nodes.count
    }
}
