import AccessibilityTree

/// Lowers a view graph into accessibility elements with SwiftUI's semantics: containers are
/// transparent, controls are single elements with default labels and traits, and accessibility
/// modifiers transform what their content produced (docs/swiftui-defaults.md).
struct Lowerer {
    /// A sheet, alert or other presentation found while lowering, lowered into its own screen later.
    struct PendingModal {
        var presentation: ModalScreen.Presentation
        var isPresented: Bool?
        var content: ViewNode
        var source: AccessibilityTree.SourceLocation?
        var path: String
        /// The state whose binding presents it, while a screen runs: its dismissal sets it false.
        var presentationKey: String?
    }

    var modals: [PendingModal] = []
    /// What each element does when acted on, recorded only while a screen runs (`SourceScene`).
    var handlers: [ElementID: SourceHandlers]?

    /// The elements `node` produces inside `frame`; `path` is the node's id.
    mutating func lower(_ node: ViewNode, _ context: LoweringContext, _ frame: Rect, path: String) -> [Lowered] {
        var context = context
        if node.adaptsToTextSize { context.adaptsToTextSize = true }
        let callerModifiers = context.callerModifiers, isCalledInAppView = context.isInsideAppView
        context.enter(node)
        var result = lowerPrimitive(node, context, frame, path: path)
        if case .custom = node.primitive, isCalledInAppView {
            result = Self.placingPicture(result, drawnBy: node, modifiedAt: callerModifiers)
        }
        if handlers != nil, let item = node.scrollItem { recordScrollItem(item, on: result) }
        if !node.unresolved.isEmpty {
            for index in result.indices {
                result[index].element.unresolved = (result[index].element.unresolved + node.unresolved).uniqued
            }
        }
        return result
    }

    private mutating func lowerPrimitive(_ node: ViewNode, _ context: LoweringContext, _ frame: Rect, path: String) -> [Lowered] {
        switch node.primitive {
        case .modifier(let modifier):
            guard let child = node.children.first else { return [] }
            return lowerModifier(modifier, child, context, frame, path: path)
        case .text(let text):
            return lowerText(text, node, context, frame, path: path)
        case .image(let source):
            return lowerImage(source, node, context, frame, path: path)
        case .label:
            return lowerLabel(node, context, frame, path: path)
        case .navigationLink where Self.drawsNothing(node):
            // `NavigationLink(destination:isActive:) { EmptyView() }`, the link an app follows from
            // code: `EmptyView` "doesn't contain any content" (Apple, `EmptyView`), so the link has
            // no size and nothing to draw, find or touch.
            return []
        case .button, .navigationLink, .menu, .link:
            return [lowerButton(node, context, frame, path: path)]
        case .toggle, .slider, .stepper, .picker, .datePicker, .textField, .textEditor, .progress, .gauge:
            return lowerControl(node, context, frame, path: path)
        case .map:
            return [lowerMap(node, context, frame, path: path)]
        case .mapMarker(let title, _):
            // A plain element, as the hand-built scenes model a map's annotations (UIKit's
            // MKAnnotationView: "Great Hall."); MapKit for SwiftUI's traits are UNVERIFIED.
            return [Lowered(element: element(node, path: path, frame: frame, label: title, traits: []))]
        case .list, .form:
            return [lowerList(node, context, frame, path: path)]
        case .tabView(let selection):
            return lowerTabView(node, selection: selection, context, frame, path: path)
        case .navigationStack:
            return lowerNavigationStack(node, context, frame, path: path)
        case .viewThatFits:
            guard let chosen = Layout.chooseFitting(node, context, ProposedSize(width: frame.width, height: frame.height)) else { return [] }
            let size = Layout.measure(chosen, context, ProposedSize(width: frame.width, height: frame.height))
            let index = Layout.flattened(node.children).firstIndex { $0.source == chosen.source } ?? 0
            var context = context
            context.adaptsToTextSize = true
            return lower(chosen, context, Rect(x: frame.minX, y: frame.minY, width: size.width, height: size.height),
                         path: childPath(path, chosen, index))
        case .stack, .group, .section, .custom, .gridRow, .scrollView:
            return lowerStack(node, context, frame, path: path)
        case .grid:
            let grid = GridLayout(rows: node.children, context: context, width: frame.width)
            return grid.cells(in: frame).enumerated().flatMap { index, cell in
                lower(cell.node, context, cell.frame, path: childPath(path, cell.node, index))
            }
        case .spacer, .divider, .shape, .empty, .rotorEntry:
            return []
        case .unknown:
            return [placeholder(node, frame, path: path)]
        }
    }

    /// Whether every view of the control's label is an `EmptyView` or an empty text
    /// (`NavigationLink("", destination:isActive:)`, the same idiom written with a title: a text
    /// of no characters draws nothing and takes no space).
    private static func drawsNothing(_ node: ViewNode) -> Bool {
        node.children.allSatisfy { child in
            switch child.strippingModifiers.base.primitive {
            case .empty: true
            case .text(let text): text.isEmpty && child.unresolved.isEmpty
            default: false
            }
        }
    }

    /// The element kept for a view that could not be evaluated: no label, the reasons in `unresolved`.
    private func placeholder(_ node: ViewNode, _ frame: Rect, path: String) -> Lowered {
        Lowered(element: element(node, path: path, frame: frame, label: nil, traits: []))
    }

    /// A new element for `node` with its source location and unresolved reasons.
    func element(_ node: ViewNode, path: String, frame: Rect?, label: String?, value: String? = nil,
                 traits: Traits) -> AccessibilityElement {
        AccessibilityElement(id: ElementID(path), label: label, value: value, traits: traits, frame: frame,
                             source: node.source, unresolved: node.unresolved)
    }

    /// The id of a child: the parent's id, the child's view name and its position.
    func childPath(_ path: String, _ child: ViewNode, _ index: Int) -> String {
        "\(path)/\(child.strippingModifiers.base.primitive.name)[\(index)]"
    }

    /// Transparent containers: their children's elements in order, laid out as a stack.
    mutating func lowerStack(_ node: ViewNode, _ context: LoweringContext, _ frame: Rect, path: String) -> [Lowered] {
        let axis: StackAxis
        var spacing = LayoutConstants.stackSpacing
        var alignment: String?
        switch node.primitive {
        case .stack(let stackAxis, let stackSpacing, let stackAlignment):
            axis = stackAxis
            spacing = stackSpacing ?? spacing
            alignment = stackAlignment
        case .gridRow: axis = .horizontal
        case .scrollView(let isHorizontal):
            axis = isHorizontal ? .horizontal : .vertical
            spacing = 0
        default: axis = .vertical
        }
        var context = context
        // A font set where a view of the app's own type is used sizes its symbols, but the line to
        // change for one of them is inside that view (`LoweringContext.fontSource`).
        if case .custom = node.primitive { context.fontSource = nil }
        if case .custom = node.primitive, node.children.count == 1 {
            let child = node.children[0]
            return lower(child, context, frame, path: childPath(path, child, 0))
        }
        var proposal = ProposedSize(width: frame.width, height: axis == .vertical ? nil : frame.height)
        if case .scrollView(let isHorizontal) = node.primitive {
            // Scroll view content is as wide as it wants along a horizontal axis, and runs past the edge.
            context.containerWidth = frame.width
            if isHorizontal { proposal.width = nil }
        }
        let layout = Layout.stack(axis, node.children, context, proposal, spacing: spacing)
        let frames = layout.frames(in: frame, alignment: alignment)
        let offeredWidths = Self.offeredWidths(of: layout, context, scrollsSideways: proposal.width == nil)
        var result: [Lowered] = []
        for (index, child) in layout.children.enumerated() {
            var offered = context
            offered.offeredWidth = offeredWidths[index]
            result += lower(child, offered, frames[index], path: childPath(path, child, index))
        }
        return axis == .depth ? GeometricOrder.sorted(result) : result
    }
}
