import Foundation

/// `perceive-bench`: measures the audit against a bare parse, and colour filters against a
/// plain memory copy, on this machine. Numbers go to standard output; see docs/benchmarks.md.
let arguments = Array(CommandLine.arguments.dropFirst())
do {
    switch arguments.first {
    case "audit":
        try AuditBenchmark(options: BenchOptions(parsing: Array(arguments.dropFirst()))).run()
    case "voiceover":
        try VoiceOverBenchmark(options: BenchOptions(parsing: Array(arguments.dropFirst()))).run()
    case "simulate":
        try SimulateBenchmark(options: BenchOptions(parsing: Array(arguments.dropFirst()))).run()
    default:
        print(BenchOptions.usage)
        exit(arguments.first.map { ["-h", "--help", "help"].contains($0) } == true ? 0 : 2)
    }
} catch {
    FileHandle.standardError.write(Data("perceive-bench: \(error)\n\n\(BenchOptions.usage)\n".utf8))
    exit(2)
}
