/// Full Keyboard Access events as text: each key, then where focus went or what happened.
///
/// ```
/// Focus: Dog picker (dog-picker)
/// tab
///   Focus: Favorite (favorite)
/// space
///   Activated Favorite (favorite)
/// ```
public enum KeyboardText {
    public static func text(of events: [KeyboardEvent]) -> String {
        var lines: [String] = []
        var indent = ""
        for event in events {
            switch event {
            case let .pressed(key):
                lines.append(key.rawValue)
                indent = "  "
            case let .focused(element):
                lines.append(indent + "Focus: \(SwitchControlText.name(of: element)) (\(element.id.rawValue))")
            case let .activated(element, isHandled):
                lines.append(indent + "Activated \(SwitchControlText.name(of: element)) (\(element.id.rawValue))"
                             + (isHandled ? "" : ": nothing happened"))
            case let .actionsMenu(element, entries):
                lines.append(indent + "Actions for \(SwitchControlText.name(of: element)) (\(element.id.rawValue)): "
                             + entries.map(\.title).joined(separator: ", "))
                lines.append(indent + "Selected: \(entries[0].title)")
            case let .noActions(element):
                lines.append(indent + "No actions for \(SwitchControlText.name(of: element)) (\(element.id.rawValue)).")
            case let .selected(entry):
                lines.append(indent + "Selected: \(entry.title)")
            case let .performed(entry, element, isHandled):
                lines.append(indent + "Performed \"\(entry.title)\" on \(SwitchControlText.name(of: element)) (\(element.id.rawValue))"
                             + (isHandled ? "" : ": nothing happened"))
            case .menuClosed:
                lines.append(indent + "Actions menu closed.")
            case let .escaped(id):
                lines.append(indent + "Escape handled by \(id.rawValue)")
            case .boundary:
                lines.append(indent + "Nowhere further to go.")
            case .nothingToFocus:
                lines.append(indent + "Nothing on screen can be focused.")
            case let .announcement(text):
                lines.append(indent + "Announced: \(text)")
            }
        }
        return lines.map { $0 + "\n" }.joined()
    }
}
