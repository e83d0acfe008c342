import Dispatch
import Foundation

/// The time an audit spends in each phase, summed over the threads that ran it: what
/// `perceive-bench audit` reports, so a change shows which phase it made cheaper.
///
/// A class because the audit's worker threads add to one total (under a lock); an audit without
/// a clock measures nothing.
public final class AuditPhaseClock: @unchecked Sendable {
    /// The phases of an audit, in the order they start.
    public enum Phase: String, CaseIterable, Sendable {
        /// Finding the inputs under the paths given.
        case discover
        /// Reading files from disk (and asset catalogs and plists whole).
        case read
        /// Parsing Swift files.
        case parse
        /// Indexing the whole project's declarations for the front ends.
        case index
        /// Lowering entry points into screens.
        case lower
        /// Running the rules on each input and screen.
        case rules
        /// Merging the findings of every input once the passes are done: placed findings once per
        /// place and resolved, suppressions, severities and fingerprints (the serial tail, partly
        /// spread over the threads).
        case merge
        /// Rendering the report (timed by the caller, which renders it).
        case report
    }

    private let lock = NSLock()
    private var totals: [Phase: Double] = [:]
    private var volume = ParseVolume()
    private var ruleTotals: [String: RuleTime] = [:]

    /// Whether each rule's time is measured too (`ruleTimes`): a clock read before and after
    /// every rule on every input, so off unless asked for.
    public var timesRules = false

    /// What one rule cost: seconds summed over threads, and the inputs it was asked about.
    public struct RuleTime: Sendable, Equatable {
        public var seconds = 0.0
        public var inputs = 0
    }

    /// How much Swift source an audit parsed: each file's first parse, and the trees the store
    /// let go and parsed again.
    public struct ParseVolume: Sendable {
        public var files = 0
        public var bytes = 0
        /// Of those, the files parsed as their declaration skeleton, and their bytes.
        public var skeletonFiles = 0
        public var skeletonBytes = 0
        /// Parses of a tree let go, each counted.
        public var reparses = 0
        public var reparsedBytes = 0
        /// Files parsed again at least once.
        public var reparsedFiles = 0
        /// Files holding UI code read as their declaration skeleton for the indexes, then parsed
        /// whole once for their rules and lowering, and their bytes.
        public var wholeAfterSkeletonFiles = 0
        public var wholeAfterSkeletonBytes = 0
        /// Declarations of files whose tree was let go parsed alone for a lowering
        /// (`DeclarationFragment`) instead of their whole file, each parse counted, and their bytes.
        public var declarationParses = 0
        public var declarationBytes = 0
        /// Of the parses again, those made while the project was indexed, before any lowering.
        public var reparsesWhileIndexing = 0
        /// How often each file was parsed whole, by path: in the first pass, after its skeleton,
        /// and again after the store let it go (a file holding UI code is parsed whole once when
        /// its lowering and the lowerings reading it find its tree held).
        public var wholeParses: [String: Int] = [:]
    }

    public init() {}

    /// Runs `work`, adding its wall-clock time to `phase`.
    public func measure<Result>(_ phase: Phase, _ work: () throws -> Result) rethrows -> Result {
        let start = DispatchTime.now().uptimeNanoseconds
        defer { add(phase, seconds: Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9) }
        return try work()
    }

    public func add(_ phase: Phase, seconds: Double) {
        lock.withLock { totals[phase, default: 0] += seconds }
    }

    /// Counts one file's first parse, of `bytes` of source, whole or as its declaration skeleton.
    public func addParsed(_ path: String, bytes: Int, asSkeleton: Bool) {
        lock.withLock {
            volume.files += 1
            volume.bytes += bytes
            if asSkeleton {
                volume.skeletonFiles += 1
                volume.skeletonBytes += bytes
            } else {
                volume.wholeParses[path, default: 0] += 1
            }
        }
    }

    /// Counts the whole tree of a file holding UI code that was indexed from its skeleton, read in
    /// the second pass: parsed there, or not (`parsedHere`: the store held the tree already).
    public func addParsedWhole(_ path: String, bytes: Int, parsedHere: Bool = true) {
        lock.withLock {
            volume.wholeAfterSkeletonFiles += 1
            volume.wholeAfterSkeletonBytes += bytes
            if parsedHere { volume.wholeParses[path, default: 0] += 1 }
        }
    }

    /// Records what was parsed again after being let go (`paths`: how often each file),
    /// `whileIndexing` of them before lowering.
    public func addReparsed(_ paths: [String: Int], bytes: Int, whileIndexing: Int = 0) {
        lock.withLock {
            volume.reparsesWhileIndexing += whileIndexing
            volume.reparses += paths.values.reduce(0, +)
            volume.reparsedBytes += bytes
            volume.reparsedFiles += paths.count
            volume.wholeParses.merge(paths, uniquingKeysWith: +)
        }
    }

    /// Records `count` declarations parsed alone, of `bytes` of source in all.
    public func addDeclarationsParsedAlone(_ count: Int, bytes: Int) {
        lock.withLock {
            volume.declarationParses += count
            volume.declarationBytes += bytes
        }
    }

    /// Adds `seconds` of rule `id` on one input.
    public func addRule(_ id: String, seconds: Double) {
        lock.withLock {
            ruleTotals[id, default: RuleTime()].seconds += seconds
            ruleTotals[id, default: RuleTime()].inputs += 1
        }
    }

    /// Each rule's time so far, by rule ID (empty unless `timesRules`).
    public var ruleTimes: [String: RuleTime] { lock.withLock { ruleTotals } }

    /// What was parsed so far.
    public var parseVolume: ParseVolume { lock.withLock { volume } }

    /// Seconds spent in `phase` so far, summed over threads.
    public subscript(phase: Phase) -> Double { lock.withLock { totals[phase] ?? 0 } }
}

extension Optional where Wrapped == AuditPhaseClock {
    /// Runs `work`, timed when there is a clock.
    func measure<Result>(_ phase: AuditPhaseClock.Phase, _ work: () throws -> Result) rethrows -> Result {
        guard let clock = self else { return try work() }
        return try clock.measure(phase, work)
    }
}
