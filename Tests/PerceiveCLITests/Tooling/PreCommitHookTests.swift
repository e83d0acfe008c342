import Foundation
import TestSupport
import Testing

/// The hooks of `.pre-commit-hooks.yaml`, run by the `pre-commit` tool (from PyPI) on a sample
/// repository: a commit that stages a Swift file with a barrier is refused with the finding,
/// and the same commit without it goes through. `.ci/run` installs `pre-commit`, and sets
/// `PERCEIVE_CI`, under which a missing `pre-commit` fails the test instead of skipping it.
@Suite(.enabled(if: ExternalTool.preCommit != nil || ProcessInfo.processInfo.environment["PERCEIVE_CI"] != nil,
                "pre-commit is not installed (pip install pre-commit); .ci/run installs it"))
struct PreCommitHookTests {

    /// The `perceive` this test run built, beside the test bundle.
    static var builtPerceive: URL? {
        var folder = Bundle.main.executableURL?.resolvingSymlinksInPath().deletingLastPathComponent()
        // Up from inside an .xctest bundle (macOS) to the products folder.
        while let current = folder, current.path != "/" {
            let candidate = current.appendingPathComponent("perceive")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            folder = current.deletingLastPathComponent()
            if current.lastPathComponent == "debug" || current.lastPathComponent == "release" { break }
        }
        let fallback = Repository.root.appendingPathComponent(".build/debug/perceive")
        return FileManager.default.isExecutableFile(atPath: fallback.path) ? fallback : nil
    }

    static let barrier = """
        import SwiftUI

        struct FavouriteStar: View {
            var body: some View {
                Image(systemName: "star")
                    .onTapGesture { tap() }
            }
        }

        #Preview { FavouriteStar() }

        """

    static let clean = """
        import SwiftUI

        struct Greeting: View {
            var body: some View {
                Text("Hello")
            }
        }

        #Preview { Greeting() }

        """

    /// A temporary folder with a repository holding only the hooks file (as a hook repository
    /// is), a sample repository configured to use its hooks, and a `PATH` on which `perceive`
    /// is the one this test run built.
    struct Sandbox {
        let scratch: TemporaryFolder
        var folder: URL { scratch.url }
        let sample: URL
        let environment: [String: String]
        let git: ExternalTool

        init(hook: String) throws {
            scratch = try TemporaryFolder("pre-commit")
            let folder = scratch.url
            let hooks = folder.appendingPathComponent("hooks"), bin = folder.appendingPathComponent("bin")
            sample = folder.appendingPathComponent("sample")
            for made in [hooks, bin, sample] { try FileManager.default.createDirectory(at: made, withIntermediateDirectories: true) }
            let perceive = try #require(PreCommitHookTests.builtPerceive, "perceive is not built beside the tests")
            try FileManager.default.createSymbolicLink(at: bin.appendingPathComponent("perceive"), withDestinationURL: perceive)
            var environment = ProcessInfo.processInfo.environment
            environment["PATH"] = bin.path + ":" + (environment["PATH"] ?? "")
            environment["PRE_COMMIT_HOME"] = folder.appendingPathComponent("pre-commit-home").path
            environment["XDG_CACHE_HOME"] = folder.appendingPathComponent("cache").path
            for (key, value) in ["NAME": "Perceive", "EMAIL": "audit@example.com"] {
                environment["GIT_AUTHOR_\(key)"] = value
                environment["GIT_COMMITTER_\(key)"] = value
            }
            self.environment = environment
            git = try #require(ExternalTool.git, "git is not installed")

            try FileManager.default.copyItem(at: Repository.root.appendingPathComponent(".pre-commit-hooks.yaml"),
                                             to: hooks.appendingPathComponent(".pre-commit-hooks.yaml"))
            try run(git, ["init", "-q"], in: hooks)
            try run(git, ["add", "."], in: hooks)
            try run(git, ["commit", "-q", "-m", "hooks"], in: hooks)
            let revision = try git.run(["rev-parse", "HEAD"], in: hooks, environment: environment).output
                .trimmingCharacters(in: .whitespacesAndNewlines)

            try run(git, ["init", "-q"], in: sample)
            try """
                repos:
                  - repo: \(hooks.path)
                    rev: \(revision)
                    hooks:
                      - id: \(hook)

                """.write(to: sample.appendingPathComponent(".pre-commit-config.yaml"), atomically: true, encoding: .utf8)
            try PreCommitHookTests.clean.write(to: sample.appendingPathComponent("Greeting.swift"), atomically: true, encoding: .utf8)
            try run(git, ["add", "."], in: sample)
            try run(git, ["commit", "-q", "-m", "start"], in: sample)
            try run(try #require(ExternalTool.preCommit), ["install"], in: sample)
        }

        @discardableResult
        func run(_ tool: ExternalTool, _ arguments: [String], in folder: URL? = nil) throws -> ExternalTool.Run {
            let run = try tool.run(arguments, in: folder ?? sample, environment: environment)
            #expect(run.status == 0, "\(tool.path) \(arguments.joined(separator: " ")): \(run.output)\(run.errors)")
            return run
        }

        /// Writes `text` to `name` in the sample, stages it and tries to commit.
        func commit(_ text: String, to name: String) throws -> ExternalTool.Run {
            try text.write(to: sample.appendingPathComponent(name), atomically: true, encoding: .utf8)
            try run(git, ["add", name])
            return try git.run(["commit", "-m", "change \(name)"], in: sample, environment: environment)
        }
    }

    @Test(arguments: ["perceive-audit", "perceive-audit-changed-lines"])
    func aCommitWithABarrierIsRefusedAndOneWithoutGoesThrough(hook: String) throws {
        let sandbox = try Sandbox(hook: hook)

        let refused = try sandbox.commit(Self.barrier, to: "FavouriteStar.swift")
        #expect(refused.status != 0, "the commit should have been refused")
        let output = refused.output + refused.errors
        #expect(output.contains("FavouriteStar.swift:6:"), "\(output)")
        #expect(output.contains("[tap-gesture-without-button-trait]"), "\(output)")
        #expect(output.contains("Failed"), "\(output)")

        let fixed = Self.barrier.replacingOccurrences(of: "Image(systemName: \"star\")\n            .onTapGesture { tap() }",
                                                      with: "Text(\"Starred\")")
        let accepted = try sandbox.commit(fixed, to: "FavouriteStar.swift")
        #expect(accepted.status == 0, "\(accepted.output)\(accepted.errors)")
    }
}
