import AccessibilityTree

extension VoiceOver {
    /// More Content rotor: the first swipe after focus lands speaks the first item of the focused
    /// element's custom content whichever its direction, later swipes the next (down) or previous
    /// (up); past either end the boundary sound plays (docs/voiceover-speech.md, Custom content;
    /// the item's wording and the ends are UNVERIFIED).
    mutating func selectContent(forward: Bool) {
        guard let content = focusedElement?.customContent, !content.isEmpty else { return }
        let next = actionIndex.map { forward ? $0 + 1 : $0 - 1 } ?? 0
        guard content.indices.contains(next) else { return sayBoundary() }
        actionIndex = next
        let item = content[next]
        let text = item.value.isEmpty ? item.label : item.label + VoiceOverPhrases.customContentSeparator + item.value
        say(text, kind: .content, about: focusID)
    }
}
