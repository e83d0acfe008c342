import Audit
import Dispatch
import Foundation

/// The line `perceive audit` keeps up to date on a terminal's standard error while it works:
/// `424/424 files read, 120/424 audited, 35 screens lowered, 2.4 s`.
///
/// Drawn in place — a carriage return, the line, then "erase to the end of the line"
/// (ANSI `CSI K`) — at most once per `interval` of the injected clock, so the audit's worker
/// threads pay a lock and a clock read per event, and cleared by `finish()`. The end of a phase
/// (the last file read, the index built) is always drawn, so the line never stays on a count
/// the audit has passed. Thread-safe: the runner's threads report to it at once.
public final class AuditProgressLine: @unchecked Sendable {
    /// Seconds on a monotonic clock.
    public typealias Clock = @Sendable () -> Double

    /// The process's monotonic clock.
    public static let systemClock: Clock = { Double(DispatchTime.now().uptimeNanoseconds) / 1e9 }

    private let write: @Sendable (String) -> Void
    private let clock: Clock
    private let interval: Double
    private let start: Double
    private let lock = NSLock()
    private var counts = Counts()
    private var lastDrawn: Double?
    private var isFinished = false

    /// What has been done so far.
    struct Counts: Hashable {
        var toRead = 0
        var toAudit = 0
        var read = 0
        var audited = 0
        var screens = 0
        var isIndexed = false
    }

    /// - Parameters:
    ///   - write: where the line goes (standard error).
    ///   - interval: the least time between two drawings, in seconds.
    public init(write: @escaping @Sendable (String) -> Void, clock: @escaping Clock = systemClock, interval: Double = 0.1) {
        self.write = write
        self.clock = clock
        self.interval = interval
        start = clock()
    }

    /// Counts `event`, and draws the line when `interval` has passed since it was last drawn.
    public func record(_ event: AuditProgressEvent) {
        lock.withLock {
            guard !isFinished else { return }
            switch event {
            case let .started(reading, auditing): counts.toRead = reading; counts.toAudit = auditing
            case .read: counts.read += 1
            case .indexed: counts.isIndexed = true
            case let .lowered(screens): counts.screens += screens
            case .audited: counts.audited += 1
            }
            let now = clock()
            let endsAPhase = event == .indexed || (event == .read && counts.read == counts.toRead)
            if !endsAPhase, let lastDrawn, now - lastDrawn < interval { return }
            lastDrawn = now
            write("\r" + Self.text(of: counts, elapsed: now - start) + "\u{1B}[K")
        }
    }

    /// Clears the line, if it was drawn; later events draw nothing.
    public func finish() {
        lock.withLock {
            guard !isFinished else { return }
            isFinished = true
            if lastDrawn != nil { write("\r\u{1B}[K") }
        }
    }

    /// `424/424 files read, 120/424 audited, 35 screens lowered, 2.4 s`; `…, indexing, 2.4 s`
    /// between the last file read and the index built.
    static func text(of counts: Counts, elapsed: Double) -> String {
        let indexing = counts.read == counts.toRead && !counts.isIndexed ? "indexing, " : ""
        return "\(counts.read)/\(counts.toRead) files read, \(counts.audited)/\(counts.toAudit) audited, "
            + "\(counts.screens) screen\(counts.screens == 1 ? "" : "s") lowered, " + indexing + String(format: "%.1f s", elapsed)
    }
}
