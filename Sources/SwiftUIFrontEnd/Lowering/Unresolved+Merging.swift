import AccessibilityTree

extension Unresolved {
    /// What this reason about one part means for the element the parts are merged into (a
    /// Button's content, `.accessibilityElement(children: .combine)`): a part shown in one branch
    /// of a run-time condition decides what the merged element reads and how large it is, so its
    /// presence becomes an open question about any of the merged element's facts.
    var inMergedElement: Unresolved {
        fact == .presence ? Unresolved(reason: reason) : self
    }
}
