import AccessibilityTree

/// The hints VoiceOver adds to an element's own (docs/voiceover-speech.md, Default hints).
enum DefaultHints {
    /// The hint spoken after the element: the app's hint followed by the defaults its traits call
    /// for. A dimmed element gets no default hint at all.
    ///
    /// - Parameters:
    ///   - customHint: the app's hint still to speak (nil when it was promoted into the text).
    ///   - omitsAdjustableHint: a hint-only adjustable element is read without the adjust hint.
    static func hint(for element: AccessibilityElement, customHint: String?, omitsAdjustableHint: Bool) -> String? {
        let traits = element.traits
        guard !traits.contains(.notEnabled) else { return customHint }
        if traits.contains(.textEntry) {
            // A text field's default replaces the app's hint.
            if traits.contains(.isEditing) { return VoiceOverPhrases.misspelledWordsHint }
            return traits.contains(.textArea) ? VoiceOverPhrases.textAreaHint : VoiceOverPhrases.textEntryHint
        }
        var parts: [String?] = [customHint]
        if traits.contains(.adjustable), !traits.contains(.toggle), !omitsAdjustableHint {
            parts.append(VoiceOverPhrases.adjustableHint)
        }
        if traits.contains(.toggle) { parts.append(VoiceOverPhrases.toggleHint) }
        if element.directTouch?.requiresActivation == true { parts.append(VoiceOverPhrases.directTouchHint) }
        return Sentences.joined(parts)
    }
}
