import Foundation

/// `perceive-bench`: measures the audit against a bare parse, and colour filters against a
/// plain memory copy, on this machine. Numbers go to standard output; see docs/benchmarks.md.
exit(PerceiveBench.tool.main(arguments: Array(CommandLine.arguments.dropFirst())).rawValue)
