import Foundation
import PerceiveCLI

/// `perceive-bench`: measures the audit against a bare parse, and colour filters against a
/// plain memory copy, on this machine. Numbers go to standard output; see docs/benchmarks.md.
let tool = CommandLineTool(
    name: "perceive-bench",
    summary: "Measure the audit against a bare parse, and colour filters against a memory copy, on this machine.",
    version: Perceive.version.replacingOccurrences(of: "perceive", with: "perceive-bench"),
    commands: [AuditBenchCommand.self, SimulateBenchCommand.self])
exit(tool.main(arguments: Array(CommandLine.arguments.dropFirst())).rawValue)
