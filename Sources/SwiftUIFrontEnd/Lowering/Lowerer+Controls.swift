import AccessibilityTree
import Foundation

extension Lowerer {
    mutating func lowerText(_ text: String, _ node: ViewNode, _ context: LoweringContext, _ frame: Rect, path: String) -> [Lowered] {
        var shown = text
        switch context.textCase ?? (context.isSectionHeader ? "uppercase" : nil) {
        case "uppercase": shown = text.uppercased()
        case "lowercase": shown = text.lowercased()
        default: break
        }
        guard !shown.isEmpty else { return [] }
        let layout = TextLayout(text: shown, context: context, width: frame.width)
        var traits: Traits = .staticText
        if context.isSectionHeader { traits.insert(.header) }
        var element = element(node, path: path, frame: frame, label: shown, traits: traits)
        element.visual = context.visualFacts(text: nil, isTruncated: layout.isTruncated)
        // At AX3 the text may grow into the width its container offers it there, not only the
        // width it took at L.
        if !layout.isTruncated, TextLayout.isCutOffAtAccessibilitySize(shown, isKnown: node.unresolved.isEmpty, context: context,
                                                                       width: { context.offeredWidth?.width ?? frame.width }) {
            element.visual?.cutOffAtAccessibilitySize = node.source
            // No line limit: the constant height alone cuts it off, and is the line to change.
            if context.lineLimit == nil { element.visual?.cutOffByHeightAt = context.availableHeightSource }
        }
        // Held to one line, its height is one line of its font whatever its words; its width is the
        // layout's estimate.
        if context.lineLimit == 1, let source = node.source {
            element.deciding(DecidedSize(source: source, width: false, height: true))
        }
        return [Lowered(element: element, isText: true)]
    }

    /// Images: asset images are labelled by their name, symbols by their description (or their
    /// name's words), decorative images produce nothing (docs/swiftui-defaults.md, Default labels and traits).
    func lowerImage(_ source: ImageSource, _ node: ViewNode, _ context: LoweringContext, _ frame: Rect, path: String) -> [Lowered] {
        switch source {
        case .decorative:
            return []
        case .asset(let name):
            return [Lowered(element: element(node, path: path, frame: frame, label: name, traits: .image))]
        case .symbol(let name, let passedAt, let isInControlLabel):
            var symbol = element(node, path: path, frame: frame, label: SymbolDescriptions.spokenLabel(for: name), traits: .image)
            if SymbolDescriptions.isReadByName(name) {
                symbol.symbolNameLabel = SymbolNameLabel(symbol: name, isInControlLabel: isInControlLabel)
            }
            if SymbolDescriptions.label(for: name) == nil { symbol.contentPassedAt = passedAt }
            if let source = Self.symbolSizeSource(node, context) {
                symbol.deciding(DecidedSize(source: source, width: true, height: true))
            }
            return [Lowered(element: symbol, isSymbolImage: true)]
        case .labelled(let label):
            return [Lowered(element: element(node, path: path, frame: frame, label: label, traits: .image))]
        case .runTime:
            return [Lowered(element: element(node, path: path, frame: frame, label: nil, traits: .image))]
        }
    }

    /// The line that decides a symbol's size: the `.font(…)` in effect when it is written in the
    /// same view as the image (on the image, on the control around it, or on their container),
    /// else the image itself. A symbol is drawn at the point size of its font (Apple,
    /// "Configuring and displaying symbol images in your UI"), so that is the line to change.
    private static func symbolSizeSource(_ node: ViewNode, _ context: LoweringContext) -> SourceLocation? {
        guard let image = node.source else { return nil }
        guard let font = context.fontSource, font.file == image.file else { return image }
        return font
    }

    /// The elements of a control's parts (its label views) laid out inside `frame`.
    mutating func lowerParts(_ node: ViewNode, slots: Set<Slot>, _ context: LoweringContext, _ frame: Rect, path: String) -> [Lowered] {
        let parts = node.children.filter { slots.contains($0.slot) }
        let layout = Layout.stack(.horizontal, parts, context, ProposedSize(width: frame.width, height: frame.height), spacing: 8)
        let frames = layout.frames(in: frame, alignment: nil)
        var result: [Lowered] = []
        for (index, child) in layout.children.enumerated() {
            result += lower(child, context, frames[index], path: childPath(path, child, index))
        }
        return result
    }

    /// A `Label`: one element with the title's text; the icon is not spoken (docs/swiftui-defaults.md, Default
    /// labels and traits). With `.labelStyle(.iconOnly)` the title is still spoken but not drawn, so it cannot be
    /// cut off.
    mutating func lowerLabel(_ node: ViewNode, _ context: LoweringContext, _ frame: Rect, path: String) -> [Lowered] {
        let titles = lowerParts(node, slots: [.title, .content, .label], context, frame, path: path)
        let parts = titles.flatMap(\.visibleLeaves).isEmpty ? lowerParts(node, slots: [.icon], context, frame, path: path) : titles
        guard !parts.flatMap(\.visibleLeaves).isEmpty else { return [] }
        var merged = ElementMerging.combine(parts, id: ElementID(path), frame: frame, source: node.source)
        // What is drawn decides the size: the icon alone under `.iconOnly`.
        let drawn = context.labelStyle == "iconOnly" ? lowerParts(node, slots: [.icon], context, frame, path: path) : parts
        let drawnViews = node.children.filter { [.title, .content, .label, .icon].contains($0.slot) }
        merged.element.decidingControl(DecidedSize.ofControl(drawn, drawnBy: context.labelStyle == "iconOnly"
            ? drawnViews.filter { $0.slot == .icon } : drawnViews))
        merged.element.traits.subtract([.image])
        if titles.flatMap(\.visibleLeaves).isEmpty { merged.isText = false }
        if context.labelStyle == "iconOnly" {
            // The title is spoken but not drawn, so it cannot be cut off (docs/swiftui-defaults.md, Default labels
            // and traits).
            merged.element.visual?.isTruncated = nil
        }
        return [merged]
    }

    /// A Button, Link, NavigationLink or Menu: one element labelled by its content, texts joined
    /// with ", " (docs/swiftui-defaults.md, Default labels and traits); an image-only button is
    /// read by its image's label, a symbol's description or name's words.
    mutating func lowerButton(_ node: ViewNode, _ context: LoweringContext, _ frame: Rect, path: String) -> Lowered {
        let parts = lowerParts(node, slots: [.label, .content], context, frame, path: path)
        var merged = ElementMerging.combine(parts, id: ElementID(path), frame: frame, source: node.source)
        if case .link = node.primitive { merged.element.traits = .link } else { merged.element.traits = .button }
        if parts.flatMap(\.visibleLeaves).contains(where: { $0.element.traits.contains(.header) }) {
            merged.element.traits.insert(.header)
        }
        if context.isDisabled { merged.element.traits.insert(.notEnabled) }
        merged.element.customActions = []
        merged.element.unresolved = (merged.element.unresolved + node.unresolved).uniqued
        merged.element.decidingControl(DecidedSize.ofControl(parts, drawnBy: node.children.filter { [.label, .content].contains($0.slot) }))
        // A label of one view in a constant frame the button measures (`Image(systemName:)
        // .frame(width: 32, height: 32)`): the frame is the line that sizes the control.
        let leaves = parts.flatMap(\.visibleLeaves)
        if leaves.count == 1, let framed = leaves[0].constantFrame, framed.sizes(merged.element.frame?.size) {
            merged.element.deciding(DecidedSize(source: framed.source, width: true, height: true))
        }
        merged.isText = false
        merged.isSymbolImage = false
        recordActivation(node.action, on: merged)
        if handlers != nil, case .navigationLink = node.primitive {
            if let value = node.navigationValue, let key = context.navigationPathKey {
                handlers?[merged.element.id, default: SourceHandlers()].pushes = (key, value)
            } else if let link = node.linkDestination, context.isInNavigationStack {
                handlers?[merged.element.id, default: SourceHandlers()].presents = link.key
            } else {
                handlers?[merged.element.id, default: SourceHandlers()].notFollowed = "the navigation it pushes (a `NavigationLink` "
                    + "is followed only inside a `NavigationStack` or `NavigationView`: with a destination, "
                    + "or with a value in a `NavigationStack(path:)` bound to state)"
            }
        }
        return merged
    }
}
