import Foundation
import Testing

/// Every module of this package that a target imports is declared among that target's
/// dependencies in `Package.swift`. A module reached only through another dependency builds when
/// the build happens to order it first, and fails on a clean machine when it does not.
@Suite struct DeclaredImportsTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// A target as `Package.swift` declares it: its name and the names of its dependencies.
    struct DeclaredTarget: Equatable {
        var name: String
        var dependencies: Set<String>
        var isTest: Bool
    }

    /// The targets declared in `manifest`, read from the three spellings this package uses:
    /// `target("Name", [...])`, `testTarget("Name", [...])` and `.executableTarget(name: "Name",
    /// dependencies: [...])`.
    static func declaredTargets(in manifest: String) -> [DeclaredTarget] {
        let pattern = /(?<kind>\.executableTarget\(\s*name:|testTarget\(|target\()\s*"(?<name>[\w-]+)"\s*(?:,\s*(?:dependencies:\s*)?\[(?<list>[^\]]*)\])?/
        return manifest.matches(of: pattern).map { match in
            let list = match.output.list.map(String.init) ?? ""
            let names = list.matches(of: /"([\w-]+)"/).map { String($0.output.1) }
            return DeclaredTarget(name: String(match.output.name), dependencies: Set(names),
                                  isTest: match.output.kind.hasPrefix("testTarget"))
        }
    }

    /// The modules `source` imports, `@testable` imports included.
    static func importedModules(in source: String) -> Set<String> {
        Set(source.matches(of: /(?m)^\s*(?:@testable\s+|public\s+|@_implementationOnly\s+)?import\s+(\w+)/)
            .map { String($0.output.1) })
    }

    static func moduleName(of target: String) -> String {
        target.replacingOccurrences(of: "-", with: "_")
    }

    @Test func readsTheThreeSpellingsOfATarget() {
        let manifest = """
            target("Basics"),
            target("Audit", ["Basics", "ColorScience"], usesSyntax: true),
            testTarget("AuditTests", ["Audit"]),
            .executableTarget(
                name: "perceive-bench",
                dependencies: ["Audit", "Basics"]
            ),
            """
        #expect(Self.declaredTargets(in: manifest) == [
            DeclaredTarget(name: "Basics", dependencies: [], isTest: false),
            DeclaredTarget(name: "Audit", dependencies: ["Basics", "ColorScience"], isTest: false),
            DeclaredTarget(name: "AuditTests", dependencies: ["Audit"], isTest: true),
            DeclaredTarget(name: "perceive-bench", dependencies: ["Audit", "Basics"], isTest: false),
        ])
    }

    @Test func readsImportsOfEverySpelling() {
        let source = "import Foundation\n@testable import Audit\n  import Basics\n// import Scenes\nlet importX = 1\n"
        #expect(Self.importedModules(in: source) == ["Foundation", "Audit", "Basics"])
    }

    @Test func everyImportedPackageModuleIsADeclaredDependency() throws {
        let manifest = try String(contentsOf: Self.root.appendingPathComponent("Package.swift"), encoding: .utf8)
        let targets = Self.declaredTargets(in: manifest)
        #expect(targets.count > 20, "Package.swift was not read: \(targets.count) targets")
        let modules = Dictionary(uniqueKeysWithValues: targets.map { (Self.moduleName(of: $0.name), $0.name) })
        var undeclared: [String] = []
        for target in targets {
            let folder = Self.root.appendingPathComponent(target.isTest ? "Tests" : "Sources")
                .appendingPathComponent(target.name)
            guard let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { continue }
            var imported: Set<String> = []
            for case let file as URL in files where file.pathExtension == "swift" {
                imported.formUnion(Self.importedModules(in: try String(contentsOf: file, encoding: .utf8)))
            }
            for module in imported.sorted() {
                guard let name = modules[module], name != target.name, !target.dependencies.contains(name) else { continue }
                undeclared.append("\(target.name) imports \(module) without declaring it")
            }
        }
        #expect(undeclared == [])
    }
}
