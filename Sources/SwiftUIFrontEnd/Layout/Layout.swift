import AccessibilityTree

/// An approximate SwiftUI layout: enough to order elements in stacks and grids, give them
/// plausible frames and hit regions, decide `ViewThatFits` and tell whether text is cut off.
///
/// Text is as wide as its characters at about half an em each (`TextMetrics`) and wraps up
/// to its line limit; stacks place children with 8 pt spacing; `.padding()` is 16 pt. Each call
/// here is one `LayoutPass`, which measures each view once per proposal.
enum Layout {
    /// The size `node` takes when offered `proposal`.
    static func measure(_ node: ViewNode, _ context: LoweringContext, _ proposal: ProposedSize) -> Size {
        var pass = LayoutPass()
        return pass.measure(node, at: 0, context, proposal)
    }

    /// `ViewThatFits`: the first child whose ideal size fits the proposal on the constrained
    /// axes, else the last (SwiftUI documentation, ViewThatFits).
    static func chooseFitting(_ node: ViewNode, _ context: LoweringContext, _ proposal: ProposedSize) -> ViewNode? {
        var pass = LayoutPass()
        return pass.chooseFitting(node, at: 0, context, proposal)?.node
    }

    /// Lays out `nodes` along `axis` (`LayoutPass.stack`).
    static func stack(_ axis: StackAxis, _ nodes: [ViewNode], _ context: LoweringContext, _ proposal: ProposedSize,
                      spacing: Double) -> StackLayout {
        var pass = LayoutPass()
        return pass.stack(axis, nodes, at: 0, context, proposal, spacing: spacing)
    }

    /// Groups without modifiers dissolved into their children.
    static func flattened(_ nodes: [ViewNode]) -> [ViewNode] {
        nodes.flatMap { node -> [ViewNode] in
            if case .group = node.primitive, node.unresolved.isEmpty { return flattened(node.children) }
            return [node]
        }
    }
}

extension LayoutPass {
    /// The size `node`, at `place`, takes when offered `proposal`, computed (`measure` remembers it).
    mutating func evaluate(_ node: ViewNode, at place: Place, _ context: LoweringContext, _ proposal: ProposedSize) -> Size {
        switch node.primitive {
        case .modifier(let modifier):
            return measureModified(modifier, node.children.first, at: self.place(ofChild: 0, of: place), context, proposal)
        case .text(let text):
            return TextLayout(text: text, context: context, width: proposal.width).size
        case .image(let source):
            if case .symbol = source {
                let side = (context.textMetrics.size * 1.2).rounded()
                return Size(width: side, height: side)
            }
            return Size(width: LayoutConstants.unknownImageSide, height: LayoutConstants.unknownImageSide)
        case .label where context.labelStyle == "iconOnly":
            return stack(.horizontal, node.children(in: .icon), at: place, context, proposal, spacing: 8).size
        case .button where context.drawsButtonBezel:
            // A bordered button draws a bezel around its label (docs/swiftui-defaults.md, Bordered buttons).
            let isLarge = context.controlSize == "large" || context.controlSize == "extraLarge"
            let insets = isLarge ? LayoutConstants.largeBorderedButtonInsets : LayoutConstants.borderedButtonInsets
            let label = stack(.horizontal, node.children.filter { $0.slot != .option }, at: place, context,
                              ProposedSize(width: proposal.width.map { max(0, $0 - 2 * insets.width) }, height: nil),
                              spacing: 8).size
            return Size(width: label.width + 2 * insets.width, height: label.height + 2 * insets.height)
        case .label, .button, .link, .navigationLink, .menu:
            return stack(.horizontal, node.children.filter { $0.slot != .option }, at: place, context, proposal, spacing: 8).size
        case .toggle:
            let label = stack(.horizontal, node.children, at: place, context, ProposedSize(width: proposal.width.map { $0 - 59 }, height: nil), spacing: 8).size
            return Size(width: proposal.width ?? label.width + 59, height: max(LayoutConstants.switchSize.height, label.height))
        case .slider:
            return Size(width: proposal.width ?? 200, height: LayoutConstants.sliderHeight)
        case .stepper:
            let label = stack(.horizontal, node.children, at: place, context, ProposedSize(width: proposal.width.map { $0 - 102 }, height: nil), spacing: 8).size
            return Size(width: proposal.width ?? label.width + 102, height: max(LayoutConstants.stepperSize.height, label.height))
        case .picker, .datePicker:
            if context.pickerStyle == "segmented" { return Size(width: proposal.width ?? 200, height: 32) }
            let label = stack(.horizontal, node.children(in: .label), at: place, context, proposal, spacing: 8).size
            return Size(width: proposal.width ?? label.width + 80, height: max(label.height, context.textMetrics.lineHeight))
        case .textField:
            return Size(width: proposal.width ?? 200, height: context.textMetrics.lineHeight + 8)
        case .textEditor:
            return Size(width: proposal.width ?? 200, height: proposal.height ?? 100)
        case .progress(let value, _) where context.progressViewStyle == "circular" || (value == nil && context.progressViewStyle != "linear"):
            // On iOS a circular progress view, and an indeterminate one by default, is a spinner of
            // its own size, its label under it; no determinate circular style is drawn there
            // (Apple, `CircularProgressViewStyle`: "circular progress views use an indeterminate style").
            let side = context.controlSize == "large" ? LayoutConstants.spinnerSide.large : LayoutConstants.spinnerSide.regular
            let labels = stack(.vertical, node.children, at: place, context, proposal, spacing: 4).size
            return Size(width: max(side, labels.width), height: side + (labels.height > 0 ? 8 + labels.height : 0))
        case .progress, .gauge:
            let labels = stack(.vertical, node.children, at: place, context, proposal, spacing: 4).size
            return Size(width: proposal.width ?? 200, height: labels.height + 4 + (labels.height > 0 ? 4 : 0))
        case .map, .tabView, .navigationStack, .list, .form:
            let content = stack(.vertical, node.children, at: place, context, ProposedSize(width: proposal.width, height: nil), spacing: 0).size
            return Size(width: proposal.width ?? content.width, height: proposal.height ?? max(content.height, 300))
        case .scrollView(let isHorizontal):
            let inner = ProposedSize(width: isHorizontal ? nil : proposal.width, height: isHorizontal ? proposal.height : nil)
            let content = stack(isHorizontal ? .horizontal : .vertical, node.children, at: place, context, inner, spacing: 0).size
            return Size(width: proposal.width ?? content.width, height: proposal.height.map { min($0, content.height) } ?? content.height)
        case .stack(let axis, let spacing, _):
            return stack(axis, node.children, at: place, context, proposal, spacing: spacing ?? LayoutConstants.stackSpacing).size
        case .custom where node.children.count == 1, .group where node.children.count == 1:
            return measure(node.children[0], at: self.place(ofChild: 0, of: place), context, proposal)
        case .group, .section, .custom, .gridRow:
            let isRow: Bool = { if case .gridRow = node.primitive { return true }; return false }()
            return stack(isRow ? .horizontal : .vertical, node.children, at: place, context, proposal, spacing: LayoutConstants.stackSpacing).size
        case .grid:
            return GridLayout(rows: node.children, at: place, context: context, width: proposal.width, pass: &self).size
        case .viewThatFits:
            guard let chosen = chooseFitting(node, at: place, context, proposal) else { return .zero }
            return measure(chosen.node, at: chosen.place, context, proposal)
        case .spacer(let minLength):
            return Size(width: minLength ?? 0, height: minLength ?? 0)
        case .divider:
            return Size(width: proposal.width ?? 1, height: 1)
        case .shape:
            return Size(width: proposal.width ?? 10, height: proposal.height ?? 10)
        case .empty, .mapMarker, .rotorEntry:
            return .zero
        case .unknown:
            return Size(width: proposal.width ?? 100, height: LayoutConstants.rowMinimumHeight)
        }
    }

    /// `ViewThatFits`: the first child whose ideal size fits the proposal on the constrained
    /// axes, else the last (SwiftUI documentation, ViewThatFits), with its place.
    mutating func chooseFitting(_ node: ViewNode, at place: Place, _ context: LoweringContext,
                                _ proposal: ProposedSize) -> (node: ViewNode, place: Place)? {
        guard case .viewThatFits(let horizontal, let vertical) = node.primitive else { return nil }
        let candidates = Layout.flattened(node.children)
        for (index, candidate) in candidates.enumerated() {
            let candidatePlace = self.place(ofChild: index, of: place)
            let ideal = measure(candidate, at: candidatePlace, context, .unbounded)
            let fitsWidth = !horizontal || proposal.width.map { ideal.width <= $0 + 0.5 } ?? true
            let fitsHeight = !vertical || proposal.height.map { ideal.height <= $0 + 0.5 } ?? true
            if fitsWidth && fitsHeight { return (candidate, candidatePlace) }
        }
        return candidates.last.map { ($0, self.place(ofChild: candidates.count - 1, of: place)) }
    }

    /// The size of the view `modifier` wraps (`child`, at `place`), as the modifier changes it.
    private mutating func measureModified(_ modifier: AppliedModifier, _ child: ViewNode?, at place: Place,
                                          _ context: LoweringContext, _ proposal: ProposedSize) -> Size {
        guard let child else { return .zero }
        let inner = context.applying(modifier)
        switch modifier.name {
        case "padding":
            let insets = EdgeInsetsValue(modifier)
            let content = measure(child, at: place, inner, ProposedSize(width: proposal.width.map { max(0, $0 - insets.horizontal) },
                                                                        height: proposal.height.map { max(0, $0 - insets.vertical) }))
            return Size(width: content.width + insets.horizontal, height: content.height + insets.vertical)
        case "frame":
            let frame = FrameValue(modifier)
            let content = measure(child, at: place, inner, frame.proposal(for: proposal))
            return frame.size(content: content, proposal: proposal)
        case "hidden", "accessibilityHidden", "opacity":
            return measure(child, at: place, inner, proposal)
        case "resizable":
            let width = proposal.width ?? LayoutConstants.unknownImageSide
            return Size(width: width, height: proposal.height ?? width)
        case "scaledToFit" where proposal.width == nil || proposal.height == nil:
            // Fitted into one side the code states (`.resizable().scaledToFit().frame(height: 20)`):
            // the picture keeps its aspect ratio, which the code does not state, so it is taken as
            // square on that side, not as wide as an unknown picture.
            guard let side = proposal.width ?? proposal.height else { return measure(child, at: place, inner, proposal) }
            return measure(child, at: place, inner, ProposedSize(width: side, height: side))
        case "fixedSize":
            return measure(child, at: place, inner, .unbounded)
        case "containerRelativeFrame":
            // The child fills its container (the nearest scroll view) along the axes named.
            let axes = modifier.first?.sourceText ?? ""
            let width = axes.contains("horizontal") ? context.containerWidth ?? proposal.width : proposal.width
            let content = measure(child, at: place, inner, ProposedSize(width: width, height: proposal.height))
            return Size(width: width ?? content.width, height: content.height)
        default:
            return measure(child, at: place, inner, proposal)
        }
    }
}
