import AccessibilityTree

/// An element Voice Control puts a name and a number on: an interactive element of the screen,
/// in navigation order.
///
/// Names come from the input labels, else the accessibility label: UIKit's
/// `accessibilityUserInputLabels` and SwiftUI's `accessibilityInputLabels(_:)` ("Voice Control and
/// Full Keyboard Access use the input labels … If you don't specify any input labels, the user
/// can still refer to the view using the accessibility label", Apple's documentation). The first
/// name is the one "Show names" displays. Only interactive elements get names and numbers
/// (`AccessibilityElement.isInteractive`); numbering them in navigation order is a model, not
/// documented behaviour (docs/voice-control.md).
public struct VoiceControlTarget: Hashable, Sendable {
    public var element: AccessibilityElement
    /// The number "Show numbers" puts on it, from 1.
    public var number: Int
    /// What a person can say after "Tap", the displayed name first; empty when it has none.
    public var names: [String]

    public var id: ElementID { element.id }
    /// The name "Show names" displays, if any.
    public var displayedName: String? { names.first }

    /// The interactive elements of `screen`, in navigation order, numbered from 1.
    public static func targets(on screen: Screen) -> [VoiceControlTarget] {
        targets(inOrder: screen.navigationOrder.map(\.element))
    }

    /// The interactive elements of `elements`, already in navigation order, numbered from 1.
    public static func targets(inOrder elements: [AccessibilityElement]) -> [VoiceControlTarget] {
        elements.filter(\.isInteractive).enumerated().map { offset, element in
            VoiceControlTarget(element: element, number: offset + 1, names: names(of: element))
        }
    }

    /// The input labels that are not blank, else the label when it is not blank.
    public static func names(of element: AccessibilityElement) -> [String] {
        let inputLabels = element.inputLabels.map(VoiceControlName.trimmed).filter { !$0.isEmpty }
        if !inputLabels.isEmpty { return inputLabels }
        let label = VoiceControlName.trimmed(element.label ?? "")
        return label.isEmpty ? [] : [label]
    }

    /// Whether `spoken` is one of its names.
    public func answers(to spoken: String) -> Bool {
        let key = VoiceControlName.matchKey(spoken)
        return names.contains { VoiceControlName.matchKey($0) == key }
    }
}
