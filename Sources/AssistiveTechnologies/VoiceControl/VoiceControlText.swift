import Basics

/// Voice Control events as text: each command as said, then what followed, indented.
///
/// ```
/// Tap Favorite
///   "Favorite" matches 2 items; numbers are shown on them to choose from:
///   1  Favorite  (favorite-1)
///   2  Favorite  (favorite-2)
/// ```
public enum VoiceControlText {
    public static let indent = "  "

    public static func text(of events: [VoiceControlEvent]) -> String {
        events.flatMap(lines).map { $0 + "\n" }.joined()
    }

    static func lines(for event: VoiceControlEvent) -> [String] {
        switch event {
        case let .heard(command):
            return [command.spoken]
        case let .overlay(overlay, items):
            guard !items.isEmpty else { return [indent + "No items to show \(overlay.rawValue) on."] }
            return items.map { indent + line(for: $0) }
        case let .acted(action, item, isHandled):
            let name = item.name.map { "\($0) " } ?? ""
            return [indent + "\(action.pastTense) \(name)(\(item.id.rawValue))" + (isHandled ? "" : ": nothing happened")]
        case let .grid(grid):
            return [indent + gridLine(grid)]
        case let .tappedPoint(point, item, isHandled):
            let place = "(\(tenths(point.x)), \(tenths(point.y)))"
            guard let item else { return [indent + "Tapped \(place): nothing there."] }
            let name = item.name.map { "\($0) " } ?? ""
            return [indent + "Tapped \(place) on \(name)(\(item.id.rawValue))" + (isHandled ? "" : ": nothing happened")]
        case let .ambiguous(name, matches):
            return [indent + "\"\(name)\" matches \(matches.count) items; numbers are shown on them to choose from:"]
                + matches.map { indent + line(for: $0) }
        case let .noMatch(said, suggestion):
            let tail = suggestion.map { " Did you mean \"\($0)\"?" } ?? ""
            return [indent + "Nothing on screen answers to \"\(said)\".\(tail)"]
        case let .nothingToScroll(direction):
            return [indent + "Nothing on screen scrolls \(direction.rawValue)."]
        case let .announcement(text):
            return [indent + "Announced: \(text)"]
        }
    }

    /// `21.8` for 21.8333…: a point to a tenth, as a person reads it off the screen.
    static func tenths(_ value: Double) -> String {
        ((value * 10).rounded() / 10).compactDescription
    }

    /// `Grid of 3 × 3 cells, 1–9, over {0, 0, 393, 852}`, with the zoom level once zoomed into.
    static func gridLine(_ grid: VoiceControlGrid) -> String {
        let zoom = grid.depth == 0 ? "" : ", zoom level \(grid.depth)"
        return "Grid of \(grid.columns) × \(grid.rows) cells, 1–\(grid.cellCount), over \(grid.region)\(zoom)"
    }

    /// `3  Favorite  (favorite-1)`; a target without a name shows `(no name)`.
    static func line(for item: VoiceControlOverlayItem) -> String {
        "\(item.number)  \(item.name ?? "(no name)")  (\(item.id.rawValue))"
    }
}
