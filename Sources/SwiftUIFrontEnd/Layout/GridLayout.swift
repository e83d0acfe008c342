import AccessibilityTree

/// A `Grid` (or lazy grid) laid out in rows and columns: each column as wide as its widest
/// cell, narrowed evenly when the grid would not fit; each row as tall as its tallest cell.
struct GridLayout {
    var rows: [[ViewNode]]
    var columnWidths: [Double]
    var rowHeights: [Double]
    let spacing = LayoutConstants.stackSpacing

    init(rows nodes: [ViewNode], context: LoweringContext, width: Double?) {
        var pass = LayoutPass()
        self.init(rows: nodes, at: 0, context: context, width: width, pass: &pass)
    }

    /// The grid of the view at `place` whose rows are `nodes`, measured in `pass`.
    init(rows nodes: [ViewNode], at place: LayoutPass.Place, context: LoweringContext, width: Double?,
         pass: inout LayoutPass) {
        let rows = Layout.flattened(nodes).map { row in
            if case .gridRow = row.primitive { return Layout.flattened(row.children) }
            return [row]
        }
        var places: [[LayoutPass.Place]] = []
        for (row, cells) in rows.enumerated() {
            let rowPlace = pass.place(ofChild: row, of: place)
            places.append(cells.indices.map { pass.place(ofChild: $0, of: rowPlace) })
        }
        self.rows = rows
        let columnCount = rows.map(\.count).max() ?? 0
        var widths = [Double](repeating: 0, count: columnCount)
        for (row, cells) in rows.enumerated() {
            for (column, cell) in cells.enumerated() {
                widths[column] = max(widths[column], pass.measure(cell, at: places[row][column], context, .unbounded).width)
            }
        }
        let gaps = LayoutConstants.stackSpacing * Double(max(0, columnCount - 1))
        if let width, widths.reduce(0, +) + gaps > width, columnCount > 0 {
            widths = [Double](repeating: max(0, width - gaps) / Double(columnCount), count: columnCount)
        }
        columnWidths = widths
        var heights: [Double] = []
        for (row, cells) in rows.enumerated() {
            heights.append(cells.enumerated().map { column, cell in
                pass.measure(cell, at: places[row][column], context, ProposedSize(width: widths[column], height: nil)).height
            }.max() ?? 0)
        }
        rowHeights = heights
    }

    var size: Size {
        Size(width: columnWidths.reduce(0, +) + spacing * Double(max(0, columnWidths.count - 1)),
             height: rowHeights.reduce(0, +) + spacing * Double(max(0, rowHeights.count - 1)))
    }

    /// Each cell with its frame, row by row.
    func cells(in rect: Rect) -> [(node: ViewNode, frame: Rect)] {
        var result: [(ViewNode, Rect)] = []
        var y = rect.minY
        for (rowIndex, row) in rows.enumerated() {
            var x = rect.minX
            for (column, cell) in row.enumerated() {
                result.append((cell, Rect(x: x, y: y, width: columnWidths[column], height: rowHeights[rowIndex])))
                x += columnWidths[column] + spacing
            }
            y += rowHeights[rowIndex] + spacing
        }
        return result
    }
}
