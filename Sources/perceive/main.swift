import PerceiveCLI

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

ProcessHeaps.limitHeaps()
let status = Perceive.main(arguments: Array(CommandLine.arguments.dropFirst()))
exit(status.rawValue)
