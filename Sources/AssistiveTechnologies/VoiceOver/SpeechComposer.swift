import AccessibilityTree

/// Composes what VoiceOver speaks for an element: the one-line form of docs/voiceover-speech.md,
/// What VoiceOver speaks (label, value, "Selected", trait words, context), and the hints of
/// Default hints.
public enum SpeechComposer {
    /// The spoken text and hint, with "Actions available." ending the hint when the element has
    /// custom actions, then "More content available." when it has custom content.
    public static func utterance(for element: AccessibilityElement, context: NavigationContext?)
        -> (text: String, hint: String?)
    {
        let speech = speech(for: element, context: context)
        return (speech.text, Sentences.joined([speech.hint, speech.hasActions ? VoiceOverPhrases.actionsAvailable : nil,
                                               speech.hasMoreContent ? VoiceOverPhrases.moreContentAvailable : nil]))
    }

    /// The three parts VoiceOver speaks for `element` in `context`.
    public static func speech(for element: AccessibilityElement, context: NavigationContext?) -> ElementSpeech {
        let traits = element.traits
        let label = spokenLabel(element.label ?? "")
        let value = element.value.flatMap { $0.isEmpty ? nil : $0 }
        var hint = element.hint.flatMap { $0.isEmpty ? nil : $0 }

        var text = label
        if traits.contains(.backButton), label.lowercased() == VoiceOverPhrases.backLabel { text = "" }
        if let value, !traits.contains(.toggle) {
            if context == .dataTableCell {
                text = text.isEmpty ? value : text + " " + value
            } else {
                text = text.isEmpty ? value : text + VoiceOverPhrases.valueSeparator + value
            }
        }
        for content in element.customContent where content.importance == .high {
            // High-importance content "gets read out immediately" (docs/voiceover-speech.md, Custom content).
            let spoken = content.value.isEmpty ? content.label : content.value
            text = text.isEmpty ? spoken : text + VoiceOverPhrases.customContentSeparator + spoken
        }
        if traits.contains(.selected) {
            text = text.isEmpty ? VoiceOverPhrases.selectedAlone : VoiceOverPhrases.selectedPrefix + text
        }

        let words = traitWords(traits, value: value, context: context, headingLevel: element.headingLevel)
        // The adjustable default hint is left out when a hint is all there is to say (What VoiceOver speaks, step 5).
        let hintIsAllThereIs = hint != nil && label.isEmpty && value == nil
        if text.isEmpty {
            text = hint ?? ""
            hint = nil
        }
        if !words.isEmpty {
            let joinedWords = words.joined(separator: " ")
            text = text.isEmpty ? joinedWords : Sentences.terminated(text) + " " + joinedWords
        }
        if let context, let suffix = contextSuffix(context) {
            // "Item A. Tab. 1 of 6." follows the trait words directly; the others start a sentence.
            let base = context.isTab ? text : Sentences.terminated(text)
            text = text.isEmpty ? suffix : base + " " + suffix
        }
        return ElementSpeech(
            text: text,
            hint: DefaultHints.hint(for: element, customHint: hint, omitsAdjustableHint: hintIsAllThereIs),
            hasActions: !element.customActions.isEmpty || !element.dragDropPoints.isEmpty,
            hasMoreContent: !element.customContent.isEmpty)
    }

    /// `label` as VoiceOver speaks it: an underscore, and a full stop between two letters, are word
    /// breaks (`VoiceOverPhrases.underscoreWordBreak`, docs/swiftui-defaults.md, Default labels and traits), so an
    /// asset name used as a label ("fav_star_outline") is heard as words while the element keeps the raw name.
    static func spokenLabel(_ label: String) -> String {
        guard label.contains(where: { $0 == VoiceOverPhrases.underscoreWordBreak || $0 == VoiceOverPhrases.dotWordBreak })
        else { return label }
        let characters = Array(label)
        var spoken = ""
        for (index, character) in characters.enumerated() {
            let isWordBreak = character == VoiceOverPhrases.underscoreWordBreak
                || (character == VoiceOverPhrases.dotWordBreak && index > 0 && index + 1 < characters.count
                    && characters[index - 1].isLetter && characters[index + 1].isLetter)
            if !isWordBreak {
                spoken.append(character)
            } else if let last = spoken.last, !last.isWhitespace, index + 1 < characters.count,
                      characters[index + 1] != VoiceOverPhrases.underscoreWordBreak, !characters[index + 1].isWhitespace {
                spoken.append(" ")
            }
        }
        return spoken
    }

    /// The trait words in the order VoiceOver appends them (docs/voiceover-speech.md, Trait words).
    static func traitWords(_ traits: Traits, value: String?, context: NavigationContext?,
                           headingLevel: Int? = nil) -> [String] {
        typealias Phrase = VoiceOverPhrases
        var words: [String] = []
        let isTab = traits.contains(.tabButton) || context?.isTab == true
        if traits.contains(.notEnabled) { words.append(Phrase.dimmed) }
        let suppressesButton: Traits = [.keyboardKey, .toggle, .tabButton, .backButton]
        if traits.contains(.button), traits.isDisjoint(with: suppressesButton), context?.isTab != true {
            words.append(Phrase.button)
        }
        if traits.contains(.backButton) { words.append(Phrase.backButton) }
        if traits.contains(.toggle) {
            if traits.contains(.button) { words.append(Phrase.switchButton) }
            if let state = toggleState(value) { words.append(state) }
        }
        if isTab { words.append(Phrase.tab) }
        if traits.contains(.textEntry) {
            words.append(traits.contains(.secureTextField) ? Phrase.secureTextField : Phrase.textField)
            if traits.contains(.isEditing) { words.append(Phrase.isEditing) }
        }
        if traits.contains(.header) {
            if let headingLevel, (1...6).contains(headingLevel) {
                words.append(Phrase.heading(level: headingLevel))
            } else {
                words.append(Phrase.heading)
            }
        }
        if traits.contains(.link) { words.append(Phrase.link) }
        if traits.contains(.adjustable) { words.append(Phrase.adjustable) }
        if traits.contains(.image) { words.append(Phrase.image) }
        if traits.contains(.searchField) { words.append(Phrase.searchField) }
        return words
    }

    /// What a toggle's value reads as: "1" "On.", "0" "Off.", "2" "Mixed.", any other value as
    /// it is (iOS 17 and later).
    static func toggleState(_ value: String?) -> String? {
        switch value {
        case "1": VoiceOverPhrases.toggleOn
        case "0": VoiceOverPhrases.toggleOff
        case "2": VoiceOverPhrases.toggleMixed
        case let other: other
        }
    }

    /// "2 of 4." for a tab; "List Start." and the others after a full stop.
    static func contextSuffix(_ context: NavigationContext) -> String? {
        switch context {
        case .tab(let index, let count): VoiceOverPhrases.position(index, of: count)
        case .listStart: VoiceOverPhrases.listStart
        case .listEnd: VoiceOverPhrases.listEnd
        case .landmarkStart: VoiceOverPhrases.landmarkStart
        case .landmarkEnd: VoiceOverPhrases.landmarkEnd
        case .dataTableCell: nil
        }
    }
}
