import Audit
import Foundation
import Testing

/// The catalogue is the list `AllRules.all` (plus the engine's own rules): a rule file left out
/// of it, or a description that disagrees with the rest of the catalogue, fails here.
@Suite struct CatalogueCompletenessTests {
    static let auditSources = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/Audit")

    /// Every type under `Sources/Audit` that conforms to one of the rule protocols, with its file.
    static func ruleDeclarations() throws -> [(file: String, type: String)] {
        let files = FileManager.default.enumerator(atPath: auditSources.path)?.compactMap { $0 as? String } ?? []
        return try files.filter { $0.hasSuffix(".swift") }.sorted().flatMap { file in
            let text = try String(contentsOf: auditSources.appendingPathComponent(file), encoding: .utf8)
            return text.matches(of: /\bstruct (\w+)\s*:[^{]*\b(Tree|SettlingTree|Source|Plist|Catalog|CatalogColor)Rule\b/)
                .map { (file, String($0.1)) }
        }
    }

    @Test func everyRuleTypeIsInTheCatalogue() throws {
        let catalogued = Set((AllRules.all + AuditRunner.engineRules).map { String(describing: $0) })
        let declared = try Self.ruleDeclarations().map(\.type)
        #expect(declared.count >= 40, "found no rules under \(Self.auditSources.path)")
        let missing = declared.filter { !catalogued.contains($0) }
        #expect(missing.isEmpty, "rules not in AllRules.all: \(missing); add them there")
        #expect(catalogued.subtracting(declared).isEmpty, "catalogued rules declared elsewhere")
    }

    @Test func eachRuleHasAFileNamedAfterIt() throws {
        for (file, type) in try Self.ruleDeclarations() {
            #expect(URL(fileURLWithPath: file).lastPathComponent == "\(type).swift", "\(file) declares \(type)")
        }
    }

    @Test func theCatalogueHasNoProblems() {
        #expect(RuleRegistry(AllRules.all + AuditRunner.engineRules).problems.map(\.description) == [])
    }

    @Test func optionKeysAreUniqueAcrossTheCatalogue() {
        let keys = AllRules.all.flatMap { $0.description.options.map(\.key) }
        #expect(keys.count == Set(keys).count)
    }
}
