import AccessibilityTree
import Testing

@Suite struct ScreenQueryTests {
    static let screen: Screen = {
        let back = AccessibilityElement(id: "back", label: "Back", frame: Rect(x: 0, y: 0, width: 400, height: 400))
        let front = AccessibilityElement(id: "front", label: "Front", frame: Rect(x: 100, y: 100, width: 100, height: 100))
        let group = AccessibilityElement.container(id: "group", children: [back, front])
        let hidden = AccessibilityElement(id: "hidden", label: "Hidden", frame: Rect(x: 0, y: 0, width: 50, height: 50),
                                          isHidden: true)
        return Screen(elements: [group, hidden])
    }()

    @Test func hitTestingFindsTheFrontMostElement() {
        #expect(Self.screen.hitTest(Point(x: 150, y: 150))?.id == "front")
        #expect(Self.screen.hitTest(Point(x: 20, y: 20))?.id == "back")
        #expect(Self.screen.hitTest(Point(x: 500, y: 500)) == nil)
    }

    @Test func hitTestingIgnoresHiddenElementsAndModalSiblings() {
        let under = AccessibilityElement(id: "under", label: "Under", frame: Rect(x: 0, y: 0, width: 400, height: 400))
        let dialog = AccessibilityElement.container(
            id: "dialog",
            children: [AccessibilityElement(id: "ok", label: "OK", frame: Rect(x: 0, y: 0, width: 50, height: 50))],
            isModal: true)
        let screen = Screen(elements: [under, dialog])
        #expect(screen.hitTest(Point(x: 10, y: 10))?.id == "ok")
        #expect(screen.hitTest(Point(x: 300, y: 300)) == nil)
    }

    @Test func lookupFindsElementsParentsAndPaths() {
        #expect(Self.screen.element(withID: "front")?.label == "Front")
        #expect(Self.screen.element(withID: "missing") == nil)
        #expect(Self.screen.parent(of: "front")?.id == "group")
        #expect(Self.screen.parent(of: "root") == nil)
        #expect(Self.screen.ancestors(of: "front").map(\.id) == ["group", "root"])
        #expect(Self.screen.path(of: "front")?.description == "root/children[0]/children[1]")
        #expect(Self.screen.path(of: "front")?.idPath == "root/group/front")
        #expect(Self.screen.path(of: "root")?.description == "root")
    }

    @Test func frameOrderIsDeterministicForChainsOfNearRows() {
        // 5 pt apart each: a~b and b~c share rows, a and c do not; the order must still be stable.
        let points = [Point(x: 30, y: 10), Point(x: 20, y: 5), Point(x: 10, y: 0)]
        let once = FrameOrder.sorted(points) { $0 }
        #expect(once == FrameOrder.sorted(points) { $0 })
        #expect(once == [Point(x: 10, y: 0), Point(x: 20, y: 5), Point(x: 30, y: 10)])
    }
}
