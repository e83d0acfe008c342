import AccessibilityTree

/// A list row whose only control is a `Button` or `NavigationLink` of the automatic style: the
/// row takes its touches, all of it highlighting, wherever the finger lands (the reason a row of
/// two buttons gives them `.buttonStyle(.borderless)`), so the control's hit region is the
/// row's, whose height the system gives (at least 44 pt, docs/review.md, Hit regions), not
/// its label's (swift-paperless' tag filter: a one-line chip, 28 pt tall, in a form row).
enum RowTouches {
    /// Whether `row` holds exactly one control, a button or a link, with no button style set on
    /// the way to it, and no content of its own (a scroll view, a list, views a `ForEach` repeats:
    /// ACHNBrowserUI's keywords, a horizontal scroll of links in one row).
    static func isTakenBySoleButton(_ row: ViewNode) -> Bool {
        var controls: [Primitive] = []
        var styled = false
        var pending = [row]
        while let node = pending.popLast() {
            // The one row a `ForEach` over a run-time collection stands for, inside the row: its
            // controls are many. (The row itself may be such a placeholder, one row of many.)
            if node.unresolved.contains(where: { $0.fact == .children }), node.source != row.source { return false }
            switch node.primitive {
            case .modifier(let modifier):
                if modifier.name == "buttonStyle" { styled = true }
                pending += node.children
            case .button, .navigationLink, .toggle, .slider, .stepper, .picker, .datePicker, .textField, .textEditor,
                 .link, .menu:
                controls.append(node.primitive)
            case .scrollView, .list, .form, .grid, .tabView:
                return false
            default:
                pending += node.children
            }
        }
        guard !styled, controls.count == 1, let control = controls.first else { return false }
        if case .button = control { return true }
        if case .navigationLink = control { return true }
        return false
    }

    /// `lowered` with no size decided for its controls: their touches are the row's.
    static func undecided(_ lowered: Lowered) -> Lowered {
        var result = lowered
        if result.element.isInteractive { result.element.visual?.decidedSize = nil }
        result.children = result.children.map(undecided)
        return result
    }
}
