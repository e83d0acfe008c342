import AccessibilityTree

/// An approximate layout of a view hierarchy: constant frames where the code assigns them;
/// otherwise stacks along their axis, and other views' subviews top to bottom in the order they
/// were added, each at its kind's usual height. Auto Layout constraints are not solved, so every
/// frame not assigned as a constant is marked approximate (docs/uikit.md, Layout).
struct UIKitLayout {
    /// Each laid-out view's frame in screen points.
    private(set) var frames: [ObjectID: Rect] = [:]
    /// Views whose frame is estimated rather than stated.
    private(set) var approximate: Set<ObjectID> = []

    /// No views laid out.
    init() {}

    /// Lays out `root` and its subviews in `bounds`.
    init(root: ObjectID, in bounds: Rect, heap: UIKitHeap) {
        _ = place(root, at: bounds.origin, width: bounds.width, heap: heap, fixed: bounds)
    }

    /// Places `object` at `origin` (or at its constant frame, relative to its superview's
    /// origin), lays out its subviews, and returns its frame.
    private mutating func place(_ object: ObjectID, at origin: Point, width: Double, heap: UIKitHeap,
                                fixed: Rect? = nil, parentOrigin: Point = .zero, depth: Int = 0) -> Rect {
        let view = heap[object]
        var frame: Rect
        if let fixed {
            frame = fixed
        } else if let stated = Self.statedFrame(of: view) {
            frame = stated.offsetBy(dx: parentOrigin.x, dy: parentOrigin.y)
        } else {
            frame = Rect(x: origin.x, y: origin.y, width: width, height: Self.intrinsicHeight(of: view))
            approximate.insert(object)
        }
        frames[object] = frame
        guard depth < 64, !view.subviews.isEmpty else { return frame }
        let pages = Self.scrollsHorizontally(view, heap: heap)
        let isHorizontal = pages || view.kind == .stackView && view.properties["axis"].map { if case .enumCase("horizontal") = $0 { true } else { false } } == true
        let spacing = view.properties["spacing"]?.asDouble ?? 0
        var cursor = frame.origin
        var extent = 0.0
        let flowing = view.subviews.filter { Self.statedFrame(of: heap[$0]) == nil }
        let share = isHorizontal && !flowing.isEmpty && !pages
            ? (frame.width - spacing * Double(flowing.count - 1)) / Double(flowing.count) : frame.width
        for child in view.subviews {
            let placed = place(child, at: cursor, width: max(share, 0), heap: heap, parentOrigin: frame.origin, depth: depth + 1)
            guard Self.statedFrame(of: heap[child]) == nil else { continue }
            if isHorizontal {
                cursor.x = placed.maxX + spacing
                extent = max(extent, placed.height)
            } else {
                cursor.y = placed.maxY + spacing
                extent = placed.maxY - frame.origin.y
            }
        }
        if fixed == nil, approximate.contains(object), view.kind == .view || view.kind == .stackView
            || view.kind == .tableViewCell || view.kind == .collectionViewCell {
            frame.size = Size(width: frame.width, height: max(extent, isHorizontal ? extent : 0))
            if frame.height == 0 { frame.size = Size(width: frame.width, height: Self.intrinsicHeight(of: view)) }
            if view.kind == .tableViewCell, let list = view.superview, heap[list].kind == .tableView {
                frame.size = Size(width: frame.width, height: Self.rowHeight(of: frame.height, in: heap[list]))
            }
            frames[object] = frame
        }
        return frame
    }

    /// The frame the code assigns as a constant; a zero frame (`UIView(frame: .zero)`) is left
    /// for Auto Layout to size, so it is not one.
    static func statedFrame(of view: UIKitObject) -> Rect? {
        guard case .rect(.constant(let stated))? = view.properties["frame"], !stated.isEmpty else { return nil }
        return stated
    }

    /// Whether `view` is a collection view whose flow layout scrolls horizontally (a carousel):
    /// its cells stand side by side, each as wide as the collection view, past its right edge.
    static func scrollsHorizontally(_ view: UIKitObject, heap: UIKitHeap) -> Bool {
        guard view.kind == .collectionView, let layout = view.properties["collectionViewLayout"]?.asObject,
              case .enumCase("horizontal")? = heap[layout].properties["scrollDirection"] else { return false }
        return true
    }

    /// A table view row's height: the table's `rowHeight` when the code states it, else its
    /// content's, at least UIKit's default of 44 pt.
    static func rowHeight(of content: Double, in table: UIKitObject) -> Double {
        table.properties["rowHeight"]?.asDouble ?? max(content, 44)
    }

    /// The usual height of a view of each kind, in points, for views laid out by estimate.
    static func intrinsicHeight(of view: UIKitObject) -> Double {
        let lines = view.properties["numberOfLines"]?.asInt ?? 1
        return switch view.kind {
        case .label: 21 * Double(lines == 0 ? 1 : lines)
        case .button: 44
        case .switchControl, .slider: 31
        case .textField: 34
        case .segmentedControl: 32
        case .imageView: 200
        case .collectionView, .tableView, .scrollView: 300
        case .progressView: 4
        case .activityIndicator: 20
        default: 44
        }
    }
}
