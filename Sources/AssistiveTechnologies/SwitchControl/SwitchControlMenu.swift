import AccessibilityTree

/// What the scanner menu offers for a selected element, in the order the model scans it.
///
/// Apple's guides list the menu's categories (Tap, Scroll, Gestures, Device, Settings, Escape)
/// and the headers say Switch Control users can perform an element's custom actions; the
/// menu's exact layout is not documented. The model puts Tap first (as the guides describe
/// selecting an item and choosing Tap), then the element's custom actions, then Increment and
/// Decrement for an adjustable element, then the system entries.
public enum SwitchControlMenu {
    public enum Entry: Hashable, Sendable {
        case tap
        case customAction(String)
        case increment
        case decrement
        case system(String)

        public var title: String {
            switch self {
            case .tap: "Tap"
            case let .customAction(name): name
            case .increment: "Increment"
            case .decrement: "Decrement"
            case let .system(name): name
            }
        }
    }

    /// The system entries after the element's own.
    public static let systemEntries = ["Scroll", "Gestures", "Device", "Settings", "Escape"]

    public static func entries(for element: AccessibilityElement) -> [Entry] {
        var entries: [Entry] = [.tap]
        entries += element.customActions.map { .customAction($0.name) }
        if element.traits.contains(.adjustable) { entries += [.increment, .decrement] }
        return entries + systemEntries.map(Entry.system)
    }
}
