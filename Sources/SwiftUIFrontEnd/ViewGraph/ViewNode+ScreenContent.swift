extension ViewNode {
    /// Whether this view is, or holds, a vertical scroll view, a list or a form: the body of a
    /// screen. A tap added to it (`.onTapGesture { hideKeyboard() }`, "tap anywhere to show the
    /// toolbar") answers wherever a finger lands between the screen's own elements; it is not
    /// a control each text and row inside becomes, so it is not given to them (docs/review.md,
    /// A tap on a whole screen). A tap on a row, a card or a stack that does not scroll is.
    var holdsScreenContent: Bool {
        var pending = [self]
        var visited = 0
        while let node = pending.popLast(), visited < Self.screenContentSearchLimit {
            visited += 1
            switch node.primitive {
            case .scrollView(isHorizontal: false), .list, .form: return true
            default: pending += node.children
            }
        }
        return false
    }

    /// How many views the search for a scroll view reads at most: a screen's scroll view sits
    /// near its top, and the search must not cost as much as lowering the screen.
    static let screenContentSearchLimit = 200
}
