import AccessibilityTree

/// A `Grid` (or lazy grid) laid out in rows and columns: each column as wide as its widest
/// cell, narrowed evenly when the grid would not fit; each row as tall as its tallest cell.
struct GridLayout {
    var rows: [[ViewNode]]
    var columnWidths: [Double]
    var rowHeights: [Double]
    let spacing = LayoutConstants.stackSpacing

    init(rows nodes: [ViewNode], context: LoweringContext, width: Double?) {
        rows = Layout.flattened(nodes).map { row in
            if case .gridRow = row.primitive { return Layout.flattened(row.children) }
            return [row]
        }
        let columnCount = rows.map(\.count).max() ?? 0
        var widths = [Double](repeating: 0, count: columnCount)
        for row in rows {
            for (column, cell) in row.enumerated() {
                widths[column] = max(widths[column], Layout.measure(cell, context, .unbounded).width)
            }
        }
        let gaps = spacing * Double(max(0, columnCount - 1))
        if let width, widths.reduce(0, +) + gaps > width, columnCount > 0 {
            widths = [Double](repeating: max(0, width - gaps) / Double(columnCount), count: columnCount)
        }
        columnWidths = widths
        rowHeights = rows.map { row in
            row.enumerated().map { column, cell in
                Layout.measure(cell, context, ProposedSize(width: widths[column], height: nil)).height
            }.max() ?? 0
        }
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
