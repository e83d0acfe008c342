import AccessibilityTree

/// One measurement of a view tree, which remembers each view's size for each proposal.
///
/// A stack measures a child more than once (a horizontal stack asks for its ideal width, then
/// offers it a share), and measuring a stack measures its children again: without memory the cost
/// of nested stacks doubles with each level (`docs/fuzzing.md`, what was found). A pass names each
/// view by its place below the view it started from — the tree does not change during a pass,
/// and a place always holds the same view in the same context — and computes the size at a place
/// for a proposal once, so the cost grows with the number of views times the proposals each
/// receives.
struct LayoutPass {
    /// A view's place in the pass: 0 is where the pass starts; each child is numbered the first
    /// time it is named.
    typealias Place = Int

    /// Whether passes made without saying remember sizes; off only to check a pass that does
    /// against one that does not.
    @TaskLocal static var isMemoisedByDefault = true

    let isMemoised: Bool
    /// How many sizes the pass has computed (a remembered size is not computed again).
    private(set) var evaluations = 0
    /// How many places have been named (the start not counted).
    private var namedPlaces = 0
    /// For each place, the places of its children by index; 0 (the start, never a child) where
    /// a child is not named yet. Places are small numbers given in turn, so arrays indexed by
    /// them replace dictionaries: no hashing for each child a layout asks about.
    private var childPlaces: [[Place]] = [[]]
    /// For each place, the sizes computed there, each with the proposal it answers (a view
    /// receives a few proposals in a pass, so they are searched in turn).
    private var sizes: [[(proposal: ProposalKey, size: Size)]] = [[]]

    init(isMemoised: Bool = LayoutPass.isMemoisedByDefault) {
        self.isMemoised = isMemoised
    }

    /// The place of the child at `index` in the children of the view at `parent` (as the layout
    /// lists them: groups dissolved, empty views left out).
    mutating func place(ofChild index: Int, of parent: Place) -> Place {
        while parent >= childPlaces.count { childPlaces.append([]) }
        if index < childPlaces[parent].count, childPlaces[parent][index] != 0 { return childPlaces[parent][index] }
        while index >= childPlaces[parent].count { childPlaces[parent].append(0) }
        namedPlaces += 1
        childPlaces[parent][index] = namedPlaces
        return namedPlaces
    }

    /// The size `node`, at `place`, takes when offered `proposal`.
    mutating func measure(_ node: ViewNode, at place: Place, _ context: LoweringContext, _ proposal: ProposedSize) -> Size {
        let key = ProposalKey(proposal)
        if isMemoised, place < sizes.count, let known = sizes[place].first(where: { $0.proposal == key }) { return known.size }
        evaluations += 1
        let size = evaluate(node, at: place, context, proposal)
        if isMemoised {
            while place >= sizes.count { sizes.append([]) }
            sizes[place].append((key, size))
        }
        return size
    }

    /// A proposal by the bits of each length (so 0 and -0 stay apart, as they print apart).
    private struct ProposalKey: Equatable {
        var width: UInt64?
        var height: UInt64?

        init(_ proposal: ProposedSize) {
            width = proposal.width?.bitPattern
            height = proposal.height?.bitPattern
        }
    }
}
