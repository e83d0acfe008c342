import AccessibilityTree
import Scenes

/// What Full Keyboard Access's actions menu (Tab-Z) lists for the focused element: its custom
/// actions in their order, then Increment and Decrement for an adjustable element.
///
/// WWDC19 session 250 ("Making Apps More Accessible With Custom Actions") brought custom actions
/// to Full Keyboard Access in iOS 13; the menu's exact contents and order are not documented, so
/// this list is the model's (docs/assistive-technology-costs.md, Actions menu). Space activates
/// the element itself, so Activate is not repeated in the menu.
public enum KeyboardActionsMenu {
    public enum Entry: Hashable, Sendable {
        case customAction(String)
        case increment
        case decrement

        public var title: String {
            switch self {
            case let .customAction(name): name
            case .increment: "Increment"
            case .decrement: "Decrement"
            }
        }

        /// What performing the entry asks of the element.
        public var action: ElementAction {
            switch self {
            case let .customAction(name): .customAction(name)
            case .increment: .increment
            case .decrement: .decrement
            }
        }
    }

    public static func entries(for element: AccessibilityElement) -> [Entry] {
        element.customActions.map { .customAction($0.name) }
            + (element.traits.contains(.adjustable) ? [.increment, .decrement] : [])
    }
}
