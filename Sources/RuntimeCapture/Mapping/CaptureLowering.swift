import AccessibilityTree

/// Turns a captured element tree into the `Screen` VoiceOver walks, by the table of
/// `ElementType.role` (docs/runtime-capture.md, Mapping).
///
/// What no capture format carries — hints, custom rotors, activation points, and custom actions
/// unless WebDriverAgent listed them — is left absent and named in each focusable element's
/// `unresolved`, so a rule that rests on it reports for review instead of a violation.
public enum CaptureLowering {
    /// The facts a capture never carries, recorded on every focusable element (one shared array).
    static let uncaptured: [Unresolved] = [.hint, .customRotors, .activationPoint, .inputLabels].map { Unresolved($0, reason: "") }
    static let uncapturedCustomActions = Unresolved(.customActions, reason: "")

    /// The screen of a capture whose root is `root` (usually the `Application`).
    ///
    /// The screen is named after the application's label, else `fallbackName`; its size is the
    /// root's frame, else the first window's, else `Screen.defaultSize`.
    public static func screen(root: CapturedElement, fallbackName: String? = nil) -> Screen {
        let children = lowerChildren(of: root, path: "")
        let frameSize = root.frame?.size ?? root.children.first(where: { $0.type == .window })?.frame?.size
        let size = frameSize.flatMap { $0.width > 0 && $0.height > 0 ? $0 : nil } ?? Screen.defaultSize
        let name = root.type == .application ? nonEmpty(root.label) ?? fallbackName : fallbackName
        return Screen(name: name, root: .container(id: "root", children: children, frame: Rect(origin: .zero, size: size)),
                      size: size, source: root.source)
    }

    /// The children of `element`, each with an id naming its path (`Window/Table/Cell[2]`).
    private static func lowerChildren(of element: CapturedElement, path: String) -> [AccessibilityElement] {
        var seen: [String: Int] = [:]
        let counts = Dictionary(element.children.map { ($0.typeName, 1) }, uniquingKeysWith: +)
        return element.children.map { child in
            let index = seen[child.typeName, default: 0] + 1
            seen[child.typeName] = index
            let step = counts[child.typeName, default: 1] > 1 ? "\(shortName(child))[\(index)]" : shortName(child)
            return lower(child, path: path.isEmpty ? step : path + "/" + step)
        }
    }

    private static func shortName(_ element: CapturedElement) -> String {
        element.type?.name ?? element.typeName
    }

    private static func lower(_ captured: CapturedElement, path: String) -> AccessibilityElement {
        let role = captured.type?.role ?? ElementRole(.elementWhenLeaf)
        let label = nonEmpty(captured.label) ?? nonEmpty(captured.title)
        let value = spokenValue(captured, role: role, label: label)
        var unresolved: [Unresolved] = []
        if captured.type == nil {
            unresolved.append(Unresolved(.traits, reason: "unknown element type \"\(captured.typeName)\""))
        }
        if !captured.unknownTraitNames.isEmpty {
            unresolved.append(Unresolved(.traits, reason: "unknown traits " + captured.unknownTraitNames.joined(separator: ", ")))
        }
        let isFocusable: Bool
        if let accessible = captured.isAccessible {
            isFocusable = accessible
        } else {
            switch role.focus {
            case .element: isFocusable = true
            case .container: isFocusable = false
            case .elementWhenLeaf: isFocusable = captured.children.isEmpty && (label != nil || value != nil)
            case .cell:
                isFocusable = label != nil
                if !isFocusable {
                    unresolved.append(Unresolved(.isAccessibilityElement,
                                                 reason: "the capture does not say whether VoiceOver focuses the cell or its children"))
                }
            }
        }
        var traits = captured.traits.map { $0.union(role.privateTraits) } ?? role.traits.union(role.privateTraits)
        if captured.isEnabled == false { traits.insert(.notEnabled) }
        if captured.isSelected == true { traits.insert(.selected) }
        guard isFocusable else {
            var container = AccessibilityElement.container(
                id: ElementID(path), children: lowerChildren(of: captured, path: path), frame: captured.frame,
                isModal: role.isModal)
            container.traits = traits.intersection(.tabBar)
            container.identifier = identifier(of: captured)
            container.source = captured.source
            container.unresolved = unresolved
            return container
        }
        unresolved = unresolved.isEmpty ? uncaptured : unresolved + uncaptured
        if captured.customActions == nil { unresolved.append(uncapturedCustomActions) }
        return AccessibilityElement(
            id: ElementID(path), label: label, value: value, traits: traits, frame: captured.frame,
            customActions: (captured.customActions ?? []).map { CustomAction(name: $0) },
            identifier: identifier(of: captured), source: captured.source, unresolved: unresolved)
    }

    /// The value as VoiceOver speaks it (`ElementRole.ValueReading`); a placeholder stands in for
    /// the empty value of a text field, as WebDriverAgent's `wdValue` and UIKit's text fields do.
    static func spokenValue(_ captured: CapturedElement, role: ElementRole, label: String?) -> String? {
        var value = nonEmpty(captured.value)
        if value == nil, role.privateTraits.contains(.textEntry) || role.traits.contains(.searchField) {
            value = nonEmpty(captured.placeholderValue)
        }
        switch role.value {
        case .asCaptured:
            return value
        case .onOff:
            switch value?.lowercased() {
            case "1", "true": return "1"
            case "0", "false": return "0"
            default: return value
            }
        case .dropWhenLabel:
            return value == label ? nil : value
        case .dropSelectionMarker:
            return captured.isSelected == true && value == "1" ? nil : value
        }
    }

    private static func identifier(of captured: CapturedElement) -> String? {
        nonEmpty(captured.identifier)
    }

    static func nonEmpty(_ text: String?) -> String? {
        guard let text, !text.isEmpty else { return nil }
        return text
    }
}
