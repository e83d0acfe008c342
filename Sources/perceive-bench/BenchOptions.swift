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
    /// `--phases-only`.
    static let phasesOnly = Flag("phases-only",
                                 help: "audit once with the time of each phase and what was parsed; no warm-up, no bare parse")
    /// `--declaration-store BYTES`.
    static let declarationStore = Option<Int>("declaration-store", valueName: "BYTES",
                                              help: "keep declarations parsed alone of at most BYTES of source; 0: parse whole files again (default: the audit's)",
                                              accepted: byteCount, parse: notNegative)
    /// `--tree-store BYTES`.
    static let treeStore = Option<Int>("tree-store", valueName: "BYTES",
                                       help: "keep the syntax trees of at most BYTES of source at once (default: the audit's)",
                                       accepted: wholeNumber, parse: positive)
    /// `--declarations-above BYTES`.
    static let declarationFilesAbove = Option<Int>("declarations-above", valueName: "BYTES",
                                                   help: "read by declaration only files larger than BYTES (default: the audit's)",
                                                   accepted: byteCount, parse: notNegative)
    /// `--whole-ui-code`.
    static let wholeUICode = Flag("whole-ui-code",
                                  help: "parse every file holding UI code that is no screen whole, whether or not a rule's trigger occurs in it")
    /// `--small-files-whole`.
    static let smallFilesWhole = Flag("small-files-whole",
                                      help: "parse a small file let go again whole, not the declaration a lowering reads in it")
    /// `--rule-times`.
    static let ruleTimes = Flag("rule-times",
                                help: "with the phases, each rule's time summed over the threads, the costliest first")
    static let specs = [jobs.spec, runs.spec]
    /// The options of `perceive-bench audit`.
    static let auditSpecs = specs + [phasesOnly.spec, treeStore.spec, declarationStore.spec, declarationFilesAbove.spec, wholeUICode.spec,
                                     smallFilesWhole.spec, ruleTimes.spec]

    /// What a value of a whole-number option may be, for its error.
    static let wholeNumber = ["a whole number above 0"]

    /// What a byte count may be, for its error.
    static let byteCount = ["a whole number"]

    /// A whole number above 0, or nil.
    @Sendable static func positive(_ text: String) -> Int? { Int(text).flatMap { $0 > 0 ? $0 : nil } }

    /// A whole number, 0 or more, or nil.
    @Sendable static func notNegative(_ text: String) -> Int? { Int(text).flatMap { $0 >= 0 ? $0 : nil } }

    var runs: Int
    /// Whether only the audit with its phases runs (`--phases-only`).
    var phasesOnly: Bool
    /// The runner's `treeStoreBytes` (`--tree-store`); nil keeps its default.
    var treeStoreBytes: Int?
    /// The runner's `declarationStoreBytes` (`--declaration-store`); nil keeps its default.
    var declarationStoreBytes: Int?
    /// The runner's `declarationFilesAboveBytes` (`--declarations-above`); nil keeps its default.
    var declarationFilesAboveBytes: Int?
    /// Whether every file holding UI code is parsed whole (`--whole-ui-code`: the runner's
    /// `parsesWholeOnlyWhereTriggered` off).
    var parsesUICodeWhole: Bool
    /// Whether small files let go are parsed again whole (`--small-files-whole`): the runner's
    /// `readsSmallFilesByDeclaration` off.
    var smallFilesWhole: Bool
    /// Whether each rule's time is printed with the phases (`--rule-times`).
    var ruleTimes: Bool
    /// The thread counts to measure: the one asked for, else one and all cores.
    var jobCounts: [Int]

    init(arguments: ParsedArguments) throws(CommandError) {
        runs = try arguments.value(Self.runs) ?? 3
        phasesOnly = arguments.contains(Self.phasesOnly)
        treeStoreBytes = try arguments.value(Self.treeStore)
        declarationStoreBytes = try arguments.value(Self.declarationStore)
        declarationFilesAboveBytes = try arguments.value(Self.declarationFilesAbove)
        parsesUICodeWhole = arguments.contains(Self.wholeUICode)
        smallFilesWhole = arguments.contains(Self.smallFilesWhole)
        ruleTimes = arguments.contains(Self.ruleTimes)
        if let jobs = try arguments.value(Self.jobs) {
            jobCounts = [jobs]
        } else {
            let cores = ProcessInfo.processInfo.activeProcessorCount
            jobCounts = cores > 1 ? [1, cores] : [1]
        }
    }
}
