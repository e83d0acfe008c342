import AccessibilityTree
import Basics

/// The scan of a screen as text: each item and group as item scanning meets them, numbered
/// within their level, with the cost of tapping each element, its scanner menu and, given the
/// screen, the cost of tapping it by point scanning.
///
/// ```
/// 1  Dog picker  (dog-picker)  step: 3 presses · auto: 2 presses, 0 s
///      menu: Tap, Increment, Decrement, Scroll, Gestures, Device, Settings, Escape
///      point: 5 presses, 10.23 s at (196.5, 160)
/// 2  Group  (shelter)
///    1  Call  (call)  step: 5 presses · auto: 3 presses, 1 s
/// ```
public enum SwitchControlText {
    public static func text(of layout: ScanLayout, on screen: Screen? = nil,
                            settings: SwitchControlSettings = SwitchControlSettings()) -> String {
        var lines: [String] = []
        append(layout.items, layout: layout, screen: screen, settings: settings, indent: "", to: &lines)
        return lines.map { $0 + "\n" }.joined()
    }

    private static func append(_ items: [ScanItem], layout: ScanLayout, screen: Screen?, settings: SwitchControlSettings,
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
                let detailIndent = indent + String(repeating: " ", count: number.count + 3)
                lines.append(detailIndent + "menu: " + menu.map(\.title).joined(separator: ", "))
                if let screen {
                    lines.append(detailIndent + "point: " + (PointScanCost(element: element, on: screen, settings: settings).map(describe)
                        ?? "off screen or without a frame"))
                }
            case let .group(container, inner):
                let label = container.label.map { "Group \"\($0)\"" } ?? "Group"
                lines.append(indent + number + "\(label), \(inner.count) items  (\(container.id.rawValue))")
                append(inner, layout: layout, screen: screen, settings: settings,
                       indent: indent + String(repeating: " ", count: number.count), to: &lines)
            }
        }
    }

    static func name(of element: AccessibilityElement) -> String {
        let label = element.label.map { $0.split(whereSeparator: \.isWhitespace).joined(separator: " ") } ?? ""
        return label.isEmpty ? "(no label)" : label
    }

    /// `5 presses, 10.23 s at (196.5, 160)`, and what makes the element hard to land on.
    static func describe(_ cost: PointScanCost) -> String {
        let point = cost.selection.point
        var text = "\(ElementCostsReport.count(cost.presses, "press")), \(cost.time.inSeconds.compactDescription) s"
            + " at (\(point.x.compactDescription), \(point.y.compactDescription))"
        if !cost.landsOnElement {
            text += cost.selection.hit.map { ", lands on \(name(of: $0)) (\($0.id.rawValue)) drawn over it" } ?? ", lands on nothing"
        }
        if cost.isTooSmall {
            text += ", too small: the fine line crosses it in \(cost.selection.shortestCrossing.inSeconds.compactDescription) s"
        }
        return text
    }

    /// `step: 3 presses · auto: 2 presses, 1.5 s`
    static func describe(_ cost: SwitchControlCost) -> String {
        let seconds = cost.autoTime.inSeconds
        return "step: \(ElementCostsReport.count(cost.stepPresses, "press")) · "
            + "auto: \(ElementCostsReport.count(cost.autoPresses, "press")), \(seconds.compactDescription) s"
    }
}
