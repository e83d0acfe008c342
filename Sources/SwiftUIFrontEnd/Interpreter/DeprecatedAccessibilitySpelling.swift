/// The iOS 13 spellings of SwiftUI's accessibility modifiers, `.accessibility(label: Text("Dan"))`,
/// and the modifier each became in iOS 14 (`.accessibilityLabel(Text("Dan"))`).
///
/// Apple's "Deprecated modifiers" page lists them with their replacements
/// (https://developer.apple.com/documentation/swiftui/view-deprecated). The old form takes one
/// labelled argument; the new one takes the same value unlabelled, so a modifier written either
/// way is read as the current spelling and gives the same tree and the same findings.
public enum DeprecatedAccessibilitySpelling {
    /// The argument label of `.accessibility(…)` and the modifier that replaced it.
    public static let replacements: [String: String] = [
        "label": "accessibilityLabel", "value": "accessibilityValue", "hint": "accessibilityHint",
        "hidden": "accessibilityHidden", "addTraits": "accessibilityAddTraits",
        "removeTraits": "accessibilityRemoveTraits", "identifier": "accessibilityIdentifier",
        "sortPriority": "accessibilitySortPriority", "inputLabels": "accessibilityInputLabels",
        "activationPoint": "accessibilityActivationPoint",
    ]

    /// The current name of a modifier called `name` whose first argument is labelled
    /// `firstLabel`: `accessibilityLabel` for `accessibility(label:)`, `name` itself otherwise.
    ///
    /// `accessibility(selectionIdentifier:)` has no replacement and keeps its name: a `Picker`
    /// reads it to find the element whose label is its value, which the front end does not model.
    public static func currentName(of name: String, firstLabel: String?) -> String {
        guard name == "accessibility", let firstLabel, let current = replacements[firstLabel] else { return name }
        return current
    }
}
