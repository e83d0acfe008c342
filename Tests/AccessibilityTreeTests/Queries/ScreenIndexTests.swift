import AccessibilityTree
import Testing

/// `ScreenIndex` answers what `Screen`'s queries answer, from tables built once.
@Suite struct ScreenIndexTests {
    /// Overlapping elements at every scale: a full-screen background, a grid of small cells over it,
    /// a wide banner, a hidden element, one without a frame, one with an infinite frame, a modal
    /// dialog inside a group (which hides its siblings in that group only), and a repeated id.
    static let screen: Screen = {
        let background = AccessibilityElement(id: "background", label: "Background", frame: Rect(x: 0, y: 0, width: 393, height: 852))
        let cells = (0..<60).map { index in
            AccessibilityElement(id: ElementID("cell-\(index)"), label: "Cell \(index)",
                                 frame: Rect(x: Double(index % 6) * 60, y: Double(index / 6) * 50, width: 70, height: 60))
        }
        let banner = AccessibilityElement(id: "banner", label: "Banner", frame: Rect(x: -20, y: 480, width: 500, height: 30))
        let hidden = AccessibilityElement(id: "hidden", label: "Hidden", frame: Rect(x: 0, y: 0, width: 393, height: 852), isHidden: true)
        let frameless = AccessibilityElement(id: "frameless", label: "No frame")
        let endless = AccessibilityElement(id: "endless", label: "Endless", frame: Rect(x: 380, y: 0, width: .infinity, height: 10))
        let dialog = AccessibilityElement.container(
            id: "dialog", children: [AccessibilityElement(id: "ok", label: "OK", frame: Rect(x: 150, y: 700, width: 100, height: 44))],
            isModal: true)
        let sheet = AccessibilityElement.container(
            id: "sheet", children: [AccessibilityElement(id: "under", label: "Under", frame: Rect(x: 100, y: 650, width: 200, height: 200)), dialog])
        let repeated = AccessibilityElement(id: "cell-3", label: "Repeated", frame: Rect(x: 0, y: 800, width: 40, height: 40))
        return Screen(elements: [background] + cells + [banner, hidden, frameless, endless, sheet, repeated])
    }()

    @Test func theOrderIsTheScreensNavigationOrder() {
        let index = ScreenIndex(Self.screen)
        #expect(index.order == Self.screen.navigationOrder)
        #expect(index.orderIndex(of: "cell-3") == Self.screen.navigationOrder.firstIndex { $0.id == "cell-3" })
        #expect(index.orderIndex(of: "under") == nil)
        #expect(index.orderIndex(of: "missing") == nil)
    }

    @Test func lookUpsMatchTheScreens() {
        let index = ScreenIndex(Self.screen)
        let ids: [ElementID] = ["root", "background", "cell-0", "cell-3", "cell-59", "hidden", "dialog", "ok", "under", "missing"]
        for id in ids {
            #expect(index.element(withID: id) == Self.screen.element(withID: id), "\(id)")
            #expect(index.ancestors(of: id).map(\.id) == Self.screen.ancestors(of: id).map(\.id), "\(id)")
        }
        #expect(index.element(withID: "cell-3")?.label == "Cell 3")
        #expect(index.ancestors(of: "ok").map(\.id) == ["dialog", "sheet", "root"])
    }

    @Test func hitTestingMatchesTheScreensEverywhere() {
        let index = ScreenIndex(Self.screen)
        var points: [Point] = []
        // Every 20 pt across and 25 pt down: on and between the cells' edges (multiples of 60 and 50).
        for x in stride(from: -40.0, through: 520, by: 20) {
            for y in stride(from: -25.0, through: 900, by: 25) { points.append(Point(x: x, y: y)) }
        }
        points += [Point(x: .nan, y: 10), Point(x: 10, y: .infinity), Point(x: 1e300, y: 5), Point(x: 60, y: 50)]
        let mismatches = points.filter { index.hitTest($0)?.id != Self.screen.hitTest($0)?.id }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
        #expect(index.hitTest(Point(x: 65, y: 55))?.id == "cell-7")
        #expect(index.hitTest(Point(x: 380, y: 600))?.id == "background")
        #expect(index.hitTest(Point(x: 450, y: 490))?.id == "banner")
        #expect(index.hitTest(Point(x: 5000, y: 5))?.id == "endless")
        #expect(index.hitTest(Point(x: 200, y: 720))?.id == "ok")
        #expect(index.hitTest(Point(x: 120, y: 660))?.id == "background")
        #expect(index.hitTest(Point(x: 600, y: 600)) == nil)
    }

    @Test func anEmptyScreenHasNothingToFind() {
        let index = ScreenIndex(Screen(elements: []))
        #expect(index.order.isEmpty)
        #expect(index.hitTest(Point(x: 10, y: 10)) == nil)
        #expect(index.ancestors(of: "root").isEmpty)
    }
}
