import AccessibilityTree
import Scenes

extension VoiceOver {
    /// Renders the scene again and responds to what the app posted, in order (§10):
    /// `screenChanged` focuses the given element or the first and speaks it; `layoutChanged`
    /// focuses the given element, else keeps focus if the element is still there, else moves to
    /// the first; announcements and `pageScrolled` texts are spoken in turn (a `pageScrolled`
    /// text repeated means a border was reached, which plays the boundary sound).
    ///
    /// - Parameter element: the element acted on, as it was before; if focus stays on it and its
    ///   spoken text changed, the new text is spoken ("Favorite: On. Button.").
    /// - Returns: whether focus stayed where it was.
    @discardableResult
    mutating func apply(_ events: [SceneEvent], speakingChangesTo element: AccessibilityElement?) -> Bool {
        refresh()
        var focusStayed = true
        for event in events {
            switch event {
            case .screenChanged(let focus):
                if let target = focus.flatMap(navigableID) ?? order.first?.id {
                    moveFocus(to: target)
                } else {
                    focusID = nil
                }
                focusStayed = false
            case .layoutChanged(let focus):
                if let target = focus.flatMap(navigableID) {
                    moveFocus(to: target)
                    focusStayed = false
                } else if focusedEntry == nil {
                    if let first = order.first { moveFocus(to: first.id) }
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
        if focusStayed, let element, let updated = focusedEntry, updated.id == element.id,
           SpeechComposer.speech(for: updated.element, context: updated.context).text
            != SpeechComposer.speech(for: element, context: updated.context).text {
            speakFocusedText()
        }
        return focusStayed && focusedEntry != nil
    }

    /// `id` if VoiceOver can focus it on the current screen.
    private func navigableID(_ id: ElementID) -> ElementID? {
        order.contains { $0.id == id } ? id : nil
    }
}
