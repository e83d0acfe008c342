extension ViewNode {
    /// The view as shown on screen when it is audited on its own: a view with toolbar items or a
    /// search field but no `NavigationStack` (or `TabView`) of its own is one that the app pushes
    /// or presents inside a stack, whose navigation bar shows its items; it is wrapped in a
    /// `NavigationStack` so that the bar is lowered (docs/swiftui-defaults.md, Navigation bar).
    var inItsNavigationBar: ViewNode {
        guard !containsNavigationContainer,
              !Lowerer.modifiers(in: self, named: ["toolbar", "searchable"]).isEmpty else { return self }
        return ViewNode(.navigationStack, children: [self], source: source)
    }

    private var containsNavigationContainer: Bool {
        switch primitive {
        case .navigationStack, .tabView: return true
        default: return children.contains { $0.containsNavigationContainer }
        }
    }
}
