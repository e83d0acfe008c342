import AccessibilityTree

extension Lowerer {
    /// `NavigationStack`: the navigation bar (back button, title as a heading, search field,
    /// toolbar items) above the content of the top screen; titles and toolbars are read from
    /// that screen's modifiers.
    ///
    /// When views are pushed on the root (`.pushed` children, from a preview's known path), the
    /// last one is shown, and the bar starts with the back button titled after the screen below:
    /// "Timetable. Back Button." (docs/voiceover-speech.md, Standard controls, UIKit's navigation bar; label
    /// "Back" when that screen has no title, which VoiceOver reads as just "Back Button."), traits
    /// `[button, backButton]` as the hand-built scenes model it.
    mutating func lowerNavigationStack(_ node: ViewNode, _ context: LoweringContext, _ frame: Rect, path: String) -> [Lowered] {
        let chrome = NavigationChrome(stack: node)
        let shown = chrome.shown
        var items: [Lowered] = []
        var top = frame.minY
        let barFrame = Rect(x: frame.minX, y: top, width: frame.width, height: LayoutConstants.navigationBarHeight)
        top += LayoutConstants.navigationBarHeight
        if !chrome.below.isEmpty {
            let back = backButton(titled: NavigationChrome(screen: chrome.below).title, context, barFrame, path: path,
                                  source: shown.first?.source ?? node.source)
            let pop = shown.last?.pushedByFlag.map(NavigationPop.flag) ?? node.navigationPathKey.map(NavigationPop.path)
            if handlers != nil, let pop {
                // While the screen runs, going back drops the path's last view, or sets false the
                // state that pushed the shown one (docs/live-source.md, Navigation).
                handlers?[back.element.id, default: SourceHandlers()].pops = pop
            }
            items.append(back)
        }
        if let title = chrome.title, let text = Self.text(of: title.first) {
            items.append(titleElement(text, of: title, inline: chrome.isTitleInline, context, barFrame: barFrame,
                                      top: top, path: path))
            top += chrome.largeTitleHeight
        }
        var trailingEdge = barFrame.maxX - 16
        for (index, toolbar) in chrome.toolbars.enumerated() {
            guard let content = toolbar.arguments.lazy.compactMap(\.value.asView).first else { continue }
            // Toolbar items sit side by side at the bar's trailing end, each at least 44 pt square.
            let row = ViewNode(.stack(.horizontal, spacing: 8, alignment: nil), children: [content], source: content.source)
            let size = Layout.measure(row, context, ProposedSize(width: nil, height: barFrame.height))
            let width = max(size.width, 44)
            let rowFrame = Rect(x: trailingEdge - width, y: barFrame.minY, width: width, height: barFrame.height)
            items += lowerStack(row, context, rowFrame, path: "\(path)/Toolbar[\(index)]").map(Self.asBarButtons)
            trailingEdge -= width + 8
        }
        if let search = chrome.search {
            let prompt = Self.text(of: search.argument("prompt"))
            // The system's search field: its row of the bar, 44 pt, takes the touch (docs/swiftui-defaults.md,
            // Navigation bar); the app cannot change its size, so it is not the app's small target.
            let searchFrame = Rect(x: frame.minX + 16, y: top, width: frame.width - 32,
                                   height: LayoutConstants.searchFieldHeight)
            var field = AccessibilityElement(id: ElementID("\(path)/SearchField"), label: prompt?.text ?? "Search",
                                             traits: [.searchField, .textEntry], frame: searchFrame, source: search.source)
            if let reason = prompt?.unresolved { field.unresolved = [Unresolved(.label, reason: reason.reason)] }
            items.append(Lowered(element: field))
            top += chrome.searchFieldHeight
        }
        let contentFrame = Rect(x: frame.minX, y: top, width: frame.width, height: max(0, frame.maxY - top))
        var context = context
        if let key = node.navigationPathKey { context.navigationPathKey = key }
        context.isInNavigationStack = true
        for (index, child) in Layout.flattened(shown).enumerated() {
            let size = Layout.measure(child, context, ProposedSize(width: contentFrame.width, height: contentFrame.height))
            let childFrame = Rect(x: contentFrame.minX + (contentFrame.width - size.width) / 2, y: contentFrame.minY,
                                  width: size.width, height: size.height)
            items += lower(child, context, childFrame, path: childPath(path, child, index))
        }
        return items
    }

    /// The shown screen's title, read as a heading: large, in its own row below the bar, or
    /// inline, centred in the bar in the Headline style, with no row of its own (Apple,
    /// `NavigationBarItem.TitleDisplayMode.inline`: "Display the title within the standard bounds
    /// of the navigation bar").
    private func titleElement(_ text: (text: String, unresolved: Unresolved?), of title: AppliedModifier, inline: Bool,
                              _ context: LoweringContext, barFrame: Rect, top: Double, path: String) -> Lowered {
        let frame: Rect
        if inline {
            let textWidth = Layout.measure(ViewNode(.text(text.text), source: title.source), context,
                                           ProposedSize(width: barFrame.width / 2, height: barFrame.height)).width
            frame = Rect(x: barFrame.midX - textWidth / 2, y: barFrame.minY, width: textWidth, height: barFrame.height)
        } else {
            frame = Rect(x: barFrame.minX + 16, y: top, width: barFrame.width - 32, height: LayoutConstants.largeTitleHeight)
        }
        var element = AccessibilityElement(id: ElementID("\(path)/NavigationTitle"), label: text.text, traits: .header,
                                           frame: frame, source: title.source)
        element.visual = inline ? VisualFacts(font: .textStyle(.headline), fontWeight: .semibold)
                                : VisualFacts(font: .textStyle(.largeTitle), fontWeight: .bold)
        if let reason = text.unresolved { element.unresolved = [Unresolved(.label, reason: reason.reason)] }
        return Lowered(element: element, isText: true)
    }

    /// Toolbar items as the bar shows them: a bar button's hit region is at least 44×44 pt around
    /// its content (docs/swiftui-defaults.md, Navigation bar).
    static func asBarButtons(_ item: Lowered) -> Lowered {
        var item = item
        item.children = item.children.map(asBarButtons)
        guard item.element.isAccessibilityElement, let frame = item.element.frame,
              item.element.traits.contains(.button) || item.element.traits.contains(.link) else { return item }
        let side = LayoutConstants.rowMinimumHeight
        let width = max(frame.width, side), height = max(frame.height, side)
        item.element.frame = Rect(x: frame.midX - width / 2, y: frame.midY - height / 2, width: width, height: height)
        return item
    }

    /// The back button at the bar's leading edge, titled after the screen below.
    private func backButton(titled title: AppliedModifier?, _ context: LoweringContext, _ barFrame: Rect, path: String,
                            source: SourceLocation?) -> Lowered {
        let text = Self.text(of: title?.first)
        let label = text?.text ?? "Back"
        let textWidth = Layout.measure(ViewNode(.text(label), source: source), context,
                                       ProposedSize(width: barFrame.width / 2, height: barFrame.height)).width
        // A chevron (about 24 pt with its margin) before the title.
        let frame = Rect(x: barFrame.minX + 8, y: barFrame.minY, width: textWidth + 24, height: barFrame.height)
        var element = AccessibilityElement(id: ElementID("\(path)/BackButton"), label: label, traits: [.button, .backButton],
                                           frame: frame, gestures: [.tap], source: title?.source ?? source)
        if let reason = text?.unresolved { element.unresolved = [reason] }
        return Lowered(element: element)
    }
}
