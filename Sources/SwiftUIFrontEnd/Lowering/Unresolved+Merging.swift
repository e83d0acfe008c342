import AccessibilityTree

extension Unresolved {
    /// What this reason about one part means for the element the parts are merged into (a
    /// Button's content, `.accessibilityElement(children: .combine)`): a part shown in one branch
    /// of a run-time condition decides what the merged element reads and how large it is, so its
    /// presence becomes an open question about any of the merged element's facts. A view the
    /// audit does not read (`Origin.opaqueView`) speaks for itself only while it is its own
    /// element: a control built around it takes its name from it, so there it is asked about.
    var inMergedElement: Unresolved {
        if fact == .presence { return Unresolved(reason: reason) }
        if origin == .opaqueView { return Unresolved(fact, reason: reason) }
        return self
    }
}
