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
    /// For each kind number, the positions in `nodes` of the nodes of that kind, in order: a scan
    /// for one type of node reads those of its kinds, not every node of the file (some sixty rules
    /// scan each file).
    private let positionsByKind: [[Int]]
    /// The positions of the previews (`PreviewSyntax`), nested ones included, in order: found once
    /// here, not again by each of the rules that scan the file outside them.
    private let previewPositions: [Int]

    /// An index of no nodes.
    init() {
        nodes = []
        subtreeEnds = []
        kindNumbers = []
        numbersByKind = [:]
        positionsByKind = []
        previewPositions = []
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
        var positionsByKind = [[Int]](repeating: [], count: numbersByKind.count)
        for (position, number) in kindNumbers.enumerated() { positionsByKind[Int(number)].append(position) }
        self.positionsByKind = positionsByKind
        var previewPositions: [Int] = []
        for kind in Set(PreviewSyntax.kinds) {
            guard let number = numbersByKind[kind] else { continue }
            previewPositions += positionsByKind[Int(number)].filter { PreviewSyntax.isPreview(builder.nodes[$0]) }
        }
        self.previewPositions = previewPositions.sorted()
    }

    /// `nodes(_:skipping:amongKinds:)` skipping the previews, from the positions found when the
    /// index was built: the same nodes, without asking about each `struct` and `enum` again.
    public func nodesOutsidePreviews<T: SyntaxProtocol>(_ type: T.Type, inSubtrees subtrees: [Range<Int>]? = nil) -> [T] {
        nodesOfTheirKinds(type, inSubtrees: subtrees ?? [0..<nodes.count]) { scanned in
            outermost(of: previewPositions, in: scanned) { _ in true }
        }
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
        if let skippableKinds {
            return nodesOfTheirKinds(type, inSubtrees: subtrees) { scanned in
                skipped(in: scanned, ofKinds: skippableKinds, isSkipped)
            }
        }
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

    /// `nodes(_:inSubtrees:skipping:amongKinds:)` with the kinds that may be skipped given: reads
    /// the positions of the kinds that are `T`s only, leaving out the subtrees `findSkipped` gives
    /// for the subtrees scanned (`skipped(in:ofKinds:_:)` asks `isSkipped` about the same nodes as
    /// a scan of every node would ask: those of a skippable kind in the subtrees and not inside a
    /// subtree already skipped).
    private func nodesOfTheirKinds<T: SyntaxProtocol>(_ type: T.Type, inSubtrees subtrees: [Range<Int>],
                                                      skippedIn findSkipped: ([Range<Int>]) -> [Range<Int>]) -> [T] {
        // The subtrees to scan, in order, without those inside the one before.
        var scanned: [Range<Int>] = []
        for subtree in subtrees.sorted(by: { $0.lowerBound < $1.lowerBound })
        where subtree.lowerBound >= (scanned.last?.upperBound ?? 0) && !subtree.isEmpty {
            scanned.append(subtree)
        }
        guard !scanned.isEmpty else { return [] }
        let skippedRanges = findSkipped(scanned)
        // Whether a node is a `T` depends on its kind alone: asked of one node of each kind.
        var wanted: [Int] = []
        var wantedKinds = 0
        for positions in positionsByKind where !positions.isEmpty && nodes[positions[0]].is(T.self) {
            wanted += positions
            wantedKinds += 1
        }
        if wantedKinds > 1 { wanted.sort() }
        var found: [T] = []
        var range = 0, skip = 0
        for position in wanted {
            while range < scanned.count, scanned[range].upperBound <= position { range += 1 }
            guard range < scanned.count else { break }
            guard scanned[range].contains(position) else { continue }
            while skip < skippedRanges.count, skippedRanges[skip].upperBound <= position { skip += 1 }
            if skip < skippedRanges.count, skippedRanges[skip].contains(position) { continue }
            if let typed = nodes[position].as(T.self) { found.append(typed) }
        }
        return found
    }

    /// The subtrees of nodes of `kinds` inside `scanned` (in order, none inside another) that
    /// `isSkipped`, in order, outermost only.
    private func skipped(in scanned: [Range<Int>], ofKinds kinds: [SyntaxKind], _ isSkipped: (Syntax) -> Bool) -> [Range<Int>] {
        var candidates: [Int] = []
        for kind in Set(kinds) {
            if let number = numbersByKind[kind] { candidates += positionsByKind[Int(number)] }
        }
        candidates.sort()
        return outermost(of: candidates, in: scanned, isSkipped)
    }

    /// The subtrees of the nodes at `candidates` (in order) inside `scanned` (in order, none
    /// inside another) that `isSkipped`, in order, outermost only.
    private func outermost(of candidates: [Int], in scanned: [Range<Int>], _ isSkipped: (Syntax) -> Bool) -> [Range<Int>] {
        var skipped: [Range<Int>] = []
        var range = 0
        for position in candidates {
            while range < scanned.count, scanned[range].upperBound <= position { range += 1 }
            guard range < scanned.count else { break }
            guard scanned[range].contains(position), !(skipped.last?.contains(position) ?? false),
                  isSkipped(nodes[position]) else { continue }
            skipped.append(position..<subtreeEnds[position])
        }
        return skipped
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
