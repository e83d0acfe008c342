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
    private var places: [ChildKey: Place] = [:]
    private var sizes: [SizeKey: Size] = [:]

    init(isMemoised: Bool = LayoutPass.isMemoisedByDefault) {
        self.isMemoised = isMemoised
    }

    /// The place of the child at `index` in the children of the view at `parent` (as the layout
    /// lists them: groups dissolved, empty views left out).
    mutating func place(ofChild index: Int, of parent: Place) -> Place {
        let key = ChildKey(parent: parent, index: index)
        if let place = places[key] { return place }
        let place = places.count + 1
        places[key] = place
        return place
    }

    /// The size `node`, at `place`, takes when offered `proposal`.
    mutating func measure(_ node: ViewNode, at place: Place, _ context: LoweringContext, _ proposal: ProposedSize) -> Size {
        let key = SizeKey(place: place, proposal: proposal)
        if isMemoised, let size = sizes[key] { return size }
        evaluations += 1
        let size = evaluate(node, at: place, context, proposal)
        if isMemoised { sizes[key] = size }
        return size
    }

    private struct ChildKey: Hashable {
        var parent: Place
        var index: Int
    }

    /// A place and a proposal, by the bits of each length (so 0 and -0 stay apart, as they
    /// print apart).
    private struct SizeKey: Hashable {
        var place: Place
        var width: UInt64?
        var height: UInt64?

        init(place: Place, proposal: ProposedSize) {
            self.place = place
            width = proposal.width?.bitPattern
            height = proposal.height?.bitPattern
        }
    }
}
