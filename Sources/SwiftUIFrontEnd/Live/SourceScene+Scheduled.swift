import Scenes

extension SourceScene {
    /// The most pieces of scheduled work one `advance(to:)` runs, so a timer that keeps
    /// scheduling work at its own time cannot hold the simulator.
    static let maximumScheduledRuns = 256

    /// When the app's code next runs by itself: the rest of a task after `Task.sleep`, an
    /// `asyncAfter` closure, a timer's block (docs/live-source.md, Code that waits).
    public var nextScheduledTime: Duration? { state.scheduled.map(\.due).min() }

    /// Runs the work due by `time`, earliest first (in the order scheduled when due together),
    /// each at its own time; a repeating timer is scheduled again. Then the body is evaluated
    /// again. Returns what the code posted, and a screen change when a presentation came or went.
    public mutating func advance(to time: Duration) -> [SceneEvent] {
        var events: [SceneEvent] = []
        var runs = 0
        while runs < Self.maximumScheduledRuns, let next = nextDueWork(by: time) {
            let work = state.scheduled.remove(at: next)
            if let interval = work.repeatInterval {
                var again = work
                again.due += interval
                again.sequence = state.nextSequence
                state.nextSequence += 1
                // Scheduled before the block runs, so `timer.invalidate()` inside it stops the timer.
                state.scheduled.append(again)
            }
            events += execute(work)
            runs += 1
        }
        guard runs > 0 else { return [] }
        return rebuildNoting(SceneResponse(isHandled: true, events: events)).events
    }

    private func nextDueWork(by time: Duration) -> Int? {
        state.scheduled.indices.filter { state.scheduled[$0].due <= time }.min { a, b in
            let first = state.scheduled[a], second = state.scheduled[b]
            return (first.due, first.sequence) < (second.due, second.sequence)
        }
    }
}
