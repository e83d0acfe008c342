/// What an audit has done so far, told as it happens: the reporting hook of `AuditRunner`
/// (`perceive audit` draws its progress line from it).
///
/// Events come from the audit's worker threads, in no fixed order between inputs: a receiver
/// must be thread-safe, and should be cheap (it is called a few times per input).
public enum AuditProgressEvent: Hashable, Sendable {
    /// The inputs are known: how many will be read (every Swift file, for the project index,
    /// and the inputs audited) and how many audited.
    case started(reading: Int, auditing: Int)
    /// One input was read (a Swift file parsed).
    case read
    /// The whole project's declarations are indexed; auditing starts. With several apps, each is
    /// indexed and audited in turn: told once, when the last app's index is built.
    case indexed
    /// A front end lowered `screens` screens from one input.
    case lowered(screens: Int)
    /// One input was audited.
    case audited
}

/// Receives `AuditProgressEvent`s, on any thread.
public typealias AuditProgress = @Sendable (AuditProgressEvent) -> Void
