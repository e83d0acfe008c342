/// When each utterance is spoken at a speech rate, and what a later gesture cuts off
/// (docs/voiceover-speech.md, Speech timing).
///
/// Utterances queue one after another, what VoiceOver says after a pause (hints, "Actions
/// available.") a short pause after what precedes it; sounds take no time. Cutting at an
/// instant stops everything still queued: an utterance under way keeps the words finished by
/// then, one not yet begun keeps none.
struct SpeechTimeline: Hashable, Sendable {
    /// The pause before a hint. UNVERIFIED: no source gives VoiceOver's delay.
    static let pauseBeforeHint: Duration = .milliseconds(500)

    var rate: SpeechRate
    /// The transcript indices of the utterances not yet heard to the end.
    private var pending: [Int] = []
    /// When the last queued utterance ends.
    private var queueEnd: Duration = .zero
    /// Whether the last queued utterance is one VoiceOver says after a pause.
    private var lastWasAfterPause = false

    init(rate: SpeechRate) { self.rate = rate }

    /// Queues `utterance`, spoken no earlier than `now`, as the transcript's entry at `index`:
    /// sets its start time.
    mutating func schedule(_ utterance: inout Utterance, at index: Int, now: Duration) {
        guard utterance.kind.takesSpeechTime else {
            utterance.time = now
            return
        }
        var start = max(now, queueEnd)
        let isAfterPause = utterance.kind.isSpokenAfterPause
        if isAfterPause, !lastWasAfterPause, queueEnd > now { start += Self.pauseBeforeHint }
        utterance.time = start
        queueEnd = start + rate.duration(ofWords: SpeechRate.words(of: utterance.text).count)
        lastWasAfterPause = isAfterPause
        pending.append(index)
    }

    /// Stops speech at `instant`: marks in `utterances` how much of each pending one was heard.
    mutating func cut(at instant: Duration, in utterances: inout [Utterance]) {
        for index in pending where utterances.indices.contains(index) {
            let utterance = utterances[index]
            let wordCount = SpeechRate.words(of: utterance.text).count
            let spoken = instant - utterance.time
            let finished = spoken <= .zero ? 0 : Int((spoken / rate.wordDuration).rounded(.down))
            if finished < wordCount { utterances[index].heardWordCount = finished }
        }
        pending = []
        queueEnd = min(queueEnd, instant)
        lastWasAfterPause = false
    }
}

extension Utterance.Kind {
    /// Whether VoiceOver speaks it in words (a sound takes no speech time and is never cut).
    var takesSpeechTime: Bool {
        switch self {
        case .boundary, .activation: false
        default: true
        }
    }

    /// Whether VoiceOver says it after a pause (a transcript indents it).
    public var isSpokenAfterPause: Bool {
        switch self {
        case .hint, .actionsAvailable, .moreContentAvailable: true
        default: false
        }
    }

    /// Whether it stops what VoiceOver is saying rather than waiting for it: a new value or an
    /// announcement (`UIAccessibility.post(notification: .announcement, …)` interrupts current
    /// speech unless queued; UIAccessibility, `UIAccessibilitySpeechAttributeQueueAnnouncement`).
    var interruptsSpeech: Bool {
        switch self {
        case .value, .announcement: true
        default: false
        }
    }
}
