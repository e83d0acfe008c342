import AccessibilityTree
import Basics

/// The scan of a screen as text: each item and group as item scanning meets them, numbered
/// within their level, with the cost of tapping each element and its scanner menu.
///
/// ```
/// 1  Dog picker  (dog-picker)  step: 3 presses · auto: 2 presses, 0 s
///      menu: Tap, Increment, Decrement, Scroll, Gestures, Device, Settings, Escape
/// 2  Group  (shelter)
///    1  Call  (call)  step: 5 presses · auto: 3 presses, 1 s
/// ```
public enum SwitchControlText {
    public static func text(of layout: ScanLayout, settings: SwitchControlSettings = SwitchControlSettings()) -> String {
        var lines: [String] = []
        append(layout.items, layout: layout, settings: settings, indent: "", to: &lines)
        return lines.map { $0 + "\n" }.joined()
    }

    private static func append(_ items: [ScanItem], layout: ScanLayout, settings: SwitchControlSettings,
                               indent: String, to lines: inout [String]) {
        for (index, item) in items.enumerated() {
            let number = "\(index + 1)  "
            switch item {
            case let .element(element):
                let menu = SwitchControlMenu.entries(for: element)
                let cost = layout.path(to: element.id).map {
                    SwitchControlCost(path: $0, entry: .tap, menu: menu, settings: settings)
                }
                lines.append(indent + number + "\(name(of: element))  (\(element.id.rawValue))" + (cost.map { "  " + describe($0) } ?? ""))
                lines.append(indent + String(repeating: " ", count: number.count + 3)
                             + "menu: " + menu.map(\.title).joined(separator: ", "))
            case let .group(container, inner):
                let label = container.label.map { "Group \"\($0)\"" } ?? "Group"
                lines.append(indent + number + "\(label), \(inner.count) items  (\(container.id.rawValue))")
                append(inner, layout: layout, settings: settings,
                       indent: indent + String(repeating: " ", count: number.count), to: &lines)
            }
        }
    }

    static func name(of element: AccessibilityElement) -> String {
        let label = element.label.map { $0.split(whereSeparator: \.isWhitespace).joined(separator: " ") } ?? ""
        return label.isEmpty ? "(no label)" : label
    }

    /// `step: 3 presses · auto: 2 presses, 1.5 s`
    static func describe(_ cost: SwitchControlCost) -> String {
        let seconds = cost.autoTime.inSeconds
        return "step: \(ElementCostsReport.count(cost.stepPresses, "press")) · "
            + "auto: \(ElementCostsReport.count(cost.autoPresses, "press")), \(seconds.compactDescription) s"
    }
}
