import AccessibilityTree
@testable import Audit
import Testing

@Suite struct ScreenFocusableElementsTests {
    private func ids(_ screen: Screen, respectingModality: Bool = true) -> [ElementID] {
        screen.focusableElements(respectingModality: respectingModality).map(\.element.id)
    }

    @Test func hiddenSubtreesAndAnElementsOwnChildrenAreSkipped() {
        let screen = Screen(elements: [
            .container(id: "group", children: [AccessibilityElement(id: "inside", label: "Inside")]),
            AccessibilityElement(id: "combined", label: "Name, Layla",
                                 children: [AccessibilityElement(id: "name", label: "Name")]),
            AccessibilityElement(id: "hidden", label: "Hidden", isHidden: true),
        ])
        #expect(ids(screen) == ["inside", "combined"])
    }

    @Test func frameOrderedContainersReadTopToBottomThenLeadingToTrailing() {
        let screen = Screen(root: .container(id: "root", children: [
            AccessibilityElement(id: "below", frame: Rect(x: 0, y: 100, width: 10, height: 10)),
            AccessibilityElement(id: "right", frame: Rect(x: 50, y: 0, width: 10, height: 10)),
            AccessibilityElement(id: "left", frame: Rect(x: 0, y: 0, width: 10, height: 10)),
        ], childOrder: .frame))
        #expect(ids(screen) == ["left", "right", "below"])
    }

    @Test func higherSortPriorityComesFirst() {
        let screen = Screen(elements: [
            AccessibilityElement(id: "first"),
            AccessibilityElement(id: "promoted", sortPriority: 1),
        ])
        #expect(ids(screen) == ["promoted", "first"])
    }

    @Test func aModalElementHidesItsSiblingsUnlessModalityIsIgnored() {
        let screen = Screen(elements: [
            AccessibilityElement(id: "background"),
            .container(id: "sheet", children: [AccessibilityElement(id: "close", label: "Close")], isModal: true),
        ])
        #expect(ids(screen) == ["close"])
        #expect(ids(screen, respectingModality: false) == ["background", "close"])
    }

    @Test func ancestorsRunFromTheRootToTheParent() {
        let screen = Screen(elements: [.container(id: "group", children: [AccessibilityElement(id: "leaf")])])
        #expect(screen.focusableElements().first?.ancestors.map(\.id) == ["root", "group"])
    }

    @Test func anUnresolvedFactCountsForThatFactOnly() {
        let element = AccessibilityElement(id: "e", unresolved: [
            Unresolved(.label, reason: "Text(verbatim: name)"), Unresolved(.frame, reason: "computed at run time"),
        ])
        #expect(element.isUnresolved(.label))
        #expect(element.isUnresolved(.frame))
        #expect(!element.isUnresolved(.value))
    }

    @Test func aReasonWithoutAFactCountsForEveryFact() {
        let element = AccessibilityElement(id: "e", unresolved: [Unresolved(reason: "unknown modifier `glow`")])
        #expect(element.isUnresolved(.value))
        #expect(element.isUnresolved(.frame, .traits))
        #expect(!AccessibilityElement(id: "resolved").isUnresolved(.label))
    }
}

/// Where the rules' order once differed from VoiceOver's, they now agree with it
/// (docs/voiceover-speech.md, Navigation order and Modal views).
@Suite struct FocusOrderAgreesWithVoiceOverTests {
    private func ids(_ screen: Screen) -> [ElementID] {
        screen.focusableElements().map(\.element.id)
    }

    @Test func elementsWithin8PointsOfOneRowReadLeadingToTrailing() {
        let screen = Screen(root: .container(id: "root", children: [
            AccessibilityElement(id: "trailing", frame: Rect(x: 200, y: 100, width: 40, height: 20)),
            AccessibilityElement(id: "leading", frame: Rect(x: 0, y: 105, width: 40, height: 20)),
            AccessibilityElement(id: "next row", frame: Rect(x: 0, y: 140, width: 40, height: 20)),
        ], childOrder: .frame))
        #expect(ids(screen) == ["leading", "trailing", "next row"])
    }

    @Test func ofSeveralModalSiblingsOnlyTheLastIsExposed() {
        let screen = Screen(elements: [
            AccessibilityElement(id: "background"),
            .container(id: "alert", children: [AccessibilityElement(id: "ok", label: "OK")], isModal: true),
            .container(id: "sheet", children: [AccessibilityElement(id: "close", label: "Close")], isModal: true),
        ])
        #expect(ids(screen) == ["close"])
    }

    @Test func aPlainFrameOrderedContainerSortsItsElementsWithItsSiblings() {
        let screen = Screen(root: .container(id: "root", children: [
            .container(id: "column", children: [
                AccessibilityElement(id: "top left", frame: Rect(x: 0, y: 0, width: 40, height: 20)),
                AccessibilityElement(id: "bottom left", frame: Rect(x: 0, y: 100, width: 40, height: 20)),
            ], childOrder: .frame),
            AccessibilityElement(id: "middle right", frame: Rect(x: 200, y: 50, width: 40, height: 20)),
        ], childOrder: .frame))
        #expect(ids(screen) == ["top left", "middle right", "bottom left"])
        #expect(screen.focusableElements()[1].ancestors.map(\.id) == ["root"])
        #expect(screen.focusableElements()[2].ancestors.map(\.id) == ["root", "column"])
    }
}
