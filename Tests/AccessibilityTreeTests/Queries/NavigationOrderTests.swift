import AccessibilityTree
import Testing

/// A leaf at `x`, `y` (44×44), for order tests.
private func leaf(_ id: ElementID, x: Double = 0, y: Double = 0, priority: Double? = nil,
                  isHidden: Bool = false, isModal: Bool = false) -> AccessibilityElement {
    AccessibilityElement(id: id, label: id.rawValue, frame: Rect(x: x, y: y, width: 44, height: 44),
                         isHidden: isHidden, isModal: isModal, sortPriority: priority)
}

private func ids(_ screen: Screen) -> [String] { screen.navigationOrder.map(\.id.rawValue) }

private func frameOrdered(_ children: [AccessibilityElement]) -> Screen {
    Screen(root: .container(id: "root", children: children, childOrder: .frame))
}

@Suite struct NavigationOrderTests {
    @Test func givenOrderIsKeptWhateverTheFrames() {
        let screen = Screen(elements: [leaf("low", y: 500), leaf("high", y: 0)])
        #expect(ids(screen) == ["low", "high"])
    }

    @Test func frameOrderReadsTopToBottomThenLeftToRight() {
        let screen = frameOrdered([leaf("d", x: 100, y: 200), leaf("b", x: 200, y: 0),
                                   leaf("a", x: 0, y: 0), leaf("c", x: 0, y: 200)])
        #expect(ids(screen) == ["a", "b", "c", "d"])
    }

    @Test func originsWithinEightPointsShareARow() {
        let screen = frameOrdered([leaf("right", x: 200, y: 0), leaf("left", x: 0, y: 7.9)])
        #expect(ids(screen) == ["left", "right"])
        let apart = frameOrdered([leaf("right", x: 200, y: 0), leaf("left", x: 0, y: 8)])
        #expect(ids(apart) == ["right", "left"])
    }

    @Test func elementsWithoutFramesComeLastInGivenOrder() {
        let unplaced1 = AccessibilityElement(id: "u1", label: "u1")
        let unplaced2 = AccessibilityElement(id: "u2", label: "u2")
        let screen = frameOrdered([unplaced1, leaf("b", y: 100), unplaced2, leaf("a", y: 0)])
        #expect(ids(screen) == ["a", "b", "u1", "u2"])
    }

    @Test func hiddenSubtreesAreSkipped() {
        let hiddenGroup = AccessibilityElement.container(id: "g", children: [leaf("inside")])
        var hidden = hiddenGroup
        hidden.isHidden = true
        let screen = Screen(elements: [leaf("a"), hidden, leaf("b", isHidden: true), leaf("c")])
        #expect(ids(screen) == ["a", "c"])
    }

    @Test func anAccessibilityElementIsALeaf() {
        var parent = leaf("parent")
        parent.children = [leaf("child")]
        #expect(ids(Screen(elements: [parent])) == ["parent"])
    }

    @Test func containersFlattenDepthFirst() {
        let inner = AccessibilityElement.container(id: "inner", children: [leaf("b"), leaf("c")])
        let screen = Screen(elements: [leaf("a"), inner, leaf("d")])
        #expect(ids(screen) == ["a", "b", "c", "d"])
    }

    @Test func anUngroupedFrameContainerSortsWithItsParentsChildren() {
        let column = AccessibilityElement.container(
            id: "column", children: [leaf("top-left", x: 0, y: 0), leaf("bottom-left", x: 0, y: 100)],
            childOrder: .frame)
        let screen = frameOrdered([column, leaf("top-right", x: 200, y: 0)])
        #expect(ids(screen) == ["top-left", "top-right", "bottom-left"])
    }

    @Test func aListIsReadTogether() {
        let list = AccessibilityElement.container(
            id: "list", children: [leaf("row1", x: 0, y: 0), leaf("row2", x: 0, y: 100)],
            containerType: .list, childOrder: .frame)
        let screen = frameOrdered([list, leaf("beside", x: 200, y: 50)])
        #expect(ids(screen) == ["row1", "row2", "beside"])
    }

    @Test func higherSortPriorityComesFirstAndTiesKeepTheirOrder() {
        let screen = Screen(elements: [leaf("a"), leaf("b", priority: 1), leaf("c"), leaf("d", priority: 1)])
        #expect(ids(screen) == ["b", "d", "a", "c"])
    }

    @Test func onlyTheLastModalSiblingIsExposed() {
        let first = AccessibilityElement.container(id: "modal1", children: [leaf("m1")], isModal: true)
        let second = AccessibilityElement.container(id: "modal2", children: [leaf("m2")], isModal: true)
        let screen = Screen(elements: [leaf("background"), first, second, leaf("after")])
        #expect(ids(screen) == ["m2"])
    }

    @Test func modalityCanBeIgnoredToSeeWhatAnOverlayWouldLeaveReachable() {
        let first = AccessibilityElement.container(id: "modal1", children: [leaf("m1")], isModal: true)
        let screen = Screen(elements: [leaf("background"), first, leaf("after")])
        #expect(screen.navigationOrder(respectingModality: false).map(\.id.rawValue) == ["background", "m1", "after"])
    }

    @Test func aNestedModalHidesOnlyItsOwnSiblings() {
        let sheet = AccessibilityElement.container(id: "sheet", children: [leaf("close")], isModal: true)
        let panel = AccessibilityElement.container(id: "panel", children: [leaf("hidden-by-sheet"), sheet])
        let screen = Screen(elements: [leaf("outside"), panel])
        #expect(ids(screen) == ["outside", "close"])
    }

    @Test func aHiddenModalDoesNotHideItsSiblings() {
        var modal = AccessibilityElement.container(id: "modal", children: [leaf("m")], isModal: true)
        modal.isHidden = true
        #expect(ids(Screen(elements: [leaf("a"), modal])) == ["a"])
    }

    @Test func listsMarkTheirFirstAndLastElements() {
        let list = AccessibilityElement.container(
            id: "list", children: [leaf("1"), leaf("2"), leaf("3")], containerType: .list)
        let contexts = Screen(elements: [list]).navigationOrder.map(\.context)
        #expect(contexts == [.listStart, nil, .listEnd])
    }

    @Test func aSingleElementListIsOnlyListStart() {
        let list = AccessibilityElement.container(id: "list", children: [leaf("only")], containerType: .list)
        #expect(Screen(elements: [list]).navigationOrder.map(\.context) == [.listStart])
    }

    @Test func landmarksMarkTheirFirstAndLastElements() {
        let landmark = AccessibilityElement.container(
            id: "main", children: [leaf("1"), leaf("2")], containerType: .landmark)
        #expect(Screen(elements: [landmark]).navigationOrder.map(\.context) == [.landmarkStart, .landmarkEnd])
    }

    @Test func tabBarChildrenCountTabs() {
        var bar = AccessibilityElement.container(id: "bar", children: [leaf("t1"), leaf("t2"), leaf("t3")])
        bar.traits = .tabBar
        let contexts = Screen(elements: [bar]).navigationOrder.map(\.context)
        #expect(contexts == [.tab(index: 1, count: 3), .tab(index: 2, count: 3), .tab(index: 3, count: 3)])
    }

    @Test func dataTableCellsAreMarked() {
        let table = AccessibilityElement.container(id: "table", children: [leaf("c1")], containerType: .dataTable)
        #expect(Screen(elements: [table]).navigationOrder.map(\.context) == [.dataTableCell])
    }

    @Test func anInnerContainersContextWins() {
        let innerList = AccessibilityElement.container(
            id: "inner", children: [leaf("a"), leaf("b")], containerType: .list)
        let landmark = AccessibilityElement.container(
            id: "outer", children: [innerList, leaf("c")], containerType: .landmark)
        let entries = Screen(elements: [landmark]).navigationOrder
        #expect(entries.map(\.context) == [.listStart, .listEnd, .landmarkEnd])
        #expect(entries[0].containers.map(\.id) == ["outer", "inner"])
        #expect(entries[2].containers.map(\.id) == ["outer"])
    }

    @Test func entriesCarryTheirPaths() {
        let group = AccessibilityElement.container(id: "group", children: [leaf("x"), leaf("y")])
        let entries = Screen(elements: [leaf("a"), group]).navigationOrder
        #expect(entries.map(\.path.description) == ["root/children[0]", "root/children[1]/children[0]",
                                                    "root/children[1]/children[1]"])
        #expect(entries[2].path.idPath == "root/group/y")
    }

    @Test func aHiddenOrLeafRootIsHandled() {
        var hiddenRoot = AccessibilityElement.container(id: "root", children: [leaf("a")])
        hiddenRoot.isHidden = true
        #expect(Screen(root: hiddenRoot).navigationOrder.isEmpty)
        #expect(ids(Screen(root: leaf("solo"))) == ["solo"])
    }
}
