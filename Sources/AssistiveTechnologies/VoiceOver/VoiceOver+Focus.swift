import AccessibilityTree

extension VoiceOver {
    /// Swipe right or left: the next or previous element; at either end the boundary sound and
    /// focus stays (§7). Without focus, a swipe lands on the first element.
    mutating func moveInOrder(forward: Bool) {
        guard !order.isEmpty else { return sayBoundary() }
        guard let current = order.firstIndex(where: { $0.id == focusID }) else {
            return moveFocus(to: order[0].id)
        }
        let next = current + (forward ? 1 : -1)
        guard order.indices.contains(next) else { return sayBoundary() }
        moveFocus(to: order[next].id)
    }

    /// Moves the cursor to `id` and, unless `isSilent`, speaks it: first the label of any semantic
    /// group just entered, then the element, its hint, and "Actions available.".
    mutating func moveFocus(to id: ElementID, isSilent: Bool = false) {
        let previousContainers = Set(focusedEntry?.containers.map(\.id) ?? [])
        if id != focusID {
            actionIndex = nil
            if activeDirectTouchID != id { activeDirectTouchID = nil }
        }
        focusID = id
        if let selection = rotorSelection, !availableRotorItems().contains(selection) { rotorSelection = nil }
        guard !isSilent, let entry = focusedEntry else { return }
        for container in entry.containers
        where container.containerType == .semanticGroup && !previousContainers.contains(container.id) {
            say(container.label ?? "", kind: .container, about: container.id)
        }
        speak(entry)
    }

    /// Speaks an element as on focus: text, then (after a pause) the hint and actions.
    mutating func speak(_ entry: NavigationEntry) {
        let speech = SpeechComposer.speech(for: entry.element, context: entry.context)
        say(speech.text, kind: .element, about: entry.id)
        if settings.speaksHints, let hint = speech.hint { say(hint, kind: .hint, about: entry.id) }
        guard speech.hasActions else { return }
        if verbosity.speaksActionsAvailable {
            say(VoiceOverPhrases.actionsAvailable, kind: .actionsAvailable, about: entry.id)
        }
        if verbosity.speaksCustomActionsHint, settings.speaksHints {
            say(VoiceOverPhrases.customActionsHint, kind: .hint, about: entry.id)
        }
    }

    /// Speaks the focused element's text alone, as after it changed in place.
    mutating func speakFocusedText() {
        guard let entry = focusedEntry else { return }
        say(SpeechComposer.speech(for: entry.element, context: entry.context).text, kind: .element, about: entry.id)
    }
}
