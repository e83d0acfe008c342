/// What a navigation stack shows: the screen on top and what its bar takes above it — the bar,
/// the title (large below the bar, or inline in it) and the search field. Worked out once, and
/// read both by `Lowerer.lowerNavigationStack`, which places these, and by `ColumnBeyondScreen`,
/// which gives the shown screen the room left below them, so the two agree.
struct NavigationChrome {
    /// The views of the screen shown: the last view pushed, or else the stack's root.
    let shown: [ViewNode]
    /// The views of the screen below the shown one; empty when nothing is pushed.
    let below: [ViewNode]
    /// The shown screen's title modifier (`navigationTitle`, or the deprecated `navigationBarTitle`).
    let title: AppliedModifier?
    /// The title is shown in the bar, not large below it: `navigationBarTitleDisplayMode(.inline)`,
    /// `toolbarTitleDisplayMode(.inline)` or `navigationBarTitle(_:displayMode: .inline)` ("Display
    /// the title within the standard bounds of the navigation bar", Apple,
    /// `NavigationBarItem.TitleDisplayMode.inline`).
    let isTitleInline: Bool
    /// The shown screen's `.searchable`, whose field the bar shows below the title.
    let search: AppliedModifier?
    /// The shown screen's `.toolbar` modifiers, whose items sit at the bar's trailing end.
    let toolbars: [AppliedModifier]

    /// The chrome of a `NavigationStack` node: its `.pushed` children are the views pushed on its root.
    init(stack: ViewNode) {
        let pushed = stack.children.filter { $0.slot == .pushed }
        let root = stack.children.filter { $0.slot != .pushed }
        let below = pushed.isEmpty ? [] : pushed.count > 1 ? [pushed[pushed.count - 2]] : root
        self.init(screen: pushed.last.map { [$0] } ?? root, below: below)
    }

    /// The chrome over `screen`, a view shown in a navigation stack.
    init(screen: [ViewNode], below: [ViewNode] = []) {
        shown = screen
        self.below = below
        let modifiers = Lowerer.modifiers(in: ViewNode(.group, children: screen, source: screen.first?.source), named: Self.modifierNames)
        title = modifiers.first { $0.name == "navigationTitle" || $0.name == "navigationBarTitle" }
        isTitleInline = modifiers.contains { modifier in
            switch modifier.name {
            case "navigationBarTitleDisplayMode", "toolbarTitleDisplayMode": modifier.first?.value.enumName == "inline"
            case "navigationBarTitle": modifier.argument("displayMode")?.value.enumName == "inline"
            default: false
            }
        }
        search = modifiers.first { $0.name == "searchable" }
        toolbars = modifiers.filter { $0.name == "toolbar" }
    }

    static let modifierNames: Set<String> = ["navigationTitle", "navigationBarTitle", "navigationBarTitleDisplayMode",
                                             "toolbarTitleDisplayMode", "searchable", "toolbar"]

    /// The height of the large title below the bar: none for an inline title or none at all.
    var largeTitleHeight: Double { title != nil && !isTitleInline ? LayoutConstants.largeTitleHeight : 0 }

    /// The height of the search field's row below the title.
    var searchFieldHeight: Double { search != nil ? LayoutConstants.searchFieldHeight : 0 }

    /// What the chrome takes above the shown screen: the bar, the large title, the search field.
    var height: Double { LayoutConstants.navigationBarHeight + largeTitleHeight + searchFieldHeight }
}
