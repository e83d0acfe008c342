import Foundation

/// The command line of `perceive-bench`: positional paths and `--name value` options.
struct BenchOptions {
    static let usage = """
        usage: perceive-bench audit PATH… [--jobs N] [--runs N]
               perceive-bench simulate [--width 3840] [--height 2160] [--runs N] [--jobs N]
               perceive-bench voiceover [OUT.json] [--elements 10000] [--runs N]

          audit     audits the Swift files under PATH… with the full catalogue and parses the same
                    files with SwiftParser alone; prints files/s, MB/s, peak memory and the ratio.
          simulate  applies each colour-vision simulation and a filter chain to a synthetic
                    screenshot (RGBA8 and RGBA16); prints ms per frame and GB/s beside memcpy.
          voiceover swipes VoiceOver through a generated one-screen snapshot of N elements; prints
                    each phase of `perceive voiceover` and single gestures; writes the snapshot to OUT.json
          --jobs N  worker threads (default: 1, then all cores)
          --runs N  timed runs after one warm-up; the median is reported (default 3)
        """

    var paths: [String] = []
    var values: [String: Int] = [:]

    init(parsing arguments: [String]) throws(BenchError) {
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            if argument.hasPrefix("--") {
                let name = String(argument.dropFirst(2))
                guard ["jobs", "runs", "width", "height", "elements"].contains(name) else { throw .unknownOption(argument) }
                guard index + 1 < arguments.count, let value = Int(arguments[index + 1]), value > 0 else {
                    throw .badValue(option: argument)
                }
                values[name] = value
                index += 2
            } else {
                paths.append(argument)
                index += 1
            }
        }
    }

    var runs: Int { values["runs"] ?? 3 }

    /// The thread counts to measure: the one asked for, else one and all cores.
    var jobCounts: [Int] {
        if let jobs = values["jobs"] { return [jobs] }
        let cores = ProcessInfo.processInfo.activeProcessorCount
        return cores > 1 ? [1, cores] : [1]
    }
}

/// A command line `perceive-bench` cannot run.
enum BenchError: Error, CustomStringConvertible {
    case unknownOption(String)
    case badValue(option: String)
    case noPaths
    case noSwiftFiles([String])
    case unreadable(String)

    var description: String {
        switch self {
        case .unknownOption(let option): "unknown option '\(option)'"
        case .badValue(let option): "\(option) needs a whole number above 0"
        case .noPaths: "audit needs at least one folder or Swift file"
        case .noSwiftFiles(let paths): "no Swift files under \(paths.joined(separator: ", "))"
        case .unreadable(let path): "cannot read \(path) as UTF-8 text"
        }
    }
}
