@testable import Audit
import Foundation
import SwiftParser
import SwiftSyntaxSupport
import Testing

/// The findings placed in source are made final one file at a time: each file's tree is parsed
/// again at most once, and let go before the next file's is parsed.
@Suite struct PlacedFindingResolutionTests {
    /// The trees parsed while the placed findings are made final, in order.
    final class ParsedTrees: @unchecked Sendable {
        private let lock = NSLock()
        private var recorded: [(path: String, held: Int)] = []
        func record(_ path: String, _ held: Int) { lock.withLock { recorded.append((path, held)) } }
        var all: [(path: String, held: Int)] { lock.withLock { recorded } }
    }

    @Test func aProjectsPlacedFindingsHoldOneTreeAtATimeEachParsedOnce() throws {
        let path = ExpectedFindings.root + "/Examples/ExceptionalDogs/Before"
        let trees = ParsedTrees()
        var runner = AuditRunner(rules: AllRules.all)
        runner.jobs = 1
        runner.readsPlacedFindingsByDeclaration = false
        runner.treeParsedForPlacedFindings = { trees.record($0, $1) }
        let result = try runner.run(paths: [path])
        let parsed = trees.all
        #expect(parsed.count > 1)
        #expect(parsed.allSatisfy { $0.held == 1 })
        #expect(Set(parsed.map(\.path)).count == parsed.count)
        #expect(result.findings == (try AuditRunner(rules: AllRules.all).run(paths: [path])).findings)
    }

    @Test func aFileWithoutTextIsNotParsedAndItsFindingsStay() {
        let finding = Finding(ruleID: "a-rule", severity: .warning, message: "m",
                              location: FindingLocation(file: "Gone.swift", line: 1, column: 1))
        let trees = ParsedTrees()
        let resolution = PlacedFindingResolution(supersession: Supersession(rules: []), text: { _ in nil },
                                                 parsed: { trees.record($0, $1) })
        #expect(resolution.resolving([finding, finding], coveredBy: []) == [finding, finding])
        #expect(trees.all.isEmpty)
    }

    /// On every core, each core holds one tree at a time, each file is parsed once, and the
    /// findings are those resolved one file after the other.
    @Test func onEveryCoreEachHoldsOneTreeAtATime() throws {
        let path = ExpectedFindings.root + "/Examples/ExceptionalDogs/Before"
        let trees = ParsedTrees()
        var runner = AuditRunner(rules: AllRules.all)
        runner.readsPlacedFindingsByDeclaration = false
        runner.treeParsedForPlacedFindings = { trees.record($0, $1) }
        let result = try runner.run(paths: [path])
        let parsed = trees.all
        #expect(parsed.count > 1)
        #expect(parsed.allSatisfy { $0.held >= 1 && $0.held <= ProcessInfo.processInfo.activeProcessorCount })
        #expect(Set(parsed.map(\.path)).count == parsed.count)
        var oneByOne = AuditRunner(rules: AllRules.all)
        oneByOne.jobs = 1
        #expect(result.findings == (try oneByOne.run(paths: [path])).findings)
    }

    /// With each file's outline, a finding is made final from the declaration holding it parsed
    /// alone, the same as from the whole tree; the whole file is parsed only for a finding no
    /// declaration holds.
    @Test func aFindingIsMadeFinalFromTheDeclarationHoldingIt() throws {
        let source = """
            import SwiftUI

            struct Row: View {
                var title = "Row"

                var body: some View {
                    Button("Go") { }
                        .padding()
                }
            }
            """
        let outline = DeclarationOutline(Parser.parse(source: source))
        let inBody = Finding(ruleID: "a-rule", severity: .warning, message: "m",
                             location: FindingLocation(file: "Row.swift", line: 7, column: 9))
        let atHeader = Finding(ruleID: "a-rule", severity: .warning, message: "m",
                               location: FindingLocation(file: "Row.swift", line: 3, column: 1))
        let trees = ParsedTrees()
        let declarations = ParsedTrees()
        var byDeclaration = PlacedFindingResolution(supersession: Supersession(rules: []), text: { _ in source },
                                                    parsed: { trees.record($0, $1) })
        byDeclaration.outline = { _ in outline }
        byDeclaration.declarationParsed = { declarations.record($0, 0) }
        let whole = PlacedFindingResolution(supersession: Supersession(rules: []), text: { _ in source })

        let resolved = byDeclaration.resolving([inBody, inBody], coveredBy: [])
        #expect(resolved == whole.resolving([inBody, inBody], coveredBy: []))
        #expect(resolved.first?.span == SourceSpan(file: "Row.swift", startLine: 7, startColumn: 9, endLine: 8, endColumn: 23))
        #expect(declarations.all.map(\.path) == ["Row.swift"], "one declaration parsed once for both")
        #expect(trees.all.isEmpty)

        #expect(byDeclaration.resolving([atHeader], coveredBy: []) == whole.resolving([atHeader], coveredBy: []))
        #expect(trees.all.map(\.path) == ["Row.swift"], "the whole file for the place no declaration holds")
    }

    /// A project's placed findings read by declaration are those read from whole trees, with
    /// fewer whole trees parsed.
    @Test func aProjectsFindingsReadByDeclarationAreTheWholeTreesFindings() throws {
        let path = ExpectedFindings.root + "/Examples/ExceptionalDogs/Before"
        let (trees, declarations) = (ParsedTrees(), ParsedTrees())
        var runner = AuditRunner(rules: AllRules.all)
        runner.treeParsedForPlacedFindings = { trees.record($0, $1) }
        runner.declarationParsedForPlacedFindings = { declarations.record($0, 0) }
        let result = try runner.run(paths: [path])
        var wholeTrees = AuditRunner(rules: AllRules.all)
        let parsedWhole = ParsedTrees()
        wholeTrees.readsPlacedFindingsByDeclaration = false
        wholeTrees.treeParsedForPlacedFindings = { parsedWhole.record($0, $1) }
        #expect(result.findings == (try wholeTrees.run(paths: [path])).findings)
        #expect(!declarations.all.isEmpty)
        #expect(trees.all.count < parsedWhole.all.count)
    }

    /// The files are handed to `eachFile` in the order of their first finding, and the results
    /// come back in the findings' order whatever order the files are resolved in.
    @Test func resultsKeepTheFindingsOrderWhateverTheFilesOrder() {
        let findings = ["B.swift", "A.swift", "B.swift", "C.swift"].enumerated().map { index, file in
            Finding(ruleID: "a-rule", severity: .warning, message: "m\(index)",
                    location: FindingLocation(file: file, line: index + 1, column: 1))
        }
        let asked = ParsedTrees()
        var resolution = PlacedFindingResolution(supersession: Supersession(rules: []), text: { _ in nil })
        resolution.eachFile = { files, resolve in
            for file in files { asked.record(file, 0) }
            return Array(files.reversed().map(resolve).reversed())
        }
        #expect(resolution.resolving(findings, coveredBy: []) == findings)
        #expect(asked.all.map(\.path) == ["B.swift", "A.swift", "C.swift"])
    }
}
