import AccessibilityTree
import Scenes

/// A VoiceOver simulator: a cursor over a scene's accessibility tree, driven by gestures,
/// speaking what VoiceOver would.
///
/// A value: copying it copies the scene, the focus and the transcript, so a walk-through can
/// branch. Time comes from an injected `SimulatedClock`; every gesture advances it by a fixed
/// amount (`VoiceOverGesture.standardDuration`, or the gesture's own times), so transcripts are
/// exact. Behaviour follows docs/voiceover-speech.md: Navigation order, Modal views, Rotor,
/// Notifications, Gestures and actions, Direct touch.
public struct VoiceOver: Sendable {
    /// The app, in its current state.
    public internal(set) var scene: any Scene
    /// The person's settings; the simulator reads Speak Hints (`speaksHints`).
    public var settings: AccessibilitySettings
    /// What VoiceOver adds about custom actions.
    public var verbosity: VoiceOverVerbosity
    /// Simulated time; utterances are stamped with it.
    public internal(set) var clock: SimulatedClock
    /// The scene's current render, with its navigation order and look-ups.
    var screenIndex: VoiceOverScreenIndex
    /// Everything said so far.
    public internal(set) var transcript: Transcript
    /// The rotor item the person turned to, or nil for the automatic choice (Adjust Value on an
    /// adjustable element, Actions on one with custom actions).
    public internal(set) var rotorSelection: RotorItem?

    /// The focused element's id; may name an element that has since left the screen.
    var focusID: ElementID?
    /// Where in the order a swipe put focus, so that a screen repeating an id (which a snapshot
    /// rejects but a front end may produce) is still swiped through rather than looped over.
    var focusOrderIndex: Int?
    /// The custom action selected in the Actions rotor, by index.
    var actionIndex: Int?
    /// The result a custom rotor last moved to: the rotor's name and the entry index.
    var customRotorPosition: (name: String, index: Int)?
    /// The direct touch area a double tap activated (`requiresActivation`); it stays active until
    /// focus moves elsewhere.
    var activeDirectTouchID: ElementID?
    /// The direct touch area VoiceOver has spoken on a finger's arrival since focus landed on it
    /// or it was activated; it is spoken once, then touches pass silently.
    var spokenDirectTouchID: ElementID?
    /// The last `pageScrolled` text: the same text twice means a border was reached (docs/voiceover-speech.md,
    /// Notifications).
    var lastPageScrolled: String?
    /// Whether the events the app posted in response to a focus move are being applied, so a
    /// focus move they cause does not apply its own response's focus changes in turn.
    var isApplyingFocusResponse = false
    /// When each utterance is spoken and what gestures cut off; nil speaks everything at once.
    var speechTimeline: SpeechTimeline?

    public init(scene: any Scene, settings: AccessibilitySettings = .init(), clock: SimulatedClock = .init()) {
        self.scene = scene
        self.settings = settings
        self.verbosity = VoiceOverVerbosity()
        self.clock = clock
        self.screenIndex = VoiceOverScreenIndex(scene.render())
        self.transcript = Transcript()
    }

    /// The scene's current render.
    public var screen: Screen { screenIndex.screen }

    /// How fast VoiceOver speaks; when set, each utterance takes time and the next gesture cuts
    /// off what is still being said (docs/voiceover-speech.md, Speech timing). Nil (the default):
    /// every utterance is heard whole, however quickly the gestures follow.
    public var speechRate: SpeechRate? {
        get { speechTimeline?.rate }
        set { speechTimeline = newValue.map(SpeechTimeline.init(rate:)) }
    }

    /// The screen's navigation order, computed once per state of the screen.
    var order: [NavigationEntry] { screenIndex.order }

    /// The focused element as it is on the current screen, nil before `start()` or when it left.
    public var focusedElement: AccessibilityElement? { focusedEntry?.element }

    /// The focused element with its place in the navigation order.
    public var focusedEntry: NavigationEntry? {
        focusedIndex.map { order[$0] }
    }

    /// The focused element's index in the navigation order.
    var focusedIndex: Int? {
        guard let focusID else { return nil }
        if let focusOrderIndex, order.indices.contains(focusOrderIndex), order[focusOrderIndex].id == focusID {
            return focusOrderIndex
        }
        return screenIndex.index.orderIndex(of: focusID)
    }

    /// Turns VoiceOver on: focuses the first element on screen in navigation order and speaks it.
    @discardableResult
    public mutating func start() -> [Utterance] {
        recording { voiceOver in
            voiceOver.refresh()
            if let first = voiceOver.firstDisplayedID { voiceOver.moveFocus(to: first) }
        }
    }

    /// Launches the app named `appName` with VoiceOver on: speaks the name, as VoiceOver does on
    /// opening an app ("Exceptional Dogs."), then focuses and speaks the first element.
    @discardableResult
    public mutating func start(appName: String) -> [Utterance] {
        recording { voiceOver in
            voiceOver.say(appName, kind: .screen)
            voiceOver.start()
        }
    }

    /// Turns VoiceOver on ("VoiceOver on.") with the app open: speaks the app's name when given,
    /// then focuses and speaks the first element, as the WWDC 2018 session 230 demo ("VoiceOver
    /// on. Exceptional Dogs. Dog picker. Pinky. Adjustable."; docs/voiceover-speech.md, On, off and launch).
    @discardableResult
    public mutating func turnOn(appName: String? = nil) -> [Utterance] {
        recording { voiceOver in
            voiceOver.say(VoiceOverPhrases.voiceOverOn, kind: .status)
            if let appName { voiceOver.start(appName: appName) } else { voiceOver.start() }
        }
    }

    /// Turns VoiceOver off: "VoiceOver off." cuts off whatever it was still saying.
    @discardableResult
    public mutating func turnOff() -> [Utterance] {
        recording { voiceOver in
            voiceOver.passTime(until: voiceOver.clock.now + VoiceOverGesture.standardDuration)
            voiceOver.interruptSpeech()
            voiceOver.say(VoiceOverPhrases.voiceOverOff, kind: .status)
        }
    }

    /// Performs one gesture; returns what VoiceOver said in response. Any gesture but a wait
    /// stops what VoiceOver was still saying (with a speech rate set).
    @discardableResult
    public mutating func perform(_ gesture: VoiceOverGesture) -> [Utterance] {
        recording { voiceOver in
            switch gesture {
            case .wait(let duration): voiceOver.passTime(until: voiceOver.clock.now + duration)
            case .holdAndDrag(let steps):
                voiceOver.interruptSpeech()
                voiceOver.passThrough(steps)
            case .drag(let steps):
                voiceOver.interruptSpeech()
                voiceOver.drag(steps)
            default:
                voiceOver.passTime(until: voiceOver.clock.now + VoiceOverGesture.standardDuration)
                voiceOver.interruptSpeech()
                voiceOver.respond(to: gesture)
            }
        }
    }

    /// Performs the gestures in order; returns everything said.
    @discardableResult
    public mutating func perform(script: [VoiceOverGesture]) -> [Utterance] {
        script.flatMap { perform($0) }
    }

    /// The most swipes a swipe-through makes, so a scene that adds elements whenever one is
    /// focused cannot keep it going forever.
    public static let swipeThroughLimit = 10_000

    /// What a person hears swiping through the whole screen: VoiceOver starts, then swipes
    /// right until the last element (the closing boundary sound is left out).
    public static func swipeThrough(scene: any Scene, settings: AccessibilitySettings = .init()) -> Transcript {
        var voiceOver = VoiceOver(scene: scene, settings: settings)
        voiceOver.start()
        voiceOver.swipeToEnd()
        return voiceOver.transcript
    }

    /// Swipes right until the last element; the swipe past it (the boundary sound and the last
    /// element again) is undone, so the last element is heard to its end.
    public mutating func swipeToEnd() {
        for _ in 0..<Self.swipeThroughLimit {
            // Only timed speech needs the whole state back: the swipe cut the last element off.
            let before = speechTimeline == nil ? nil : self
            let said = perform(.swipeRight)
            if said.contains(where: { $0.kind == .boundary }) {
                if let before { self = before } else { transcript.utterances.removeLast(said.count) }
                break
            }
        }
    }

    private mutating func respond(to gesture: VoiceOverGesture) {
        switch gesture {
        case .swipeRight: moveInOrder(forward: true)
        case .swipeLeft: moveInOrder(forward: false)
        case .swipeUp: swipeVertically(down: false)
        case .swipeDown: swipeVertically(down: true)
        case .doubleTap: doubleTap()
        case .touch(let point): touch(at: point)
        case .rotorClockwise: turnRotor(clockwise: true)
        case .rotorCounterclockwise: turnRotor(clockwise: false)
        case .escape: performUpTheTree(.escape)
        case .magicTap: performUpTheTree(.magicTap)
        case .threeFingerSwipe(let direction): scroll(direction)
        case .readAll: readAll(fromTop: true)
        case .readFromFocus: readAll(fromTop: false)
        case .firstElement: order.first.map { moveFocus(to: $0.id) }
        case .lastElement: order.last.map { moveFocus(to: $0.id) }
        case .wait, .holdAndDrag, .drag: break
        }
    }

    /// Runs `body` and returns the utterances it added to the transcript.
    private mutating func recording(_ body: (inout VoiceOver) -> Void) -> [Utterance] {
        let start = transcript.utterances.count
        body(&self)
        return Array(transcript.utterances[start...])
    }

    /// The first element in navigation order that is on screen (its frame meets the screen's
    /// bounds, or it has no frame), else the first element: where VoiceOver lands after a screen
    /// change (Apple's "Supporting Accessibility" guide: focus "resets its position to the first element displayed
    /// on the screen").
    var firstDisplayedID: ElementID? {
        screenIndex.firstDisplayedIndex.map { order[$0].id }
    }

    /// Renders the scene again; when the screen changed, recomputes the navigation order and
    /// look-ups. An unchanged screen compares equal at once (its arrays share storage).
    mutating func refresh() {
        let rendered = scene.render()
        if rendered != screen { screenIndex = VoiceOverScreenIndex(rendered) }
    }

    /// Adds an utterance at the current time, or with a speech rate, when the speech before it
    /// ends (a new value or an announcement cuts that speech off instead).
    mutating func say(_ text: String, kind: Utterance.Kind, about elementID: ElementID? = nil) {
        guard !text.isEmpty else { return }
        var utterance = Utterance(text: text, kind: kind, time: clock.now, elementID: elementID)
        if kind.interruptsSpeech { interruptSpeech() }
        speechTimeline?.schedule(&utterance, at: transcript.utterances.count, now: clock.now)
        transcript.utterances.append(utterance)
    }

    /// Stops what VoiceOver is saying now, marking what was cut off.
    mutating func interruptSpeech() {
        speechTimeline?.cut(at: clock.now, in: &transcript.utterances)
    }

    /// Plays the end-of-content sound.
    mutating func sayBoundary() {
        say(VoiceOverPhrases.boundarySound, kind: .boundary, about: focusID)
    }

    /// Asks the scene to perform `action` on `id` at the current time.
    mutating func sceneResponse(to action: ElementAction, on id: ElementID) -> SceneResponse {
        scene.perform(action, on: id, at: clock.now)
    }
}
