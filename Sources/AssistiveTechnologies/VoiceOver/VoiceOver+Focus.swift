import AccessibilityTree
import Scenes

extension VoiceOver {
    /// Swipe right or left: the next or previous element; at either end the boundary sound and
    /// focus stays (docs/voiceover-speech.md, Navigation order). Without focus, a swipe lands on the first element.
    mutating func moveInOrder(forward: Bool) {
        guard !order.isEmpty else { return sayBoundary() }
        guard let current = focusedIndex else {
            return moveFocus(to: firstDisplayedID ?? order[0].id)
        }
        let next = current + (forward ? 1 : -1)
        guard order.indices.contains(next) else {
            // At either end: the boundary sound, then the focused element again (recorded: WWDC
            // 2018 session 230, swiping right on the gallery's last element, "close, close,
            // close, button"; docs/voiceover-speech.md, Navigation order).
            sayBoundary()
            return speakFocusedText()
        }
        moveFocus(to: order[next].id, at: next)
    }

    /// Moves the cursor to `id` and, unless `isSilent`, speaks it: first the label of any semantic
    /// group just entered, then the element, its hint, and "Actions available.".
    ///
    /// The scene hears of the move first (`ElementAction.focus`, UIKit's
    /// `accessibilityElementDidBecomeFocused()`; a scroll view scrolls the element into view) and
    /// is rendered again, so what is spoken is the element as it is once focused. What the app
    /// posts in response is applied after the element is spoken.
    mutating func moveFocus(to id: ElementID, at index: Int? = nil, isSilent: Bool = false) {
        let previousContainers = focusedIndex.map { order[$0].containers } ?? []
        focusOrderIndex = index
        if id != focusID {
            actionIndex = nil
            if activeDirectTouchID != id { activeDirectTouchID = nil }
            if spokenDirectTouchID != id { spokenDirectTouchID = nil }
        }
        focusID = id
        let response = sceneResponse(to: .focus, on: id)
        refresh()
        if let selection = rotorSelection, !availableRotorItems().contains(selection) { rotorSelection = nil }
        if !isSilent, let entry = focusedEntry {
            let groups = entry.containers.filter { $0.containerType == .semanticGroup }
            if !groups.isEmpty {
                let previousIDs = Set(previousContainers.map(\.id))
                for container in groups where !previousIDs.contains(container.id) {
                    say(container.label ?? "", kind: .container, about: container.id)
                }
            }
            speak(entry)
        }
        applyFocusResponse(response.events)
    }

    /// Applies what the app posted when an element became focused; a focus move those events
    /// cause speaks as usual, but its own response may only speak (no further focus changes).
    private mutating func applyFocusResponse(_ events: [SceneEvent]) {
        guard !events.isEmpty else { return }
        let allowed = isApplyingFocusResponse ? events.filter(\.isSpeechOnly) : events
        let wasApplying = isApplyingFocusResponse
        isApplyingFocusResponse = true
        apply(allowed, speakingChangesTo: nil)
        isApplyingFocusResponse = wasApplying
    }

    /// Speaks an element as on focus: text, then (after a pause) the hint and actions.
    mutating func speak(_ entry: NavigationEntry) {
        let speech = SpeechComposer.speech(for: entry.element, context: entry.context)
        say(speech.text, kind: .element, about: entry.id)
        if settings.speaksHints, let hint = speech.hint { say(hint, kind: .hint, about: entry.id) }
        if speech.hasActions {
            if verbosity.speaksActionsAvailable {
                say(VoiceOverPhrases.actionsAvailable, kind: .actionsAvailable, about: entry.id)
            }
            if verbosity.speaksCustomActionsHint, settings.speaksHints {
                say(VoiceOverPhrases.customActionsHint, kind: .hint, about: entry.id)
            }
        }
        if speech.hasMoreContent {
            say(VoiceOverPhrases.moreContentAvailable, kind: .moreContentAvailable, about: entry.id)
        }
    }

    /// Speaks the focused element's text alone, as after it changed in place.
    mutating func speakFocusedText() {
        guard let entry = focusedEntry else { return }
        say(SpeechComposer.speech(for: entry.element, context: entry.context).text, kind: .element, about: entry.id)
    }
}

extension SceneEvent {
    /// Whether the event only speaks (an announcement or page position) and leaves focus alone.
    var isSpeechOnly: Bool {
        switch self {
        case .announcement, .pageScrolled: true
        case .screenChanged, .layoutChanged: false
        }
    }
}
