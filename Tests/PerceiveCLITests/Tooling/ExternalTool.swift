import Foundation
import TestSupport

/// A program outside the package that a test runs (`swift`, `pre-commit`, `git`): found on
/// `PATH`, run to its end with its output and errors kept.
struct ExternalTool {
    /// What a run printed and how it ended.
    struct Run {
        var status: Int32
        var output: String
        var errors: String
    }

    /// The executable's full path.
    var path: String

    /// The executable named `name` in the first folder of `PATH` that has one; nil when none does.
    init?(named name: String, environment: [String: String] = ProcessInfo.processInfo.environment) {
        let folders = (environment["PATH"] ?? "").split(separator: ":").map(String.init)
        guard let folder = folders.first(where: { FileManager.default.isExecutableFile(atPath: "\($0)/\(name)") }) else {
            return nil
        }
        path = "\(folder)/\(name)"
    }

    /// Runs with `arguments` in `folder` under `environment` (this process's when nil), with a
    /// temporary directory of the run's own, removed after it: what the program and its children
    /// leave there (SwiftPM's lock files, a browser's profile) goes with it.
    func run(_ arguments: [String], in folder: URL? = nil, environment: [String: String]? = nil) throws -> Run {
        let scratch = try TemporaryFolder("tool")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        if let folder { process.currentDirectoryURL = folder }
        var environment = environment ?? ProcessInfo.processInfo.environment
        environment["TMPDIR"] = try scratch.makeFolder("tmp")
        process.environment = environment
        // Files rather than pipes: a chatty program cannot fill a pipe nobody is reading yet.
        let outputFile = scratch.url.appendingPathComponent("output"), errorFile = scratch.url.appendingPathComponent("errors")
        _ = FileManager.default.createFile(atPath: outputFile.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errorFile.path, contents: nil)
        let output = try FileHandle(forWritingTo: outputFile), errors = try FileHandle(forWritingTo: errorFile)
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        try output.close()
        try errors.close()
        return Run(status: process.terminationStatus,
                   output: (try? String(contentsOf: outputFile, encoding: .utf8)) ?? "",
                   errors: (try? String(contentsOf: errorFile, encoding: .utf8)) ?? "")
    }
}

extension ExternalTool {
    /// The tools the tests of this folder run, nil when not installed.
    static let swift = ExternalTool(named: "swift")
    static let git = ExternalTool(named: "git")
    static let preCommit = ExternalTool(named: "pre-commit")
}
