import PerceiveCLI

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

let status = Perceive.main(arguments: Array(CommandLine.arguments.dropFirst()))
exit(status.rawValue)
