import AccessibilityTree
import Scenes

extension VoiceOver {
    /// Renders the scene again and responds to what the app posted, in order (docs/voiceover-speech.md, Notifications):
    /// `screenChanged` focuses the given element or the first displayed one and speaks it;
    /// `layoutChanged` focuses the given element, else keeps focus if the element is still there,
    /// else moves to the first displayed one; announcements and `pageScrolled` texts are spoken in
    /// turn (a `pageScrolled` text repeated means a border was reached: the boundary sound).
    /// A focused element that left without any notification is treated as `layoutChanged(nil)`.
    ///
    /// - Parameter element: the element acted on, as it was before; if focus stays on it and what
    ///   VoiceOver says about it changed, the new text is spoken, unless the app announced
    ///   something itself (the announcement is the feedback, as the WWDC 2026 equalizer's).
    /// - Returns: whether focus stayed on an element still there, with no announcement made.
    @discardableResult
    mutating func apply(_ events: [SceneEvent], speakingChangesTo element: AccessibilityElement?) -> Bool {
        refresh()
        var focusStayed = true
        for event in events {
            switch event {
            case .screenChanged(let focus):
                if let target = focus.flatMap(navigableID) ?? firstDisplayedID {
                    moveFocus(to: target)
                } else {
                    focusID = nil
                }
                lastPageScrolled = nil
                focusStayed = false
            case .layoutChanged(let focus):
                if let target = focus.flatMap(navigableID) {
                    moveFocus(to: target)
                    focusStayed = false
                } else if focusedEntry == nil {
                    if let first = firstDisplayedID { moveFocus(to: first) }
                    focusStayed = false
                }
            case .announcement(let text, _):
                say(text, kind: .announcement)
            case .pageScrolled(let text):
                if text == lastPageScrolled {
                    sayBoundary()
                } else {
                    say(text, kind: .scroll, about: focusID)
                }
                lastPageScrolled = text
            }
        }
        // Inside a focus move's own response the rule waits for the outer apply, so a scene that
        // removes whatever is focused cannot send focus round forever.
        if focusID != nil, focusedEntry == nil, !isApplyingFocusResponse {
            if let first = firstDisplayedID { moveFocus(to: first) }
            focusStayed = false
        }
        let hasAnnounced = events.contains { if case .announcement = $0 { true } else { false } }
        guard focusStayed, !hasAnnounced, let updated = focusedEntry else { return false }
        if let element, updated.id == element.id {
            let newText = SpeechComposer.speech(for: updated.element, context: updated.context).text
            if newText != SpeechComposer.speech(for: element, context: updated.context).text {
                say(newText, kind: .element, about: updated.id)
            }
        }
        return true
    }

    /// `id` if VoiceOver can focus it on the current screen.
    private func navigableID(_ id: ElementID) -> ElementID? {
        screenIndex.index.orderIndex(of: id) != nil ? id : nil
    }
}
