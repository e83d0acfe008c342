import AccessibilityTree
import Basics

/// A Switch Control session as text: one line an event, with its time on the injected clock.
///
/// ```
/// 0 s     highlight  Dog picker (dog-picker)
/// 1 s     highlight  Favorite (favorite)
/// 1.2 s   press      select
/// 1.2 s   menu       Favorite: Tap, Scroll, Gestures, Device, Settings, Escape
/// 1.2 s   highlight  menu › Tap
/// 1.2 s   press      select
/// 1.2 s   performs   Tap on Favorite (favorite)
/// ```
public enum SwitchControlTranscriptText {
    public static func text(of events: [SwitchControlEvent]) -> String {
        events.map { event in
            let time = event.time.inSeconds.compactDescription + " s"
            return time.padding(to: 8) + line(for: event) + "\n"
        }.joined()
    }

    static func line(for event: SwitchControlEvent) -> String {
        switch event {
        case let .pressed(press, _): "press      \(pressName(press))"
        case let .highlighted(highlight, _): "highlight  \(describe(highlight))"
        case let .spoken(text, _): "says       \"\(text)\""
        case let .menuOpened(element, entries, _):
            "menu       \(SwitchControlText.name(of: element)): \(entries.map(\.title).joined(separator: ", "))"
        case let .performed(entry, element, isHandled, _):
            "performs   \(entry.title) on \(named(element))" + (isHandled ? "" : ": nothing happened")
        case .menuClosed: "menu       closed"
        case let .notModelled(entry, _): "menu       \(entry.title): its submenu is not simulated"
        case let .stopped(loops, _): "stopped    after \(ElementCostsReport.count(loops, "loop")); Select starts scanning again"
        case .nothingToScan: "nothing    no interactive element to scan"
        case let .refused(reason, _): "cannot     \(reason)"
        case let .announcement(text, _): "announces  \"\(text)\""
        }
    }

    static func describe(_ highlight: SwitchControlHighlight) -> String {
        switch highlight {
        case let .item(.element(element)): named(element)
        case let .item(.group(container, items)):
            (container.label.map { "group \"\($0)\"" } ?? "group") + ", \(ElementCostsReport.count(items.count, "item")) (\(container.id.rawValue))"
        case let .leaveGroup(container): "leave group (dashed, \(container.id.rawValue))"
        case let .menuEntry(entry): "menu › \(entry.title)"
        }
    }

    static func named(_ element: AccessibilityElement) -> String {
        "\(SwitchControlText.name(of: element)) (\(element.id.rawValue))"
    }

    static func pressName(_ press: SwitchPress) -> String {
        switch press {
        case .select: "select"
        case .next: "next"
        case .previous: "previous"
        case let .wait(duration): "wait(\(duration.inSeconds.compactDescription))"
        case let .choose(entry): entry.title
        }
    }
}

private extension String {
    func padding(to width: Int) -> String {
        count >= width ? self + " " : self + String(repeating: " ", count: width - count)
    }
}
