import PerceiveCLI

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

#if canImport(Glibc)
// The audit parses and lets go of thousands of syntax trees on short-lived threads with large
// stacks; glibc gives threads their own heaps (up to eight per core), each keeping the memory
// freed in it. Two heaps hold the peak of an audit of three large apps about a fifth lower.
_ = mallopt(M_ARENA_MAX, 2)
#endif

let status = Perceive.main(arguments: Array(CommandLine.arguments.dropFirst()))
exit(status.rawValue)
