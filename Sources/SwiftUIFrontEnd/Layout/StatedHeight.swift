import AccessibilityTree

/// A view tree reduced to what the code states about its height, so that measuring it gives a
/// height the screen's content reaches at least (`ColumnBeyondScreen`).
///
/// The layout model fills gaps with guesses: an unknown view is a 44 pt row, a picture of unknown
/// size 100 pt, a shape 10 pt, a run-time `ForEach` one placeholder row, a run-time text the
/// length of its placeholder. Each is left out here (counted as nothing), or, for a text, kept as
/// one line of its font: a text is at least one line high whatever its words.
enum StatedHeight {
    /// `node` with what the code does not state left out; nil when something in it scrolls or
    /// chooses its layout by size, so its height is not one the column must hold.
    static func content(of node: ViewNode) -> ViewNode? {
        if node.adaptsToTextSize { return nil }
        if node.unresolved.contains(where: { $0.fact == .children }) { return empty(node) }
        switch node.primitive {
        case .scrollView, .list, .form, .map, .textEditor, .viewThatFits, .tabView, .navigationStack:
            return nil
        case .unknown, .shape:
            return empty(node)
        case .image(let source):
            if case .symbol = source { return node }
            return empty(node)
        case .text where node.unresolved.contains(where: { $0.concerns(anyOf: [.label, .text]) }):
            var line = node
            line.primitive = .text("M")
            return line
        case .modifier(let modifier):
            if modifier.name == "minimumScaleFactor" { return nil }
            guard let child = node.children.first, let stated = content(of: child) else { return nil }
            // A picture's size comes from the frame around it, not from its own guessed size.
            if ["resizable", "aspectRatio", "scaledToFit", "scaledToFill"].contains(modifier.name) { return stated }
            var modified = node
            modified.children = [stated] + node.children.dropFirst()
            return modified
        default:
            var stated = node
            stated.children = []
            for child in node.children {
                guard let kept = content(of: child) else { return nil }
                stated.children.append(kept)
            }
            return stated
        }
    }

    private static func empty(_ node: ViewNode) -> ViewNode {
        ViewNode(.empty, slot: node.slot, source: node.source)
    }
}
