import AccessibilityTree
import Scenes

extension VoiceOver {
    /// Double tap: performs the custom action selected in the Actions rotor; on a direct touch
    /// area that requires activation, starts direct touch (docs/voiceover-speech.md, Direct touch); otherwise
    /// activates the element, and if activation is not handled, taps its activation point (Gestures and actions).
    mutating func doubleTap() {
        guard let element = focusedElement else { return }
        if verbosity.playsActivationSound { say(VoiceOverPhrases.activationSound, kind: .activation, about: element.id) }
        if effectiveRotorItem == .actions, let actionIndex, element.actionsRotorNames.indices.contains(actionIndex) {
            // A drag source or drop point starts a drag session the simulator does not model.
            guard element.customActions.indices.contains(actionIndex) else { return }
            let response = sceneResponse(to: .customAction(element.customActions[actionIndex].name), on: element.id)
            apply(response.events, speakingChangesTo: element)
            return
        }
        if element.directTouch?.requiresActivation == true {
            activeDirectTouchID = element.id
            spokenDirectTouchID = nil
            return
        }
        var response = sceneResponse(to: .activate, on: element.id)
        if !response.isHandled, let point = element.effectiveActivationPoint {
            // `accessibilityActivate()` returned false: VoiceOver taps the activation point instead.
            let began = sceneResponse(to: .touch(.began, at: point), on: element.id)
            let ended = sceneResponse(to: .touch(.ended, at: point), on: element.id)
            response.events += began.events + ended.events
        }
        // startsMediaSession: VoiceOver stays quiet so recording or playback is not talked over
        // (docs/voiceover-speech.md, Trait words).
        let isQuiet = element.traits.contains(.startsMediaSession)
        apply(response.events, speakingChangesTo: isQuiet ? nil : element)
    }

    /// Swipe up or down on an adjustable element: increments or decrements it, then speaks the
    /// value alone ("7 ounces", "Layla"), or the element's text when it has no value, unless the
    /// app moved focus or announced something itself. At either end of the range the unchanged
    /// value is spoken again.
    mutating func adjust(_ action: ElementAction) {
        guard let element = focusedElement else { return }
        let response = sceneResponse(to: action, on: element.id)
        if apply(response.events, speakingChangesTo: nil), let updated = focusedEntry {
            let value = updated.element.value ?? ""
            if value.isEmpty {
                speakFocusedText()
            } else {
                say(value, kind: .value, about: updated.id)
            }
        }
    }

    /// Escape or magic tap: offered to the focused element, then to each ancestor outward until
    /// one handles it (docs/voiceover-speech.md, Gestures and actions; the ancestor walk is UNVERIFIED, the same
    /// pattern as scrolling). Returns whether anything handled it.
    @discardableResult
    mutating func performUpTheTree(_ action: ElementAction) -> Bool {
        var events: [SceneEvent] = []
        var isHandled = false
        for id in focusChain() {
            let response = sceneResponse(to: action, on: id)
            events += response.events
            if response.isHandled {
                isHandled = true
                break
            }
        }
        apply(events, speakingChangesTo: nil)
        return isHandled
    }

    /// Three-finger swipe: scrolls the focused element or the nearest ancestor that can; the app
    /// speaks the new position with `pageScrolled`. Nothing to scroll plays the boundary sound.
    mutating func scroll(_ direction: ScrollDirection) {
        if !performUpTheTree(.scroll(direction)) { sayBoundary() }
    }

    /// The focused element's id and its ancestors', nearest first; the root when nothing is focused.
    private func focusChain() -> [ElementID] {
        guard let focusID, screenIndex.index.element(withID: focusID) != nil else { return [screen.root.id] }
        return [focusID] + screenIndex.index.ancestors(of: focusID).map(\.id)
    }
}
