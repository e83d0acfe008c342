import Basics

/// A key Full Keyboard Access navigates with: Tab and Shift-Tab between groups, the arrow keys
/// within one, Space to activate, Escape to go back (WWDC21 session 10260, "Focus on iPad
/// keyboard navigation"), and Tab-Z for the focused element's actions menu, the chord people
/// report for it, which Apple's own keyboard-command list was not found to confirm
/// (docs/assistive-technology-costs.md, Actions menu).
public enum KeyboardKey: String, Hashable, Sendable, CaseIterable {
    case tab
    case shiftTab = "shift-tab"
    case up, down, left, right
    case space
    case escape
    /// Tab-Z: the focused element's actions menu.
    case actions = "tab-z"

    /// Reads `tab, tab, down, space`: keys separated by commas or new lines, in any case.
    ///
    /// - Throws: `VoiceOverScriptError` naming the first key that is not one, with the nearest key.
    public static func parseScript(_ script: String) throws -> [KeyboardKey] {
        let steps = script.split(whereSeparator: { $0 == "," || $0.isNewline })
            .map { VoiceControlName.trimmed(String($0)).lowercased() }.filter { !$0.isEmpty }
        return try steps.enumerated().map { offset, step in
            guard let key = KeyboardKey(rawValue: step) else {
                throw VoiceOverScriptError(stepNumber: offset + 1, step: step, problem: "unknown key",
                                           suggestion: NameSuggestion.nearest(to: step, in: allCases.map(\.rawValue)))
            }
            return key
        }
    }
}
