import AccessibilityTree

/// The generated screens `perceive-bench voiceover` measures, each of about `count` elements.
enum LargeScreenShape: String, CaseIterable, Sendable {
    /// One container of buttons in rows of four, 44 pt high, listed in reading order under a root
    /// sorted by frame, with a heading in place of every hundredth.
    case buttons
    /// Containers nested 100 deep, each a labelled semantic group holding a row of buttons and the
    /// next container: the depth a snapshot allows (its JSON nests 256 levels at most).
    case deep
    /// A grid 100 columns wide that scrolls sideways, listed column by column as a horizontal
    /// collection view lists its cells, under a root sorted by frame.
    case grid

    /// How many levels the deep screen nests.
    static let depth = 100
    /// How many columns the grid has.
    static let gridColumns = 100

    /// The screen with `count` elements (containers included) in this shape.
    func screen(elements count: Int) -> Screen {
        switch self {
        case .buttons: Self.buttons(count)
        case .deep: Self.deep(count)
        case .grid: Self.grid(count)
        }
    }

    private static func buttons(_ count: Int) -> Screen {
        let columns = 4
        let elements = (0..<count).map { index in
            let frame = Rect(x: 8 + Double(index % columns) * 96, y: 60 + Double(index / columns) * 48,
                             width: 88, height: 44)
            return index % 100 == 0
                ? AccessibilityElement(id: ElementID("heading-\(index)"), label: "Section \(index / 100 + 1)",
                                       traits: .header, frame: frame)
                : AccessibilityElement(id: ElementID("button-\(index)"), label: "Item \(index)",
                                       traits: .button, frame: frame)
        }
        let height = 60 + Double((count + columns - 1) / columns) * 48
        let root = AccessibilityElement.container(id: "root", children: elements,
                                                  frame: Rect(x: 0, y: 0, width: 393, height: height), childOrder: .frame)
        return Screen(name: "Ten thousand buttons", root: root)
    }

    /// Level `level` holds `perLevel` buttons, then level `level + 1`; the last level only buttons.
    private static func deep(_ count: Int) -> Screen {
        let levels = min(depth, max(count, 1))
        let perLevel = max(count / levels - 1, 1)
        var inner: AccessibilityElement?
        for level in (0..<levels).reversed() {
            var children = (0..<perLevel).map { index in
                AccessibilityElement(id: ElementID("button-\(level)-\(index)"), label: "Item \(index) of level \(level + 1)",
                                     traits: .button,
                                     frame: Rect(x: 8 + Double(index % 4) * 96, y: 60 + Double(level * perLevel + index) * 12,
                                                 width: 88, height: 44))
            }
            if let inner { children.append(inner) }
            inner = .container(id: ElementID("level-\(level)"), children: children, containerType: .semanticGroup,
                               label: "Level \(level + 1)")
        }
        return Screen(name: "Ten thousand elements nested", root: .container(id: "root", children: inner.map { [$0] } ?? []))
    }

    private static func grid(_ count: Int) -> Screen {
        let rows = max((count + gridColumns - 1) / gridColumns, 1)
        let cells = (0..<count).map { index in
            let column = index / rows
            let row = index % rows
            return AccessibilityElement(id: ElementID("cell-\(row)-\(column)"), label: "Cell \(row + 1), \(column + 1)",
                                        traits: .button,
                                        frame: Rect(x: 8 + Double(column) * 96, y: 60 + Double(row) * 48, width: 88, height: 44))
        }
        let root = AccessibilityElement.container(
            id: "root", children: cells,
            frame: Rect(x: 0, y: 0, width: 16 + Double(gridColumns) * 96, height: 60 + Double(rows) * 48), childOrder: .frame)
        return Screen(name: "A wide grid", root: root)
    }
}
