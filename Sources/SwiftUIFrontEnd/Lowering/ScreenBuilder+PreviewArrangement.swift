/// A preview that lays several views of one kind side by side: `VStack { Field(text: "");
/// Field(text: "123") }`, a `Form` of sections each showing a style. Xcode draws it as one canvas,
/// but it is a sheet of a component's variants, not a screen the app shows: names shared across
/// the variants are not names a person meets together (`Screen.isPreviewArrangement`).
extension ScreenBuilder {
    /// Whether `root`, past its modifiers and any container holding one view alone
    /// (`NavigationStack { SettingsScreen() }`) or any `ViewModifier` of the app around it
    /// (`.screenHorizontalPadding()`), is a container of several views at least two of which are of
    /// one kind (the same view of the app, or the same built-in view).
    static func arrangesSeveralOfOneKind(_ root: ViewNode) -> Bool {
        var node = root.strippingModifiers.base
        while true {
            if Self.wraps(node.primitive), node.children.count == 1 {
                node = node.children[0].strippingModifiers.base
            } else if let content = Self.modifiedContent(of: node) {
                node = content
            } else {
                break
            }
        }
        guard Self.arranges(node.primitive) else { return false }
        var seen: Set<String> = []
        for child in shownViews(in: node.children) where !seen.insert(child.strippingModifiers.base.primitive.name).inserted {
            return true
        }
        return false
    }

    /// The view an app's `ViewModifier` wraps, when `node` is one: the modifier's body is kept
    /// under a custom node placed where the modified view is written, and the view is in it, at
    /// that same place, alone or beside what the body draws around it (`ZStack { color; content
    /// }`, a screen background). A view of the app is placed at its call, its body's views elsewhere.
    private static func modifiedContent(of node: ViewNode) -> ViewNode? {
        guard case .custom = node.primitive, let place = node.source else { return nil }
        var layer = node.children
        for _ in 0..<Self.modifierBodyDepth where !layer.isEmpty {
            if let content = layer.first(where: { $0.source == place }) { return content.strippingModifiers.base }
            layer = layer.flatMap(\.children)
        }
        return nil
    }

    /// How deep in a modifier's body its content is looked for.
    private static let modifierBodyDepth = 8

    /// The views `children` show, groups opened (`ForEach` and `Group` lower to groups).
    private static func shownViews(in children: [ViewNode]) -> [ViewNode] {
        children.flatMap { child -> [ViewNode] in
            let base = child.strippingModifiers.base
            if case .group = base.primitive { return shownViews(in: base.children) }
            if case .empty = base.primitive { return [] }
            return [child]
        }
    }

    /// Containers a preview puts one view in to show it as the app does.
    private static func wraps(_ primitive: Primitive) -> Bool {
        switch primitive {
        case .navigationStack, .scrollView, .group, .stack: true
        default: false
        }
    }

    /// Containers that lay out the views a preview arranges.
    private static func arranges(_ primitive: Primitive) -> Bool {
        switch primitive {
        case .stack, .list, .form, .group, .section, .grid, .scrollView: true
        default: false
        }
    }
}
