import Dispatch
import Foundation

/// Wall-clock timing: one warm-up run, then the median of `runs` timed runs.
enum Timing {
    /// Seconds taken by `body`, the median of `runs` after one untimed warm-up.
    static func median(runs: Int, _ body: () -> Void) -> Double {
        body()
        var samples: [Double] = []
        for _ in 0..<runs {
            let start = DispatchTime.now().uptimeNanoseconds
            body()
            samples.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
        }
        samples.sort()
        return samples[samples.count / 2]
    }

    /// Runs `work(index)` for every index in `0..<count` on `jobs` threads, each taking the
    /// next index from a shared counter (one thread runs inline).
    static func distribute(count: Int, jobs: Int, _ work: @Sendable (Int) -> Void) {
        if jobs <= 1 {
            for index in 0..<count { work(index) }
            return
        }
        let counter = SharedCounter()
        DispatchQueue.concurrentPerform(iterations: jobs) { _ in
            while case let index = counter.next(), index < count { work(index) }
        }
    }
}

/// A counter handed out to worker threads under a lock.
private final class SharedCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0

    func next() -> Int {
        lock.withLock {
            defer { value += 1 }
            return value
        }
    }
}

/// The process's peak resident memory so far.
enum PeakMemory {
    /// `VmHWM` from `/proc/self/status` in bytes, else `getrusage`'s `ru_maxrss`.
    static var bytes: Int {
        if let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
           let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
           let kilobytes = Int(line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first ?? "") {
            return kilobytes * 1024
        }
        var usage = rusage()
        getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
        return usage.ru_maxrss * 1024
    }

    static var description: String { String(format: "%.0f MB", Double(bytes) / 1_048_576) }
}
