extension Lowerer {
    /// The widths a stack offers its children at the size text is judged at
    /// (`LoweringContext.offeredWidth`), in its children's order: a vertical or depth stack
    /// offers each child what it is offered; a horizontal stack shares what it is offered among
    /// its children as laid out at AX3, where its other texts grow too
    /// (`TextLayout.judgedContext`), once for all its children when the first of them asks;
    /// content scrolling sideways is offered as much as it wants.
    static func offeredWidths(of layout: StackLayout, _ context: LoweringContext, scrollsSideways: Bool) -> [OfferedWidth?] {
        let count = layout.children.count
        if scrollsSideways { return Array(repeating: OfferedWidth(.infinity), count: count) }
        guard let offered = context.offeredWidth else { return Array(repeating: nil, count: count) }
        switch layout.axis {
        case .vertical, .lazyVertical, .depth:
            return Array(repeating: offered, count: count)
        case .horizontal, .lazyHorizontal:
            // Laid out at AX3 once, when the first child asks; the children's closures share it.
            var widths: [Double]?
            let share = { (index: Int) -> Double? in
                guard let width = offered.width, width.isFinite, let large = TextLayout.judgedContext(context) else { return offered.width }
                if widths == nil {
                    widths = Layout.stack(layout.axis, layout.children, large, ProposedSize(width: width, height: nil),
                                          spacing: layout.spacing).sizes.map(\.width)
                }
                return widths.flatMap { $0.indices.contains(index) ? $0[index] : nil } ?? width
            }
            return (0..<count).map { index in OfferedWidth(computing: { share(index) }) }
        }
    }
}
