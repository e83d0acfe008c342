import PerceiveCLI

/// `perceive-bench audit PATH…`: the audit against a bare parse of the same files.
struct AuditBenchCommand: BenchmarkCommand {
    static let name = "audit"
    static let abstract = "Audit the Swift files under PATH… and parse them with SwiftParser alone; compare."
    static let positionalUsage = "PATH…"
    static let discussion = """
        Audits the Swift files under each PATH with the full catalogue, the screens built under the
        display settings, and parses the same files with SwiftParser alone; prints files/s, MB/s,
        peak memory and the audit's time as a multiple of the parse.
        """
    static let optionGroups = [OptionGroup.options(BenchOptions.auditSpecs), DisplaySettingsOptions.group]

    let benchmark: AuditBenchmark

    init(arguments: ParsedArguments) throws(CommandError) {
        guard !arguments.positional.isEmpty else { throw .usage("missing PATH: give at least one folder or Swift file") }
        benchmark = AuditBenchmark(paths: arguments.positional, options: try BenchOptions(arguments: arguments),
                                   settings: try DisplaySettingsOptions.settings(from: arguments))
    }
}
