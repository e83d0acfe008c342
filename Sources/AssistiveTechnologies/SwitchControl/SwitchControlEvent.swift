import AccessibilityTree

/// What the highlight is on.
public enum SwitchControlHighlight: Hashable, Sendable {
    /// An element or a group of the scan.
    case item(ScanItem)
    /// The dashed highlight around a group, after its items: Select here leaves the group.
    case leaveGroup(AccessibilityElement)
    /// An entry of the open scanner menu.
    case menuEntry(SwitchControlMenu.Entry)
}

/// What a person using Switch Control sees and hears, with the time on the injected clock.
public enum SwitchControlEvent: Hashable, Sendable {
    /// A switch was pressed (`select`, `next`, `previous`).
    case pressed(SwitchPress, at: Duration)
    case highlighted(SwitchControlHighlight, at: Duration)
    /// Speech: the highlighted item's name, spoken.
    case spoken(String, at: Duration)
    /// The scanner menu opened on an element.
    case menuOpened(AccessibilityElement, entries: [SwitchControlMenu.Entry], at: Duration)
    /// A menu entry (or Auto Tap's tap) acted on the element; whether the app handled it.
    case performed(SwitchControlMenu.Entry, on: AccessibilityElement, isHandled: Bool, at: Duration)
    /// The menu closed without acting (Escape).
    case menuClosed(at: Duration)
    /// A menu entry whose submenu the model does not simulate.
    case notModelled(SwitchControlMenu.Entry, at: Duration)
    /// Scanning cycled through a level `loops` times and stopped; Select starts it again.
    case stopped(loops: Int, at: Duration)
    /// The screen holds nothing to scan.
    case nothingToScan(at: Duration)
    /// A step that could not be done, and why.
    case refused(String, at: Duration)
    /// What the app announced.
    case announcement(String, at: Duration)

    public var time: Duration {
        switch self {
        case let .pressed(_, time), let .highlighted(_, time), let .spoken(_, time), let .menuOpened(_, _, time),
             let .performed(_, _, _, time), let .menuClosed(time), let .notModelled(_, time), let .stopped(_, time),
             let .nothingToScan(time), let .refused(_, time), let .announcement(_, time):
            time
        }
    }
}
