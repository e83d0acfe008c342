import AccessibilityTree
import Scenes

extension VoiceOver {
    /// Renders the scene again and responds to what the app posted, in order (§10):
    /// `screenChanged` focuses the given element or the first and speaks it; `layoutChanged`
    /// focuses the given element, else keeps focus if the element is still there, else moves to
    /// the first; announcements and `pageScrolled` texts are spoken in turn (a `pageScrolled`
    /// text repeated means a border was reached, which plays the boundary sound).
    ///
    /// - Parameter element: the element acted on, as it was before; if focus stays on it and what
    ///   VoiceOver would say about it changed, the change is spoken.
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
                lastPageScrolled = nil
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
        if focusStayed, let element, let updated = focusedEntry, updated.id == element.id {
            speakChange(from: element, to: updated)
        }
        return focusStayed && focusedEntry != nil
    }

    /// Speaks what changed about the focused element after it was acted on: the new value alone
    /// when only the value changed (a switch says "On.", the WWDC 2026 equalizer "Frequency 0,
    /// amplitude 20"), the whole text when the label or traits changed, nothing otherwise.
    private mutating func speakChange(from before: AccessibilityElement, to after: NavigationEntry) {
        let oldText = SpeechComposer.speech(for: before, context: after.context).text
        let newText = SpeechComposer.speech(for: after.element, context: after.context).text
        guard oldText != newText else { return }
        let onlyValueChanged = before.label == after.element.label && before.traits == after.element.traits
        guard onlyValueChanged, let value = after.element.value, !value.isEmpty else {
            return say(newText, kind: .element, about: after.id)
        }
        let spoken = after.element.traits.contains(.toggle) ? SpeechComposer.toggleState(value) ?? value : value
        say(spoken, kind: .value, about: after.id)
    }

    /// `id` if VoiceOver can focus it on the current screen.
    private func navigableID(_ id: ElementID) -> ElementID? {
        order.contains { $0.id == id } ? id : nil
    }
}
