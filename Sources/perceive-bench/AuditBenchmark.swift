import AccessibilityTree
import Audit
import Foundation
import PerceiveCLI
import Reporting
import SwiftParser
import SwiftSyntax

/// Audits a corpus with the real runner and catalogue, and parses the same Swift files with
/// SwiftParser alone, so the audit's cost reads as a multiple of the bare parse.
struct AuditBenchmark: Benchmark {
    let paths: [String]
    let options: BenchOptions
    /// The display settings the screens are built under.
    let settings: AccessibilitySettings

    func run(console: Console) throws {
        let inputs = try InputDiscovery().discover(paths)
        let swiftFiles = inputs.filter { $0.kind == .swiftSource }.map(\.path)
        guard !swiftFiles.isEmpty else { throw BenchError.noSwiftFiles(paths) }
        let contents = try swiftFiles.map { path in
            guard let data = FileManager.default.contents(atPath: path) else { throw BenchError.unreadable(path) }
            return data
        }
        let kept = zip(swiftFiles, contents).filter { SourcePrefilter.standard.mayHoldUICode($0.1) }.map(\.0)
        let allBytes = contents.reduce(0) { $0 + $1.count }
        let sizes = Dictionary(zip(swiftFiles, contents.map(\.count)), uniquingKeysWith: { first, _ in first })
        let keptBytes = kept.reduce(0) { $0 + (sizes[$1] ?? 0) }
        console.print("corpus: \(paths.joined(separator: " "))")
        console.print("  \(inputs.count) inputs, \(swiftFiles.count) Swift files (\(Self.megabytes(allBytes)) MB); "
              + "the prefilter keeps \(kept.count) (\(Self.megabytes(keptBytes)) MB)")
        console.print("  \(AllRules.all.count) rules, front ends: \(FrontEnd.standard.map(\.name).joined(separator: ", "))")
        if options.phasesOnly {
            for jobs in options.jobCounts { try printPhases(jobs: jobs, console: console, sizes: sizes) }
            console.print("peak memory (VmHWM): \(PeakMemory.description)")
            return
        }
        console.print("  median of \(options.runs) runs after one warm-up")
        console.print("  ×parse: the audit's time over parsing every Swift file / only the files the prefilter keeps")
        console.print("")
        console.print(Self.row("jobs", "phase", "seconds", "files/s", "MB/s", "×parse") + "  ×kept")
        var findings = 0
        for jobs in options.jobCounts {
            let parseAll = Timing.median(runs: options.runs) { Self.parse(swiftFiles, jobs: jobs) }
            let parseKept = Timing.median(runs: options.runs) { Self.parse(kept, jobs: jobs) }
            var runner = AuditRunner(rules: AllRules.all, settings: settings)
            runner.jobs = jobs
            runner.apps = ProjectScope(audited: paths, indexed: []).apps
            // The inputs the audit reads: without the files only other platforms' targets build.
            let audited = runner.builtForPlatform(inputs, given: []).inputs
            let audit = Timing.median(runs: options.runs) { findings = runner.audit(audited).findings.count }
            console.print(Self.row("\(jobs)", "parse all", parseAll, files: swiftFiles.count, bytes: allBytes, ratio: nil))
            console.print(Self.row("\(jobs)", "parse kept", parseKept, files: kept.count, bytes: keptBytes, ratio: nil))
            console.print(Self.row("\(jobs)", "audit", audit, files: swiftFiles.count, bytes: allBytes, ratio: audit / parseAll)
                  + String(format: " %6.2f", audit / parseKept))
            try printPhases(jobs: jobs, console: console, sizes: sizes)
        }
        console.print("")
        console.print("findings: \(findings)   peak memory (VmHWM): \(PeakMemory.description)")
    }

    /// One more audit, from discovery to the text report, with the time of each phase summed over
    /// the threads that ran it (so on several threads the phases add up to more than the wall time).
    ///
    /// - Parameter sizes: the bytes of each Swift file, by path, to weigh the files parsed whole.
    func printPhases(jobs: Int, console: Console, sizes: [String: Int]) throws {
        let clock = AuditPhaseClock()
        clock.timesRules = options.ruleTimes
        var runner = AuditRunner(rules: AllRules.all, settings: settings)
        runner.jobs = jobs
        if let bytes = options.treeStoreBytes { runner.treeStoreBytes = bytes }
        if let bytes = options.declarationStoreBytes { runner.declarationStoreBytes = bytes == 0 ? nil : bytes }
        if let bytes = options.declarationFilesAboveBytes { runner.declarationFilesAboveBytes = bytes }
        if options.parsesUICodeWhole { runner.parsesWholeOnlyWhereTriggered = false }
        if options.smallFilesWhole { runner.readsSmallFilesByDeclaration = false }
        runner.phaseClock = clock
        let start = DispatchTime.now().uptimeNanoseconds
        let result = try runner.run(paths: paths)
        _ = clock.measure(.report) {
            TextReporter.render(AuditReport(findings: result.findings, rules: runner.rules.map { $0.description },
                                            fileCount: result.inputs.count, inputErrors: result.inputErrors))
        }
        let wall = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        let phases = AuditPhaseClock.Phase.allCases.map { $0.rawValue + String(format: " %.2f", clock[$0]) }
        console.print("      phases (s, summed over \(jobs) thread\(jobs == 1 ? "" : "s"); wall \(String(format: "%.2f", wall))): "
              + phases.joined(separator: ", "))
        if options.ruleTimes { Self.printRuleTimes(clock.ruleTimes, console: console) }
        let volume = clock.parseVolume
        console.print("      parsed: \(volume.files) files (\(Self.megabytes(volume.bytes)) MB) once, "
              + "\(volume.skeletonFiles) of them (\(Self.megabytes(volume.skeletonBytes)) MB) as declaration skeletons; "
              + "whole after their skeleton (UI code): \(volume.wholeAfterSkeletonFiles) files "
              + "(\(Self.megabytes(volume.wholeAfterSkeletonBytes)) MB); "
              + "again: \(volume.reparses) trees (\(Self.megabytes(volume.reparsedBytes)) MB) of \(volume.reparsedFiles) files, "
              + "\(volume.reparsesWhileIndexing) of them before lowering; declarations parsed alone: "
              + "\(volume.declarationParses) (\(Self.megabytes(volume.declarationBytes)) MB)")
        let whole = volume.wholeParses.map { path, count in (path: path, count: count, bytes: count * (sizes[path] ?? 0)) }
        let total = volume.skeletonBytes + whole.reduce(0) { $0 + $1.bytes } + volume.declarationBytes
        console.print("      bytes parsed in all: \(Self.megabytes(total)) MB of \(Self.megabytes(sizes.values.reduce(0, +))) MB of Swift source")
        let repeats = Self.repeatedWholeParses(volume.wholeParses, sizes: sizes)
        console.print("      parsed whole more than once: \(repeats.files) files, "
              + "\(Self.megabytes(repeats.bytes)) MB beyond each one's first whole parse")
        let most = whole.filter { $0.count > 1 }.sorted { $0.bytes != $1.bytes ? $0.bytes > $1.bytes : $0.path < $1.path }.prefix(10)
        for file in most {
            console.print("        parsed whole \(file.count)×, \(Self.megabytes(file.bytes)) MB: \(file.path)")
        }
    }

    /// Each rule's seconds summed over the threads and the inputs it read, the costliest first.
    static func printRuleTimes(_ times: [String: AuditPhaseClock.RuleTime], console: Console) {
        let total = times.values.reduce(0) { $0 + $1.seconds }
        console.print("      rules (s, summed over the threads; \(String(format: "%.2f", total)) in all):")
        let ordered = times.sorted { $0.value.seconds != $1.value.seconds ? $0.value.seconds > $1.value.seconds : $0.key < $1.key }
        for (id, time) in ordered {
            console.print("        " + String(format: "%7.3f", time.seconds) + "  " + "\(time.inputs)".leftPadding(7) + " inputs  " + id)
        }
    }

    /// Reads and parses every file, as the audit reads them (from disk, as UTF-8).
    static func parse(_ paths: [String], jobs: Int) {
        Timing.distribute(count: paths.count, jobs: jobs) { index in
            guard let data = FileManager.default.contents(atPath: paths[index]),
                  let text = String(data: data, encoding: .utf8) else { return }
            let tree = Parser.parse(source: text)
            precondition(tree.totalLength.utf8Length == data.count)
        }
    }

    /// The files parsed whole more than once (`counts`: the whole parses of each file, by path),
    /// and the source bytes of their parses beyond the first (`sizes`: each file's bytes): what a
    /// design parses twice, apart from a file's one whole parse the store makes for a lowering.
    static func repeatedWholeParses(_ counts: [String: Int], sizes: [String: Int]) -> (files: Int, bytes: Int) {
        counts.reduce(into: (files: 0, bytes: 0)) { total, entry in
            guard entry.value > 1 else { return }
            total.files += 1
            total.bytes += (entry.value - 1) * (sizes[entry.key] ?? 0)
        }
    }

    static func megabytes(_ bytes: Int) -> String { String(format: "%.2f", Double(bytes) / 1_000_000) }

    static func row(_ jobs: String, _ phase: String, _ seconds: String, _ files: String, _ megabytes: String,
                    _ ratio: String) -> String {
        [jobs.padding(5), phase.padding(11), seconds.leftPadding(8), files.leftPadding(9), megabytes.leftPadding(7),
         ratio.leftPadding(7)].joined(separator: " ")
    }

    static func row(_ jobs: String, _ phase: String, _ seconds: Double, files: Int, bytes: Int, ratio: Double?) -> String {
        row(jobs, phase, String(format: "%.3f", seconds), String(format: "%.0f", Double(files) / seconds),
            String(format: "%.2f", Double(bytes) / 1_000_000 / seconds), ratio.map { String(format: "%.2f", $0) } ?? "")
    }
}

extension String {
    func padding(_ width: Int) -> String { count >= width ? self : self + String(repeating: " ", count: width - count) }
    func leftPadding(_ width: Int) -> String { count >= width ? self : String(repeating: " ", count: width - count) + self }
}
