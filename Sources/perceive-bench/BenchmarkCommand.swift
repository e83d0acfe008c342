import PerceiveCLI

/// A measurement that prints its method and numbers.
protocol Benchmark: Sendable {
    func run(console: Console) throws
}

/// A verb of `perceive-bench`: reads its options into one benchmark and runs it.
protocol BenchmarkCommand: Command {
    associatedtype Measurement: Benchmark
    var benchmark: Measurement { get }
}

extension BenchmarkCommand {
    func run(console: Console) throws(CommandError) -> ExitCode {
        do {
            try benchmark.run(console: console)
        } catch {
            throw .input("\(error)")
        }
        return .clean
    }
}
