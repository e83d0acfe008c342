import Audit
import Foundation
import Reporting

/// `perceive merge`: joins the JSON or SARIF reports of the shards of one audit
/// (`perceive audit --shard K/N`) into the report the whole audit would have written.
///
/// Exit status: as the whole audit's — 0 when no violation reaches the shards' failing
/// severity, 1 when one does, 2 for a usage or input error, or when no input of any shard
/// could be read.
struct MergeCommand: Command {
    static let name = "merge"
    static let abstract = "Join the JSON or SARIF reports of the shards of one audit (audit --shard K/N) into one."
    static let positionalUsage = "REPORT…"
    static let discussion = """
        Each REPORT is the JSON or SARIF report of one shard of the same audit, written with the same
        perceive, paths, configuration and options; every shard from 1 to N must be given once. The
        merged report, in the same format, is byte for byte the report of one run over every input,
        and the exit status is that run's (see docs/ci.md). A baseline is applied here, to the merged
        findings, rather than by each shard.
        """
    static let exitStatus: String? = "0 clean, 1 findings at or above the shards' failing severity, 2 usage or input error."

    static let output = Option<String>(
        "output", shortName: "o", valueName: "FILE", help: "write the merged report to FILE (atomically) instead of standard output")

    static let baseline = Option<String>(
        "baseline", valueName: "FILE", help: "report only findings not in this baseline (from 'perceive audit --write-baseline')")

    static let optionGroups = [OptionGroup.options([output.spec, baseline.spec])]

    var reports: [String]
    var output: String?
    var baselinePath: String?

    init(arguments: ParsedArguments) throws(CommandError) {
        reports = arguments.positional
        output = try arguments.value(Self.output)
        baselinePath = try arguments.value(Self.baseline)
        if reports.isEmpty { throw .usage("give the reports of the shards to merge") }
    }

    func run(console: Console) throws(CommandError) -> ExitCode {
        var texts: [(file: String, text: String)] = []
        for file in reports {
            guard let data = FileManager.default.contents(atPath: file) else { throw .input("\(file): cannot read the report") }
            texts.append((file, String(decoding: data, as: UTF8.self)))
        }
        var merged: ReportMerge
        do {
            merged = try ReportMerge(texts, catalogue: AuditCommand.catalogue.descriptions, toolVersion: AuditCommand.toolVersion)
        } catch {
            throw .input(error.description)
        }
        if let baselinePath {
            do {
                merged.report.findings = try Baseline.read(baselinePath).newFindings(in: merged.report.findings)
            } catch {
                throw .input(error.description)
            }
        }
        let text = merged.format.render(merged.report)
        if let output {
            do { try AtomicFile.write(text, to: output) } catch { throw .input(error.description) }
        } else {
            console.writeOutput(text)
        }
        if merged.auditedNoInput { return .usageOrInputError }
        return merged.fails ? .findings : .clean
    }
}
