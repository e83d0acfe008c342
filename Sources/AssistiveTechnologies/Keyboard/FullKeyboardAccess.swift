import AccessibilityTree
import Scenes

/// A Full Keyboard Access session on a scene: focus moves between groups with Tab and within a
/// group with the arrow keys; Space activates the focused element; Escape asks it, then its
/// containers, to go back (`accessibilityPerformEscape`). Tab-Z opens the focused element's
/// actions menu (`KeyboardActionsMenu`): the arrow keys move through it, Space performs the
/// selected entry, Escape closes it.
///
/// The groups are item scanning's top-level items (docs/switch-control.md): a container's
/// interactive elements form one group, every other interactive element is a group of its own.
/// Focus starts on the first element. Each key takes `keyDuration` of the injected clock.
public struct FullKeyboardAccess: Sendable {
    public static let keyDuration: Duration = .milliseconds(250)

    public private(set) var scene: any Scene
    public private(set) var screen: Screen
    public private(set) var events: [KeyboardEvent] = []
    /// The focused group and the element within it.
    public private(set) var focus: (group: Int, item: Int)?
    /// The open actions menu: its element, entries and the selected entry.
    public private(set) var menu: (element: AccessibilityElement, entries: [KeyboardActionsMenu.Entry], selected: Int)?
    private var clock: SimulatedClock
    private var groups: [[AccessibilityElement]]

    public init(scene: any Scene, clock: SimulatedClock = SimulatedClock()) {
        self.scene = scene
        self.clock = clock
        screen = scene.render()
        groups = Self.groups(of: screen)
        focus = groups.isEmpty ? nil : (0, 0)
    }

    /// How many groups Tab moves between.
    public var groupCount: Int { groups.count }

    /// The focused element, if any.
    public var focusedElement: AccessibilityElement? {
        focus.map { groups[$0.group][$0.item] }
    }

    /// Presses `keys` one after another on a fresh session of `scene`.
    public static func run(_ keys: [KeyboardKey], on scene: any Scene) -> [KeyboardEvent] {
        var keyboard = FullKeyboardAccess(scene: scene)
        keyboard.events.append(keyboard.focusedElement.map(KeyboardEvent.focused) ?? .nothingToFocus)
        for key in keys { keyboard.press(key) }
        return keyboard.events
    }

    static func groups(of screen: Screen) -> [[AccessibilityElement]] {
        ScanLayout(screen: screen).items.map(\.elements).filter { !$0.isEmpty }
    }

    @discardableResult
    public mutating func press(_ key: KeyboardKey) -> [KeyboardEvent] {
        let start = events.count
        events.append(.pressed(key))
        clock.advance(by: Self.keyDuration)
        guard let current = focus else {
            events.append(.nothingToFocus)
            return Array(events[start...])
        }
        if let menu {
            pressInMenu(key, menu: menu)
            return Array(events[start...])
        }
        switch key {
        case .tab: moveGroup(from: current, by: 1)
        case .shiftTab: moveGroup(from: current, by: -1)
        case .down, .right: moveItem(from: current, by: 1)
        case .up, .left: moveItem(from: current, by: -1)
        case .space: perform(.activate, on: groups[current.group][current.item])
        case .escape: escape(from: groups[current.group][current.item])
        case .actions: openMenu(on: groups[current.group][current.item])
        }
        return Array(events[start...])
    }

    private mutating func openMenu(on element: AccessibilityElement) {
        let entries = KeyboardActionsMenu.entries(for: element)
        guard !entries.isEmpty else { return events.append(.noActions(element)) }
        menu = (element, entries, 0)
        events.append(.actionsMenu(element, entries: entries))
    }

    /// Keys while the actions menu is open: arrows move the selection, Space performs it and
    /// closes the menu, Escape (or Tab-Z again) closes it; Tab and Shift-Tab do nothing there.
    private mutating func pressInMenu(_ key: KeyboardKey, menu open: (element: AccessibilityElement,
                                                                     entries: [KeyboardActionsMenu.Entry], selected: Int)) {
        switch key {
        case .down, .right, .up, .left:
            let next = open.selected + (key == .down || key == .right ? 1 : -1)
            guard open.entries.indices.contains(next) else { return events.append(.boundary) }
            menu?.selected = next
            events.append(.selected(open.entries[next]))
        case .space:
            menu = nil
            let entry = open.entries[open.selected]
            let response = scene.perform(entry.action, on: open.element.id, at: clock.now)
            events.append(.performed(entry, on: open.element, isHandled: response.isHandled))
            apply(response)
        case .escape, .actions:
            menu = nil
            events.append(.menuClosed)
        case .tab, .shiftTab:
            events.append(.boundary)
        }
    }

    private mutating func moveGroup(from current: (group: Int, item: Int), by step: Int) {
        let next = current.group + step
        guard groups.indices.contains(next) else { return events.append(.boundary) }
        focus = (next, 0)
        events.append(.focused(groups[next][0]))
    }

    private mutating func moveItem(from current: (group: Int, item: Int), by step: Int) {
        let next = current.item + step
        guard groups[current.group].indices.contains(next) else { return events.append(.boundary) }
        focus = (current.group, next)
        events.append(.focused(groups[current.group][next]))
    }

    private mutating func perform(_ action: ElementAction, on element: AccessibilityElement) {
        let response = scene.perform(action, on: element.id, at: clock.now)
        events.append(.activated(element, isHandled: response.isHandled))
        apply(response)
    }

    private mutating func escape(from element: AccessibilityElement) {
        let chain = [element.id] + screen.ancestors(of: element.id).map(\.id)
        for id in chain {
            let response = scene.perform(.escape, on: id, at: clock.now)
            guard response.isHandled else { continue }
            events.append(.escaped(id))
            return apply(response)
        }
        events.append(.boundary)
    }

    private mutating func apply(_ response: SceneResponse) {
        for event in response.events {
            if case let .announcement(text, _) = event { events.append(.announcement(text)) }
        }
        let rendered = scene.render()
        guard rendered != screen else { return }
        let focusedID = focusedElement?.id
        screen = rendered
        groups = Self.groups(of: rendered)
        focus = Self.place(of: focusedID, in: groups) ?? (groups.isEmpty ? nil : (0, 0))
        if let element = focusedElement, element.id != focusedID { events.append(.focused(element)) }
    }

    private static func place(of id: ElementID?, in groups: [[AccessibilityElement]]) -> (group: Int, item: Int)? {
        guard let id else { return nil }
        for (group, elements) in groups.enumerated() {
            if let item = elements.firstIndex(where: { $0.id == id }) { return (group, item) }
        }
        return nil
    }
}
