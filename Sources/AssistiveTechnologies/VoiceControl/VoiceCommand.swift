import Scenes

/// One thing a person says to Voice Control (Apple's Voice Control commands: "Show names",
/// "Show numbers", "Show grid", "Tap" followed by an item's name or number, "Scroll down"), and
/// the name of an element's custom action.
public enum VoiceCommand: Hashable, Sendable {
    /// Shows each interactive element's name over it.
    case showNames
    /// Shows a number over each interactive element.
    case showNumbers
    /// Hides names or numbers.
    case hideOverlay
    /// Shows the numbered grid over the screen, with this many columns and rows when said.
    case showGrid(columns: Int?, rows: Int?)
    /// Hides the grid.
    case hideGrid
    /// Taps the element with this name.
    case tapName(String)
    /// Taps the element with this number (or, right after an ambiguous name, the match with it);
    /// with the grid shown, taps the centre of that cell.
    case tapNumber(Int)
    /// A bare number: with the grid shown, zooms into that cell; otherwise as `tapNumber`.
    case number(Int)
    /// Performs the custom action with this name (`accessibilityCustomActions`) on the one
    /// element that has it.
    case customAction(String)
    /// Increments the adjustable element with this name.
    case increment(String)
    /// Decrements the adjustable element with this name.
    case decrement(String)
    /// Scrolls the screen.
    case scroll(ScrollDirection)

    /// The command as a person would say it.
    public var spoken: String {
        switch self {
        case .showNames: "Show names"
        case .showNumbers: "Show numbers"
        case .hideOverlay: "Hide names"
        case let .showGrid(columns, rows): "Show grid" + Self.gridSize(columns: columns, rows: rows)
        case .hideGrid: "Hide grid"
        case let .tapName(name): "Tap \(name)"
        case let .tapNumber(number): "Tap \(number)"
        case let .number(number): "\(number)"
        case let .customAction(name): name
        case let .increment(name): "Increment \(name)"
        case let .decrement(name): "Decrement \(name)"
        case let .scroll(direction): "Scroll \(direction.rawValue)"
        }
    }

    private static func gridSize(columns: Int?, rows: Int?) -> String {
        let parts = [columns.map { "\($0) columns" }, rows.map { "\($0) rows" }].compactMap { $0 }
        return parts.isEmpty ? "" : " with " + parts.joined(separator: " and ")
    }
}
