import PerceiveCLI

/// The `perceive-bench` command line: its verbs, with the same parser and help as `perceive`.
enum PerceiveBench {
    static let tool = CommandLineTool(
        name: "perceive-bench",
        summary: "Measure the audit against a bare parse, and colour filters against a memory copy, on this machine.",
        version: Perceive.version.replacingOccurrences(of: "perceive", with: "perceive-bench"),
        commands: [AuditBenchCommand.self, SimulateBenchCommand.self, VoiceOverBenchCommand.self])
}
