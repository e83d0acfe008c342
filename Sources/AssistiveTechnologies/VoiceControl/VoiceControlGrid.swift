import AccessibilityTree

/// Voice Control's numbered grid: "Show grid" lays cells over the screen, numbered from 1 row by
/// row; saying a cell's number zooms into it, where the same grid divides that cell again; "Tap"
/// and a number taps the centre of that cell (docs/voice-control.md, Show grid).
///
/// "Show grid", "Show grid with N columns and M rows" and "Hide grid" are commands of Voice
/// Control's own list. The default number of columns and rows, and how deep a person may zoom,
/// are not documented: they are `VoiceControlGridSettings`, whose defaults are assumptions.
public struct VoiceControlGrid: Hashable, Sendable {
    /// The part of the screen the grid covers: the whole screen, or the cell zoomed into.
    public var region: Rect
    public var columns: Int
    public var rows: Int
    /// How many times the grid has been zoomed into.
    public var depth: Int

    public init(region: Rect, columns: Int, rows: Int, depth: Int = 0) {
        self.region = region
        self.columns = max(columns, 1)
        self.rows = max(rows, 1)
        self.depth = depth
    }

    /// The grid over the whole of `screen`.
    public init(over screen: Screen, columns: Int, rows: Int) {
        self.init(region: Rect(x: 0, y: 0, width: screen.size.width, height: screen.size.height),
                  columns: columns, rows: rows)
    }

    /// How many cells it has; numbers run from 1 to this.
    public var cellCount: Int { columns * rows }

    /// Cell `number` (from 1, row by row), nil when there is none.
    public func cell(_ number: Int) -> Rect? {
        guard (1...cellCount).contains(number) else { return nil }
        let column = (number - 1) % columns, row = (number - 1) / columns
        let width = region.width / Double(columns), height = region.height / Double(rows)
        return Rect(x: region.minX + Double(column) * width, y: region.minY + Double(row) * height,
                    width: width, height: height)
    }

    /// The number of the cell that holds `point`, nil when the point is outside the grid.
    public func number(at point: Point) -> Int? {
        guard region.contains(point) else { return nil }
        let column = min(Int((point.x - region.minX) / (region.width / Double(columns))), columns - 1)
        let row = min(Int((point.y - region.minY) / (region.height / Double(rows))), rows - 1)
        return row * columns + column + 1
    }

    /// The grid over cell `number`, one level deeper; nil when there is no such cell.
    public func zoomed(into number: Int) -> VoiceControlGrid? {
        cell(number).map { VoiceControlGrid(region: $0, columns: columns, rows: rows, depth: depth + 1) }
    }
}

/// The grid's size and how far it zooms: settings, because Apple does not document them.
public struct VoiceControlGridSettings: Hashable, Sendable {
    /// Columns and rows "Show grid" draws when none are said (an assumption: 3 by 3).
    public var columns: Int
    public var rows: Int
    /// How many times a person zooms before giving up on reaching a control by grid (an
    /// assumption: 3, a cell of a 3×3 grid then being 1/81 of the screen's width).
    public var maximumZooms: Int

    public init(columns: Int = 3, rows: Int = 3, maximumZooms: Int = 3) {
        self.columns = columns
        self.rows = rows
        self.maximumZooms = maximumZooms
    }
}
