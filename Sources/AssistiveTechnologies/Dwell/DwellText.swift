import AccessibilityTree

/// Dwell events as text: `1 s at (196, 370): tapped Favorite (favorite)`.
public enum DwellText {
    public static func text(of events: [DwellEvent]) -> String {
        events.map { event in
            switch event {
            case let .fired(point, time, element, isHandled):
                guard let element else { return place(point, time) + "nothing there" }
                return place(point, time) + "tapped \(SwitchControlText.name(of: element)) (\(element.id.rawValue))"
                    + (isHandled ? "" : ", nothing happened")
            case let .outsideScreen(point, time):
                return place(point, time) + "off the screen, out of reach"
            case let .announcement(text):
                return "  Announced: \(text)"
            }
        }.map { $0 + "\n" }.joined()
    }

    private static func place(_ point: Point, _ time: Duration) -> String {
        "\(time.inSeconds.compactDescription) s at "
            + "(\(point.x.compactDescription), \(point.y.compactDescription)): "
    }
}
