import AccessibilityTree

/// What it takes a Switch Control user to reach an element by item scanning and choose an entry
/// of its scanner menu (docs/switch-control.md).
///
/// - Step scanning with two switches (Move to Next Item, Select Item): one press for each item
///   passed at every level, one Select for each group entered and one for the element (which
///   opens the menu), then one press for each menu entry passed and one Select.
/// - Auto scanning with one switch: the highlight moves every `scanTime` (staying
///   `pauseOnFirstItem` on the first item of each level entered); the person presses only to
///   select — each group, the element, the menu entry — and waits for the rest.
/// With Auto Tap, choosing Tap needs no menu: the element is tapped after `autoTapDelay`.
public struct SwitchControlCost: Hashable, Sendable {
    /// The element's position at each level of the scan, from the top.
    public var path: [Int]
    /// The menu entry chosen.
    public var entry: SwitchControlMenu.Entry
    /// Switch presses with step scanning.
    public var stepPresses: Int
    /// Switch presses with auto scanning.
    public var autoPresses: Int
    /// Time spent waiting for the highlight (and the Auto Tap interval) with auto scanning.
    public var autoTime: Duration

    public init(path: [Int], entry: SwitchControlMenu.Entry, menu: [SwitchControlMenu.Entry],
                settings: SwitchControlSettings) {
        self.path = path
        self.entry = entry
        let passed = path.reduce(0, +)
        let selections = path.count
        let waitForElement = path.reduce(Duration.zero) { $0 + settings.wait(toReach: $1) }
        if settings.usesAutoTap, entry == .tap {
            stepPresses = passed + selections
            autoPresses = selections
            autoTime = waitForElement + settings.autoTapDelay
        } else {
            let menuPassed = menu.firstIndex(of: entry) ?? 0
            stepPresses = passed + selections + menuPassed + 1
            autoPresses = selections + 1
            autoTime = waitForElement + settings.wait(toReach: menuPassed)
        }
    }

    /// The cost of choosing `entry` (Tap by default) on each interactive element of `layout`, in
    /// scanning order.
    public static func costs(in layout: ScanLayout, entry: SwitchControlMenu.Entry = .tap,
                             settings: SwitchControlSettings = SwitchControlSettings())
        -> [(element: AccessibilityElement, cost: SwitchControlCost)] {
        layout.items.flatMap(\.elements).compactMap { element in
            guard let path = layout.path(to: element.id) else { return nil }
            return (element, SwitchControlCost(path: path, entry: entry, menu: SwitchControlMenu.entries(for: element),
                                               settings: settings))
        }
    }
}
