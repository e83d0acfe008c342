import Foundation
import PerceiveCLI

/// How many times and on how many threads `perceive-bench` measures.
struct BenchOptions {
    /// `--jobs N`.
    static let jobs = Option<Int>("jobs", valueName: "N", help: "worker threads (default: 1, then all cores)",
                                  accepted: wholeNumber, parse: positive)
    /// `--runs N`.
    static let runs = Option<Int>("runs", valueName: "N",
                                  help: "timed runs after one warm-up; the median is reported (default 3)",
                                  accepted: wholeNumber, parse: positive)
    static let specs = [jobs.spec, runs.spec]

    /// What a value of a whole-number option may be, for its error.
    static let wholeNumber = ["a whole number above 0"]

    /// A whole number above 0, or nil.
    @Sendable static func positive(_ text: String) -> Int? { Int(text).flatMap { $0 > 0 ? $0 : nil } }

    var runs: Int
    /// The thread counts to measure: the one asked for, else one and all cores.
    var jobCounts: [Int]

    init(arguments: ParsedArguments) throws(CommandError) {
        runs = try arguments.value(Self.runs) ?? 3
        if let jobs = try arguments.value(Self.jobs) {
            jobCounts = [jobs]
        } else {
            let cores = ProcessInfo.processInfo.activeProcessorCount
            jobCounts = cores > 1 ? [1, cores] : [1]
        }
    }
}
