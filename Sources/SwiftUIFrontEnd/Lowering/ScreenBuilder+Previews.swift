import AccessibilityTree

/// The previews of a `PreviewProvider`: Xcode makes one of each view `previews` returns (Apple,
/// `PreviewProvider`: "Xcode creates different previews for each view in your preview, so you can
/// see variations side by side"), so a `Group { ContentView(); ContentView().preferredColorScheme(.dark) }`
/// is two screens, never one screen showing the view twice. Each is lowered as an entry of its
/// own, with its branch variants (`buildVariants`). Which preview is lowered does not change what
/// the provider evaluates to, so each variant is evaluated once and every preview is lowered from it.
extension ScreenBuilder {
    /// Previews of one provider lowered at most; a provider of more shows its later ones only
    /// through the last of these.
    static let maximumPreviews = 8

    /// The previews of `root`, the evaluated `previews`: the views of its top-level group, or `root`
    /// itself. A modifier of the app's own applied around them whose body makes one copy of its
    /// content per value (`ForEach(schemes) { scheme in content.preferredColorScheme(scheme) }`,
    /// brave's `previewColorSchemes()`, pocket-casts' `previewOnAllDevices()`) makes as many
    /// previews, each a copy (`isViewModifier` tells such a modifier's node from a view's).
    func previews(of root: ViewNode) -> [ViewNode] {
        topLevelViews(of: root.strippingModifiers.base)
    }

    /// The preview `index` of `root`, the evaluated `previews` (the last when there are fewer),
    /// with the modifiers written around the group, which apply to each. A single view is
    /// returned as it is.
    func preview(_ index: Int, of root: ViewNode) -> ViewNode {
        let previews = previews(of: root)
        guard previews.count > 1 else { return root }
        return Self.replacingBase(of: root, with: previews[min(index, previews.count - 1)])
    }

    /// The views a group holds at its top level, nested groups opened, and the copies a modifier
    /// of the app's own makes; a view that is not a group alone.
    ///
    /// A view of the app's own around the previews (isowords' `Preview { HomeView() }`) whose body
    /// is a group of views each given a preview's name, device, layout or orientation (`content
    /// .previewDisplayName("Mini, dark mode")`) makes one preview of each, as Xcode shows them: those
    /// modifiers mean nothing but a preview of its own.
    private func topLevelViews(of node: ViewNode) -> [ViewNode] {
        if case .custom(let name) = node.primitive, node.children.count == 1 {
            let copies = topLevelViews(of: node.children[0].strippingModifiers.base)
            if isViewModifier(name) { return copies.count > 1 ? copies : [node] }
            if copies.count > 1, copies.allSatisfy(Self.isNamedPreview) { return copies }
        }
        guard case .group = node.primitive else { return [node] }
        return node.children.flatMap { topLevelViews(of: $0) }
    }

    /// The modifiers that set how Xcode shows one preview (Apple, `View.previewDisplayName(_:)`,
    /// `previewDevice(_:)`, `previewLayout(_:)`, `previewInterfaceOrientation(_:)`).
    static let previewModifiers: Set<String> = ["previewDisplayName", "previewDevice", "previewLayout", "previewInterfaceOrientation"]

    /// Whether `node` is given one of the `previewModifiers`.
    private static func isNamedPreview(_ node: ViewNode) -> Bool {
        node.strippingModifiers.modifiers.contains { previewModifiers.contains($0.name) }
    }

    /// `node` with the view inside its modifiers replaced by `base`.
    private static func replacingBase(of node: ViewNode, with base: ViewNode) -> ViewNode {
        guard case .modifier = node.primitive, let inner = node.children.first else { return base }
        var modified = node
        modified.children[0] = replacingBase(of: inner, with: base)
        return modified
    }
}
