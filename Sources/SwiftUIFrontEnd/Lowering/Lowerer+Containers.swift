import AccessibilityTree

extension Lowerer {
    /// `List` and `Form`: a container of rows in the inset grouped style; section headers are
    /// headings, upper-cased as drawn (docs/swiftui-defaults.md, Default labels and traits).
    mutating func lowerList(_ node: ViewNode, _ context: LoweringContext, _ frame: Rect, path: String) -> Lowered {
        let margin = LayoutConstants.listMargin + LayoutConstants.rowPadding
        let rowWidth = max(0, frame.width - 2 * margin)
        var y = frame.minY + LayoutConstants.rowPadding
        var items: [Lowered] = []
        func place(_ row: ViewNode, _ rowContext: LoweringContext, path rowPath: String, minimumHeight: Double,
                   lowerer: inout Lowerer) {
            let size = Layout.measure(row, rowContext, ProposedSize(width: rowWidth, height: nil))
            let height = max(minimumHeight, size.height + (minimumHeight > 0 ? 2 * LayoutConstants.rowVerticalPadding : 0))
            let rowFrame = Rect(x: frame.minX + margin, y: y, width: rowWidth, height: height)
            var offered = rowContext
            offered.offeredWidth = OfferedWidth(rowWidth)
            var lowered = lowerer.lower(row, offered, rowFrame, path: rowPath)
            // A row, not a section's header or footer (placed with no minimum height), which no touch selects.
            if minimumHeight > 0, rowContext.buttonStyle == nil, RowTouches.isTakenBySoleButton(row) {
                lowered = lowered.map(RowTouches.undecided)
            }
            items += lowered
            y += height
        }
        for (row, rowPath) in listRows(node.children, path: path) {
            guard case .section = row.strippingModifiers.base.primitive else {
                place(row, context, path: rowPath, minimumHeight: LayoutConstants.rowMinimumHeight, lowerer: &self)
                continue
            }
            var headerContext = context
            headerContext.isSectionHeader = true
            headerContext.font = context.font ?? .textStyle(.footnote)
            let section = row.strippingModifiers.base
            for (offset, header) in Layout.flattened(section.children(in: .header)).enumerated() {
                y += 8
                place(header, headerContext, path: childPath(rowPath, header, offset), minimumHeight: 0, lowerer: &self)
            }
            let rows = listRows(section.children(in: .content), path: rowPath)
            for (content, contentPath) in rows {
                place(content, context, path: contentPath, minimumHeight: LayoutConstants.rowMinimumHeight, lowerer: &self)
            }
            var footerContext = context
            footerContext.font = context.font ?? .textStyle(.footnote)
            for (offset, footer) in Layout.flattened(section.children(in: .footer)).enumerated() {
                place(footer, footerContext, path: childPath(rowPath, footer, rows.count + offset), minimumHeight: 0, lowerer: &self)
            }
            y += LayoutConstants.rowPadding
        }
        return Lowered(element: .container(id: ElementID(path), children: [], frame: frame), children: items.sortedByPriority)
    }

    /// The rows of a list's or section's content, each with its path: every view of the view list
    /// the content makes, as `List` and `Form` read it — through groups and `ForEach` (also under
    /// modifiers, `.onMove`, `.onDelete`, which then apply to each row), and through a view of the
    /// app's own type whose body is several views (a `ForEach` of links beside a button) or a
    /// `Section`: each of those is a row or a section of the list, not one row holding them all
    /// (SwiftUI documentation, List: "a container that presents rows of data arranged in a single
    /// column"; a `ForEach` in a view's body gives a view per element, as one written in the list does).
    private func listRows(_ nodes: [ViewNode], path: String) -> [(node: ViewNode, path: String)] {
        rows(ofFlattened: Layout.flattened(nodes), path: path)
    }

    /// `listRows(_:path:)` of a view list already flattened.
    private func rows(ofFlattened nodes: [ViewNode], path: String) -> [(node: ViewNode, path: String)] {
        nodes.enumerated().flatMap { index, node -> [(node: ViewNode, path: String)] in
            let nodePath = childPath(path, node, index)
            let (modifiers, base) = node.strippingModifiers
            guard base.unresolved.isEmpty, let body = Self.rowsMade(by: base) else { return [(node, nodePath)] }
            return rows(ofFlattened: body, path: nodePath).map { row in
                (modifiers.reversed().reduce(row.node) { $0.modified(by: $1) }, row.path)
            }
        }
    }

    /// The views `view` gives a list as rows of their own, flattened, when it is not one row: a
    /// group or `ForEach` (reached here only under modifiers: bare ones are dissolved before), or
    /// a view of the app's own type whose body is several views or a section; nil otherwise.
    private static func rowsMade(by view: ViewNode) -> [ViewNode]? {
        switch view.primitive {
        case .group:
            return Layout.flattened(view.children)
        case .custom:
            let body = Layout.flattened(view.children)
            guard body.count == 1 else { return body.count > 1 ? body : nil }
            if case .section = body[0].strippingModifiers.base.primitive { return body }
            return nil
        default:
            return nil
        }
    }

    /// `Map`: a container whose markers are separate elements, as VoiceOver visits them one per
    /// swipe, in the spatial order their places have on the map (docs/voiceover-speech.md, Navigation order): each
    /// marker is framed at its coordinate (`MapCoordinate.markerFrames`). Markers whose coordinates are
    /// not all known keep a grid in declaration order.
    mutating func lowerMap(_ node: ViewNode, _ context: LoweringContext, _ frame: Rect, path: String) -> Lowered {
        let markers = Layout.flattened(node.children)
        let side = 44.0
        let coordinates = markers.compactMap { marker -> MapCoordinate? in
            guard case .mapMarker(_, let coordinate) = marker.strippingModifiers.base.primitive else { return nil }
            return coordinate
        }
        let placed = coordinates.count == markers.count
            ? MapCoordinate.markerFrames(for: coordinates, in: frame, side: side)
            : markers.indices.map { index in
                Rect(x: frame.midX - side / 2 + Double(index % 4) * side, y: frame.midY - side / 2 + Double(index / 4) * side,
                     width: side, height: side)
            }
        let items = zip(markers, placed).enumerated().flatMap { index, pair in
            lower(pair.0, context, pair.1, path: childPath(path, pair.0, index))
        }
        var container = AccessibilityElement.container(id: ElementID(path), children: [], frame: frame, label: "Map")
        container.source = node.source
        container.unresolved = node.unresolved
        return Lowered(element: container, children: coordinates.count == markers.count ? GeometricOrder.sorted(items) : items)
    }

    /// `TabView`: the selected tab's content (the one tagged with the selection, else the first)
    /// and a tab bar of tab buttons ("Tab. 1 of 3.", docs/voiceover-speech.md, Containers; UIKit's tab bar model).
    mutating func lowerTabView(_ node: ViewNode, selection: Value?, _ context: LoweringContext, _ frame: Rect,
                               path: String) -> [Lowered] {
        let tabs = Layout.flattened(node.children)
        let selectedIndex = selection.flatMap { selection in
            tabs.firstIndex { tab in
                tab.modifier(named: "tag")?.first.map { Interpreter.equals($0.value, selection) == true } ?? false
            }
        } ?? 0
        guard tabs.indices.contains(selectedIndex) else { return [] }
        let selected = tabs[selectedIndex]
        if let indexDisplay = context.pageIndexDisplay {
            return lowerPages(node, tabs: tabs, selectedIndex: selectedIndex, indexDisplay: indexDisplay, context, frame, path: path)
        }
        let barHeight = LayoutConstants.tabBarHeight
        let contentFrame = Rect(x: frame.minX, y: frame.minY, width: frame.width, height: max(0, frame.height - barHeight))
        var items = lower(selected, context, contentFrame, path: childPath(path, selected, selectedIndex))
        let barFrame = Rect(x: frame.minX, y: frame.maxY - barHeight, width: frame.width, height: barHeight)
        let width = frame.width / Double(tabs.count)
        var buttons: [Lowered] = []
        for (index, tab) in tabs.enumerated() {
            let buttonFrame = Rect(x: frame.minX + Double(index) * width, y: barFrame.minY, width: width, height: barHeight)
            let buttonPath = "\(path)/TabBar/Tab[\(index)]"
            var parts: [Lowered] = []
            if let item = tab.modifier(named: "tabItem")?.first?.value.asView {
                parts = lower(item, context, buttonFrame, path: buttonPath)
            }
            var merged = ElementMerging.combine(parts, id: ElementID(buttonPath), frame: buttonFrame, source: tab.source)
            merged.element.traits = index == selectedIndex ? [.button, .tabButton, .selected] : [.button, .tabButton]
            if let badge = tab.modifier(named: "badge")?.first?.value.interpolated { merged.element.value = badge }
            buttons.append(merged)
        }
        var bar = AccessibilityElement.container(id: ElementID("\(path)/TabBar"), children: [], frame: barFrame)
        bar.traits = .tabBar
        items.append(Lowered(element: bar, children: buttons))
        return items
    }

    /// A `TabView` in the page style (`.tabViewStyle(.page)`, "a paged scrolling `TabView`" in
    /// Apple's documentation of `PageTabViewStyle`): no tab bar; the selected page fills the view,
    /// and the page index view, when its display mode shows it, lies over the page's foot. The
    /// index view is read as UIKit's page control is ("page 2 of 3", adjustable: swiping up or
    /// down turns the page; docs/swiftui-defaults.md, Default labels and traits); that SwiftUI's
    /// index view reads the same is unverified.
    private mutating func lowerPages(_ node: ViewNode, tabs: [ViewNode], selectedIndex: Int, indexDisplay: PageIndexDisplay,
                                     _ context: LoweringContext, _ frame: Rect, path: String) -> [Lowered] {
        let selected = tabs[selectedIndex]
        var items = lower(selected, context, frame, path: childPath(path, selected, selectedIndex))
        guard indexDisplay.showsIndex(pageCount: tabs.count) else { return items }
        let height = LayoutConstants.pageIndexHeight
        let indexFrame = Rect(x: frame.minX, y: frame.maxY - height, width: frame.width, height: height)
        var index = AccessibilityElement(id: ElementID("\(path)/PageIndex"), value: "page \(selectedIndex + 1) of \(tabs.count)",
                                         traits: .adjustable, frame: indexFrame, source: node.source)
        index.unresolved = node.unresolved
        items.append(Lowered(element: index))
        return items
    }

    /// Modifiers named `names` anywhere in `node`'s subtree (not inside presented content).
    static func modifiers(in node: ViewNode, named names: Set<String>) -> [AppliedModifier] {
        var found: [AppliedModifier] = []
        if case .modifier(let modifier) = node.primitive, names.contains(modifier.name) { found.append(modifier) }
        if case .navigationStack = node.primitive, !found.isEmpty { return found }
        for child in node.children {
            if case .navigationStack = child.primitive { continue }
            found += modifiers(in: child, named: names)
        }
        return found
    }

    /// The text of a label-like argument (a string, a `Text`, a partly run-time string).
    static func text(of argument: AppliedModifier.Argument?) -> (text: String, unresolved: Unresolved?)? {
        guard let argument else { return nil }
        switch argument.value {
        case .string(let text): return (text, nil)
        case .view(let node):
            if case .text(let text) = node.strippingModifiers.base.primitive { return (text, node.unresolved.first) }
            return nil
        case .unknown:
            return (argument.value.partialText ?? "\\(\(argument.sourceText))", argument.value.unknownReason.map { Unresolved(reason: $0) })
        // A member of a type the audit did not read (Kiwix's `LocalString.common_search`, an enum
        // its build generates): only a static property can be text here, so its value is not
        // known; it is spelled by its name, which is no file name (as a button's title is,
        // `ViewBuilderArguments.titleText(slot:)`).
        case .enumCase(let name, let arguments) where arguments.isEmpty:
            return (name, Unresolved(reason: "run-time value `\((argument.sourceText.isEmpty ? name : argument.sourceText).clipped)`"))
        default:
            return argument.value.interpolated.map { ($0, nil) }
        }
    }
}
