import Foundation
import PerceiveCLI

/// `perceive-bench`: measures the audit against a bare parse, and colour filters against a
/// plain memory copy, on this machine. Numbers go to standard output; see docs/benchmarks.md.
/// The allocator is set as `perceive` sets it, so the audit is measured as it runs there.
ProcessHeaps.limitHeaps()
exit(PerceiveBench.tool.main(arguments: Array(CommandLine.arguments.dropFirst())).rawValue)
