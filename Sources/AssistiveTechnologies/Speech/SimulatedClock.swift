/// Simulated time: starts at zero and moves only when told, so transcripts are exact in tests.
public struct SimulatedClock: Hashable, Codable, Sendable {
    /// Time since the simulation started.
    public private(set) var now: Duration

    public init(now: Duration = .zero) { self.now = now }

    /// Moves time forward by `duration`; a negative duration is ignored (time never runs back).
    public mutating func advance(by duration: Duration) {
        if duration > .zero { now += duration }
    }

    /// Moves time forward to `instant` if it is later than now.
    public mutating func advance(to instant: Duration) {
        if instant > now { now = instant }
    }
}
