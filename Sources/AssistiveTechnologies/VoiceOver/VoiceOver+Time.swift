import Scenes

extension VoiceOver {
    /// The most times the app's scheduled code runs while the clock moves through one gesture or
    /// wait, so a timer firing at its own time cannot hold the simulator.
    static let scheduledRunsPerStep = 1_000

    /// Moves the clock to `end`, stopping at each time the app's code is scheduled to run by
    /// itself (a timer, a task waking from `Task.sleep`): the scene runs it, and what it posted
    /// is spoken and acted on at that time, as for an action's (`apply`). A focused element whose
    /// words changed with no announcement is spoken again.
    mutating func passTime(until end: Duration) {
        for _ in 0..<Self.scheduledRunsPerStep {
            guard let due = scene.nextScheduledTime, due <= end else { break }
            clock.advance(to: due)
            let focused = focusedElement
            let events = scene.advance(to: clock.now)
            apply(events, speakingChangesTo: focused)
        }
        clock.advance(to: end)
    }
}
