import AccessibilityTree
@testable import AssistiveTechnologies
import Testing

@Suite struct SwitchControlTests {
    /// A heading, a button, a list of three rows (one of them plain text), a slider, and a group
    /// holding a single button.
    static let screen = Screen(elements: [
        AccessibilityElement(id: "title", label: "Settings", traits: .header),
        AccessibilityElement(id: "close", label: "Close", traits: .button),
        .container(id: "rows", children: [
            AccessibilityElement(id: "wifi", label: "Wi-Fi", traits: .button),
            AccessibilityElement(id: "note", label: "Connected", traits: .staticText),
            AccessibilityElement(id: "bluetooth", label: "Bluetooth", traits: .button,
                                 customActions: [CustomAction(name: "Forget"), CustomAction(name: "Rename")]),
        ], containerType: .list, label: "Options"),
        AccessibilityElement(id: "volume", label: "Volume", value: "50%", traits: .adjustable),
        .container(id: "footer", children: [
            AccessibilityElement(id: "help", label: "Help", traits: .link),
        ], containerType: .semanticGroup),
    ])

    @Test func scansInteractiveElementsInReadingOrderGroupedByContainer() throws {
        let layout = ScanLayout(screen: Self.screen)
        #expect(layout.items.map(\.node.id) == ["close", "rows", "volume", "help"])
        guard case let .group(container, items) = layout.items[1] else { throw Failure.notAGroup }
        #expect(container.id == "rows")
        #expect(items.map(\.node.id) == ["wifi", "bluetooth"])
        #expect(layout.path(to: "bluetooth") == [1, 1])
        #expect(layout.path(to: "help") == [3])
        #expect(layout.path(to: "note") == nil)
    }

    @Test func aScreenThatIsOneGroupIsScannedInsideIt() {
        let screen = Screen(elements: [
            .container(id: "list", children: [
                AccessibilityElement(id: "a", label: "A", traits: .button),
                AccessibilityElement(id: "b", label: "B", traits: .button),
            ], containerType: .list),
        ])
        #expect(ScanLayout(screen: screen).items.map(\.node.id) == ["a", "b"])
    }

    @Test func theMenuOffersTapTheCustomActionsAndAdjustment() {
        #expect(SwitchControlMenu.entries(for: Self.screen.root.children[2].children[2]).map(\.title)
                == ["Tap", "Forget", "Rename", "Scroll", "Gestures", "Device", "Settings", "Escape"])
        #expect(SwitchControlMenu.entries(for: Self.screen.root.children[3]).map(\.title)
                == ["Tap", "Increment", "Decrement", "Scroll", "Gestures", "Device", "Settings", "Escape"])
    }

    @Test func stepScanningCountsEveryItemPassedAndEverySelection() {
        let layout = ScanLayout(screen: Self.screen)
        let bluetooth = Self.screen.root.children[2].children[2]
        let menu = SwitchControlMenu.entries(for: bluetooth)
        let tap = SwitchControlCost(path: [1, 1], entry: .tap, menu: menu, settings: SwitchControlSettings())
        // Next to the list, Select it, Next to Bluetooth, Select it (menu), Select Tap.
        #expect(tap.stepPresses == 5)
        #expect(tap.autoPresses == 3)
        #expect(tap.autoTime == .seconds(2))
        let rename = SwitchControlCost(path: [1, 1], entry: .customAction("Rename"), menu: menu,
                                       settings: SwitchControlSettings(scanTime: .milliseconds(1500)))
        #expect(rename.stepPresses == 7)
        #expect(rename.autoPresses == 3)
        #expect(rename.autoTime == .milliseconds(6000))
        #expect(SwitchControlCost.costs(in: layout).map(\.element.id) == ["close", "wifi", "bluetooth", "volume", "help"])
    }

    @Test func autoTapTapsWithoutTheMenu() {
        let cost = SwitchControlCost(path: [3], entry: .tap, menu: [.tap],
                                     settings: SwitchControlSettings(usesAutoTap: true))
        #expect(cost.stepPresses == 4)
        #expect(cost.autoPresses == 1)
        #expect(cost.autoTime == .milliseconds(3750))
    }

    @Test func textListsItemsGroupsMenusAndCosts() {
        #expect(SwitchControlText.text(of: ScanLayout(screen: Self.screen)) == """
            1  Close  (close)  step: 2 presses · auto: 2 presses, 0 s
                  menu: Tap, Scroll, Gestures, Device, Settings, Escape
            2  Group "Options", 2 items  (rows)
               1  Wi-Fi  (wifi)  step: 4 presses · auto: 3 presses, 1 s
                     menu: Tap, Scroll, Gestures, Device, Settings, Escape
               2  Bluetooth  (bluetooth)  step: 5 presses · auto: 3 presses, 2 s
                     menu: Tap, Forget, Rename, Scroll, Gestures, Device, Settings, Escape
            3  Volume  (volume)  step: 4 presses · auto: 2 presses, 2 s
                  menu: Tap, Increment, Decrement, Scroll, Gestures, Device, Settings, Escape
            4  Help  (help)  step: 5 presses · auto: 2 presses, 3 s
                  menu: Tap, Scroll, Gestures, Device, Settings, Escape

            """)
    }

    enum Failure: Error { case notAGroup }
}
