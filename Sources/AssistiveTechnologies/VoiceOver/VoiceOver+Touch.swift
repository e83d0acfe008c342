import AccessibilityTree
import Scenes

extension VoiceOver {
    /// One finger touching: explore by touch speaks the element under the finger and focuses it.
    /// On a direct touch area (docs/voiceover-speech.md, Direct touch) that is active — no `requiresActivation`,
    /// or activated by a double tap — the touch passes to the app instead; `silentOnTouch` keeps VoiceOver quiet.
    mutating func touch(at point: Point) {
        guard let element = screenIndex.index.hitTest(point) else { return }
        if isPassingTouches(to: element) {
            enterDirectTouch(element)
            sendTouches([(.began, point), (.ended, point)], to: element.id)
            return
        }
        moveFocus(to: element.id)
    }

    /// A finger moving across the screen: explore by touch speaks each new element the finger
    /// reaches; inside an active direct touch area the movement passes to the app.
    mutating func drag(_ steps: [DragStep]) {
        guard let first = steps.first else { return }
        let start = clock.now
        clock.advance(by: first.time)
        if let element = screenIndex.index.hitTest(first.point), isPassingTouches(to: element) {
            enterDirectTouch(element)
            let phases = steps.enumerated().map { offset, step -> (TouchPhase, Point, Duration) in
                (offset == 0 ? .began : .moved, step.point, step.time)
            } + [(.ended, steps[steps.count - 1].point, steps[steps.count - 1].time)]
            for (phase, point, time) in phases {
                passTime(until: start + time)
                sendTouches([(phase, point)], to: element.id)
            }
            return
        }
        var touched: ElementID?
        for step in steps {
            passTime(until: start + step.time)
            guard let element = screenIndex.index.hitTest(step.point), element.id != touched else { continue }
            touched = element.id
            moveFocus(to: element.id)
        }
    }

    /// Double tap and hold, then drag (passthrough, docs/voiceover-speech.md, Gestures and actions): a touch
    /// begins at the focused element's activation point once the hold is recognised, moves by the finger's
    /// movement from where the path began, and ends where the path ends. The app's announcements are spoken as
    /// they come. Until the app announces something itself, each touch that changes the element's value has
    /// VoiceOver speak the new value, as a standard slider's ("As the value changes, announces the new value in
    /// real time", WWDC 2026 session 220 at 3:19); a control that announces its own values (the talk's coffee
    /// dispenser, throttled to one every 0.3 s) is left to do so (docs/voiceover-speech.md, Gestures and
    /// actions; that VoiceOver stops speaking values once the app does is UNVERIFIED).
    mutating func passThrough(_ steps: [DragStep]) {
        clock.advance(by: VoiceOverGesture.holdDuration)
        guard let element = focusedElement, let origin = element.effectiveActivationPoint,
              let first = steps.first else { return }
        let began = clock.now
        func point(of step: DragStep) -> Point {
            origin.offsetBy(dx: step.point.x - first.point.x, dy: step.point.y - first.point.y)
        }
        var value = element.value
        var appAnnounces = false
        func send(_ phase: TouchPhase, at point: Point) {
            let said = transcript.utterances.count
            sendTouches([(phase, point)], to: element.id)
            appAnnounces = appAnnounces || transcript.utterances[said...].contains { $0.kind == .announcement }
            guard let current = focusedEntry, current.id == element.id, current.element.value != value else { return }
            value = current.element.value
            if !appAnnounces, let value, !value.isEmpty { say(value, kind: .value, about: current.id) }
        }
        send(.began, at: origin)
        for step in steps.dropFirst() {
            passTime(until: began + step.time)
            send(.moved, at: point(of: step))
        }
        send(.ended, at: point(of: steps[steps.count - 1]))
    }

    /// Whether touches on `element` go to the app rather than to VoiceOver.
    private func isPassingTouches(to element: AccessibilityElement) -> Bool {
        let isDirectTouchArea = element.directTouch != nil || element.traits.contains(.allowsDirectInteraction)
        guard isDirectTouchArea else { return false }
        return element.directTouch?.requiresActivation != true || activeDirectTouchID == element.id
    }

    /// Focuses a direct touch area the finger landed on and, the first time a finger lands there
    /// since focus arrived or a double tap activated it, speaks its text (label, value and traits,
    /// no hints) before the touch reaches the app, unless it is silent on touch
    /// (`UIAccessibility.DirectTouchOptions`: "VoiceOver speaks the element and immediately starts sending touch
    /// events"). The WWDC 2026 virtual cat, touched after its activation: "Virtual cat." "Sleeping."
    private mutating func enterDirectTouch(_ element: AccessibilityElement) {
        if focusID != element.id { moveFocus(to: element.id, isSilent: true) }
        guard element.directTouch?.isSilentOnTouch != true, spokenDirectTouchID != element.id,
              let entry = focusedEntry, entry.id == element.id else { return }
        spokenDirectTouchID = element.id
        say(SpeechComposer.speech(for: entry.element, context: entry.context).text, kind: .element, about: entry.id)
    }

    /// Sends touches to the app and responds to what it posts after each.
    private mutating func sendTouches(_ touches: [(TouchPhase, Point)], to id: ElementID) {
        for (phase, point) in touches {
            let response = sceneResponse(to: .touch(phase, at: point), on: id)
            apply(response.events, speakingChangesTo: nil)
        }
    }
}
