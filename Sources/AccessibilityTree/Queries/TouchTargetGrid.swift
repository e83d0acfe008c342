/// The elements a finger can touch, filed by a uniform grid over their frames, so that a touch
/// tests only the elements whose frames meet its cell.
///
/// Targets keep their front-to-back order (their index): the first target in a cell whose frame
/// contains the point is the one `Screen.hitTest(_:)` finds. A target that would fill many cells
/// (a full-screen background), or whose frame is not finite, is kept in one list tested on every
/// touch instead, so the grid stays about as large as the number of targets.
///
/// A simulator that only hit-tests (Dwell) builds this alone; `ScreenIndex` holds one beside the
/// navigation order.
public struct TouchTargetGrid: Sendable {
    /// The most cells one target is filed in; a larger one is tested on every touch.
    static let maximumCellsPerTarget = 64

    /// The targets that have a frame, front-most first, with their frames.
    private let targets: [(element: AccessibilityElement, frame: Rect)]
    /// The rectangle the grid covers: every finite frame.
    private let bounds: Rect
    private let columns: Int
    private let rows: Int
    /// For each cell (row by row), the targets whose frames meet it, by ascending index.
    private let cells: [[Int]]
    /// The targets tested on every touch, by ascending index.
    private let everywhere: [Int]

    /// The grid of `screen`'s touch targets: `frontMost(at:)` answers as `Screen.hitTest(_:)` does.
    /// - Complexity: O(n) in the elements of the tree.
    public init(screen: Screen) {
        self.init(screen.touchTargets)
    }

    /// - Parameter elements: the touchable elements, front-most first (`Screen.touchTargets`).
    init(_ elements: [AccessibilityElement]) {
        targets = elements.compactMap { element in element.frame.map { (element, $0) } }
        let finite = targets.map(\.frame).filter(\.isFinite)
        bounds = finite.dropFirst().reduce(finite.first ?? .zero) { $0.union($1) }
        let side = min(max(Int(Double(finite.count).squareRoot()), 1), 256)
        columns = side
        rows = side
        var cells = Array(repeating: [Int](), count: side * side)
        var everywhere: [Int] = []
        for (index, target) in targets.enumerated() {
            guard target.frame.isFinite else {
                everywhere.append(index)
                continue
            }
            let columnRange = Self.cell(target.frame.minX, from: bounds.minX, span: bounds.width, count: side)
                ... Self.cell(target.frame.maxX, from: bounds.minX, span: bounds.width, count: side)
            let rowRange = Self.cell(target.frame.minY, from: bounds.minY, span: bounds.height, count: side)
                ... Self.cell(target.frame.maxY, from: bounds.minY, span: bounds.height, count: side)
            guard columnRange.count * rowRange.count <= Self.maximumCellsPerTarget else {
                everywhere.append(index)
                continue
            }
            for row in rowRange {
                for column in columnRange { cells[row * side + column].append(index) }
            }
        }
        self.cells = cells
        self.everywhere = everywhere
    }

    /// The front-most target whose frame contains `point`: `Screen.hitTest(_:)`.
    /// - Complexity: O(1) on average for elements spread over the screen.
    public func frontMost(at point: Point) -> AccessibilityElement? {
        var found = everywhere.first { targets[$0].frame.contains(point) }
        let column = Self.cell(point.x, from: bounds.minX, span: bounds.width, count: columns)
        let row = Self.cell(point.y, from: bounds.minY, span: bounds.height, count: rows)
        for index in cells[row * columns + column] {
            if let found, index > found { break }
            if targets[index].frame.contains(point) {
                found = index
                break
            }
        }
        return found.map { targets[$0].element }
    }

    /// The cell along one axis that holds `value`; values outside the grid fall in the edge cells.
    /// Monotonic in `value`, so a point inside a frame falls between the frame's first and last cells.
    private static func cell(_ value: Double, from origin: Double, span: Double, count: Int) -> Int {
        let position = span > 0 ? ((value - origin) / span * Double(count)).rounded(.down) : 0
        guard !position.isNaN else { return 0 }
        return Int(min(max(position, 0), Double(count - 1)))
    }
}

extension Rect {
    /// Whether every coordinate is a finite number.
    var isFinite: Bool {
        origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite
    }
}
