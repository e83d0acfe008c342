import Foundation
import TestSupport
import Testing

/// `Package.swift` links the toolchain's own SwiftSyntax where the toolchain has it, and falls
/// back to the swift-syntax package, of the major version matching the Swift in use, where it
/// does not, saying so in one line. A build with the package needs the network, so these tests
/// check the choice itself: the manifest as `swift package dump-package` evaluates it, with a
/// fake toolchain first on `PATH` and with the real one.
@Suite(.enabled(if: ExternalTool.swift != nil, "needs `swift` on PATH"))
struct SwiftSyntaxSourceTests {

    /// What the manifest said: its dump and the lines it printed.
    struct Evaluation {
        var manifest: [String: Any]
        var errors: String

        var dependencies: [[String: Any]] { manifest["dependencies"] as? [[String: Any]] ?? [] }

        func target(_ name: String) -> [String: Any]? {
            (manifest["targets"] as? [[String: Any]])?.first { $0["name"] as? String == name }
        }

        /// The lines of the manifest's own (`Perceive: …`), whatever SwiftPM put before them.
        var perceiveLines: [String] {
            errors.split(separator: "\n").compactMap { line in line.range(of: "Perceive: ").map { String(line[$0.lowerBound...]) } }
        }
    }

    /// Evaluates a copy of `Package.swift` in a folder of its own (so no `.build` of this
    /// package is locked or touched), under this process's environment with `PATH` replaced
    /// and the `PERCEIVE_*` overrides removed.
    static func evaluate(path: String, scratch: URL) throws -> Evaluation {
        let package = scratch.appendingPathComponent("package")
        try FileManager.default.createDirectory(at: package, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Repository.root.appendingPathComponent("Package.swift"),
                                         to: package.appendingPathComponent("Package.swift"))
        var environment = ProcessInfo.processInfo.environment.filter { !$0.key.hasPrefix("PERCEIVE_") }
        environment["PATH"] = path
        let run = try #require(ExternalTool.swift).run(
            ["package", "--package-path", package.path, "--scratch-path", scratch.appendingPathComponent("build").path,
             "--manifest-cache", "none", "dump-package"],
            environment: environment)
        #expect(run.status == 0, "swift package dump-package failed: \(run.errors)")
        let json = try JSONSerialization.jsonObject(with: Data(run.output.utf8))
        return Evaluation(manifest: try #require(json as? [String: Any]), errors: run.errors)
    }

    /// The swift-syntax major version matching the Swift in use, read from `swift --version`
    /// ("Swift version 6.3.1" → 603: swift-syntax's major version 509 is aligned with Swift 5.9).
    static func matchingSwiftSyntaxMajor() throws -> Int {
        let version = try #require(ExternalTool.swift).run(["--version"]).output
        let match = try #require(version.firstMatch(of: /Swift version (\d+)\.(\d+)/))
        return Int(match.output.1)! * 100 + Int(match.output.2)!
    }

    @Test func aToolchainWithoutSwiftSyntaxTakesThePackageOfItsSwiftVersionAndSaysSo() throws {
        let temporary = try TemporaryFolder("manifest")
        let scratch = temporary.url
        // A toolchain whose `swiftc` is a symlink, as the real ones are, and whose
        // `lib/swift/host` holds no SwiftSyntax.
        let toolchain = scratch.appendingPathComponent("Fake.xctoolchain/usr")
        let bin = toolchain.appendingPathComponent("bin"), onPath = scratch.appendingPathComponent("bin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: toolchain.appendingPathComponent("lib/swift/host"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: onPath, withIntermediateDirectories: true)
        let driver = bin.appendingPathComponent("swift-driver")
        try "#!/bin/sh\nexit 1\n".write(to: driver, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: driver.path)
        try FileManager.default.createSymbolicLink(at: onPath.appendingPathComponent("swiftc"), withDestinationURL: driver)

        let realPath = ProcessInfo.processInfo.environment["PATH"] ?? ""
        let evaluation = try Self.evaluate(path: onPath.path + ":" + realPath, scratch: scratch)
        let major = try Self.matchingSwiftSyntaxMajor()

        let dependency = try #require(evaluation.dependencies.first?["sourceControl"] as? [[String: Any]]).first
        let remote = (dependency?["location"] as? [String: Any])?["remote"] as? [[String: Any]]
        #expect(remote?.first?["urlString"] as? String == "https://github.com/swiftlang/swift-syntax.git")
        let range = ((dependency?["requirement"] as? [String: Any])?["range"] as? [[String: Any]])?.first
        #expect(range?["lowerBound"] as? String == "\(major).0.0")
        #expect(range?["upperBound"] as? String == "\(major + 1).0.0")
        #expect(evaluation.dependencies.count == 1)

        let support = try #require(evaluation.target("SwiftSyntaxSupport"))
        let products = (support["dependencies"] as? [[String: Any]] ?? []).compactMap { ($0["product"] as? [Any])?.compactMap { $0 as? String } }
        #expect(products == [["SwiftSyntax", "swift-syntax"], ["SwiftParser", "swift-syntax"]])
        #expect((support["settings"] as? [Any])?.isEmpty == true, "no toolchain folder to link from")

        let host = toolchain.resolvingSymlinksInPath().appendingPathComponent("lib/swift/host").path
        #expect(evaluation.perceiveLines == [
            "Perceive: no usable SwiftSyntax modules in \(host) (from the swiftc at \(onPath.path)/swiftc), so SwiftSyntax "
                + "comes from the swift-syntax package \(major).0.0..<\(major + 1).0.0 (fetched from GitHub).",
        ])
    }

    /// The toolchain running these tests: the folder of SwiftSyntax beside its `swiftc`, when it has one.
    static var realToolchainSyntaxFolder: String? {
        guard let swiftc = ExternalTool(named: "swiftc") else { return nil }
        let host = URL(fileURLWithPath: swiftc.path).resolvingSymlinksInPath().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("lib/swift/host")
        return FileManager.default.fileExists(atPath: host.appendingPathComponent("SwiftSyntax.swiftmodule").path) ? host.path : nil
    }

    @Test(.enabled(if: realToolchainSyntaxFolder != nil, "the toolchain on PATH has no SwiftSyntax of its own"))
    func aToolchainWithSwiftSyntaxLinksItsOwnCopiesOffline() throws {
        let temporary = try TemporaryFolder("manifest")
        let scratch = temporary.url
        let folder = try #require(Self.realToolchainSyntaxFolder)
        let evaluation = try Self.evaluate(path: ProcessInfo.processInfo.environment["PATH"] ?? "", scratch: scratch)

        #expect(evaluation.dependencies.isEmpty, "nothing to fetch")
        #expect(evaluation.perceiveLines.isEmpty, "the default says nothing")
        let support = try #require(evaluation.target("SwiftSyntaxSupport"))
        let settings = support["settings"] as? [[String: Any]] ?? []
        let flags = settings.compactMap { (($0["kind"] as? [String: Any])?["unsafeFlags"] as? [String: Any])?["_0"] as? [String] }
        #expect(flags == [["-I", folder], ["-L", folder, "-Xlinker", "-rpath", "-Xlinker", folder]])
        let libraries = settings.compactMap { (($0["kind"] as? [String: Any])?["linkedLibrary"] as? [String: Any])?["_0"] as? String }
        #expect(libraries == ["SwiftSyntax", "SwiftParser", "SwiftDiagnostics", "SwiftBasicFormat"])
    }
}
