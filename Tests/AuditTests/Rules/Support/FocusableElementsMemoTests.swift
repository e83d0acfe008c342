import AccessibilityTree
@testable import Audit
import Testing

@Suite struct FocusableElementsMemoTests {
    private let dialog = Screen(elements: [
        AccessibilityElement(id: "background", label: "Background"),
        .container(id: "sheet", children: [AccessibilityElement(id: "close", label: "Close")], isModal: true),
    ])

    @Test func theRulesOfOneScreenShareOneNavigationOrder() {
        let context = TreeContext(file: "Dialog.swift")
        let first = context.focusableElements(of: dialog)
        let second = context.focusableElements(of: dialog)
        #expect(first.map(\.element.id) == ["close"])
        #expect(second.map(\.element.id) == ["close"])
        #expect(second.first?.ancestors.map(\.id) == ["root", "sheet"])
        #expect(context.focusables.buildCount == 1)
    }

    @Test func theOrderIgnoringModalityIsKeptApart() {
        let context = TreeContext(file: "Dialog.swift")
        #expect(context.focusableElements(of: dialog).map(\.element.id) == ["close"])
        #expect(context.focusableElements(of: dialog, respectingModality: false).map(\.element.id) == ["background", "close"])
        #expect(context.focusableElements(of: dialog).map(\.element.id) == ["close"])
        #expect(context.focusables.buildCount == 2)
    }

    @Test func aContextHandedAnotherScreenBuildsThatScreensOrder() {
        let context = TreeContext(file: "Dialog.swift")
        _ = context.focusableElements(of: dialog)
        let other = Screen(elements: [AccessibilityElement(id: "save", label: "Save")])
        #expect(context.focusableElements(of: other).map(\.element.id) == ["save"])
        #expect(context.focusableElements(of: dialog).map(\.element.id) == ["close"])
        #expect(context.focusables.buildCount == 3)
    }
}
