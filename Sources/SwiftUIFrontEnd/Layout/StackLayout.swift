import AccessibilityTree

/// A stack's children with the sizes the stack gives them, and their frames once placed.
struct StackLayout {
    var axis: StackAxis
    var children: [ViewNode]
    var sizes: [Size]
    var spacing: Double
    var size: Size

    /// Each child's frame inside `rect`, aligned as SwiftUI aligns by default (centre) or as given.
    func frames(in rect: Rect, alignment: String?) -> [Rect] {
        var frames: [Rect] = []
        var cursor = axis.isHorizontal ? rect.minX : rect.minY
        for size in sizes {
            switch axis {
            case .vertical, .lazyVertical:
                let x: Double = switch alignment {
                case "leading": rect.minX
                case "trailing": rect.maxX - size.width
                default: rect.midX - size.width / 2
                }
                frames.append(Rect(x: x, y: cursor, width: size.width, height: size.height))
                cursor += size.height + spacing
            case .horizontal, .lazyHorizontal:
                let y: Double = switch alignment {
                case "top", "firstTextBaseline": rect.minY
                case "bottom", "lastTextBaseline": rect.maxY - size.height
                default: rect.midY - size.height / 2
                }
                frames.append(Rect(x: cursor, y: y, width: size.width, height: size.height))
                cursor += size.width + spacing
            case .depth:
                frames.append(Layout.aligned(size, in: rect, alignment: alignment))
            }
        }
        return frames
    }
}

extension Layout {
    /// A rectangle of `size` placed in `frame` by a SwiftUI `Alignment` (centre by default).
    static func aligned(_ size: Size, in frame: Rect, alignment: String?) -> Rect {
        let name = (alignment ?? "center").lowercased()
        let x = name.hasSuffix("leading") ? frame.minX : name.hasSuffix("trailing") ? frame.maxX - size.width : frame.midX - size.width / 2
        let y = name.hasPrefix("top") ? frame.minY : name.hasPrefix("bottom") ? frame.maxY - size.height : frame.midY - size.height / 2
        return Rect(x: x, y: y, width: size.width, height: size.height)
    }
}

extension LayoutPass {
    /// Lays out `nodes`, the children of the view at `place`, along `axis`: vertical stacks stack
    /// their children's sizes; horizontal stacks give fixed-size children their ideal width and
    /// share what is left among the others (text wraps); spacers take the slack.
    mutating func stack(_ axis: StackAxis, _ nodes: [ViewNode], at place: Place, _ context: LoweringContext,
                        _ proposal: ProposedSize, spacing: Double) -> StackLayout {
        let children = Layout.flattened(nodes).filter { node in
            if case .empty = node.primitive { return false }
            return true
        }
        guard !children.isEmpty else {
            return StackLayout(axis: axis, children: [], sizes: [], spacing: spacing, size: .zero)
        }
        let places = children.indices.map { self.place(ofChild: $0, of: place) }
        let gaps = spacing * Double(children.count - 1)
        var sizes: [Size]
        switch axis {
        case .depth:
            sizes = children.indices.map { measure(children[$0], at: places[$0], context, proposal) }
            let size = Size(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).max() ?? 0)
            return StackLayout(axis: axis, children: children, sizes: sizes, spacing: 0, size: size)
        case .vertical, .lazyVertical:
            sizes = children.indices.map { measure(children[$0], at: places[$0], context, ProposedSize(width: proposal.width, height: nil)) }
            Self.distributeSlack(&sizes, children, available: proposal.height, gaps: gaps, isHorizontal: false)
            let size = Size(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).reduce(0, +) + gaps)
            return StackLayout(axis: axis, children: children, sizes: sizes, spacing: spacing, size: size)
        case .horizontal, .lazyHorizontal:
            sizes = children.indices.map { measure(children[$0], at: places[$0], context, ProposedSize(width: nil, height: proposal.height)) }
            let idealTotal = sizes.map(\.width).reduce(0, +) + gaps
            if let width = proposal.width, idealTotal > width {
                sizes = shareWidth(children, at: places, ideal: sizes, available: width - gaps, context, proposal)
            }
            Self.distributeSlack(&sizes, children, available: proposal.width, gaps: gaps, isHorizontal: true)
            let size = Size(width: sizes.map(\.width).reduce(0, +) + gaps, height: sizes.map(\.height).max() ?? 0)
            return StackLayout(axis: axis, children: children, sizes: sizes, spacing: spacing, size: size)
        }
    }

    /// Children narrower than an equal share keep their width; the rest share what remains.
    private mutating func shareWidth(_ children: [ViewNode], at places: [Place], ideal: [Size], available: Double,
                                     _ context: LoweringContext, _ proposal: ProposedSize) -> [Size] {
        var remaining = max(0, available)
        var flexible = Set(children.indices)
        var changed = true
        while changed, !flexible.isEmpty {
            changed = false
            let share = remaining / Double(flexible.count)
            for index in flexible.sorted() where ideal[index].width <= share {
                flexible.remove(index)
                remaining -= ideal[index].width
                changed = true
            }
        }
        let share = flexible.isEmpty ? 0 : remaining / Double(flexible.count)
        return children.indices.map { index in
            flexible.contains(index)
                ? measure(children[index], at: places[index], context, ProposedSize(width: share, height: proposal.height))
                : ideal[index]
        }
    }

    /// Gives the space left along the axis to spacers (and to views that fill, like shapes).
    private static func distributeSlack(_ sizes: inout [Size], _ children: [ViewNode], available: Double?, gaps: Double,
                                        isHorizontal: Bool) {
        guard let available else { return }
        let used = sizes.map { isHorizontal ? $0.width : $0.height }.reduce(0, +) + gaps
        let spacers = children.indices.filter { if case .spacer = children[$0].primitive { return true }; return false }
        guard used < available, !spacers.isEmpty else { return }
        let extra = (available - used) / Double(spacers.count)
        for index in spacers {
            if isHorizontal { sizes[index].width += extra } else { sizes[index].height += extra }
        }
    }
}
