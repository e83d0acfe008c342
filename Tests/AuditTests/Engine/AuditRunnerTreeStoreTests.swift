@testable import Audit
import Testing

/// However few syntax trees the audit keeps at once, it reports the same: trees let go are
/// parsed again where the SwiftUI front end reads them.
@Suite struct AuditRunnerTreeStoreTests {
    @Test(arguments: ["Examples/ExceptionalDogs/Before", "Examples/ExceptionalDogs/After"])
    func keepingOneTreeAtATimeReportsWhatKeepingEveryTreeReports(folder: String) throws {
        let path = ExpectedFindings.root + "/" + folder
        let everyTree = try AuditRunner(rules: AllRules.all).run(paths: [path])
        var oneTree = AuditRunner(rules: AllRules.all)
        oneTree.treeStoreBytes = 1
        let result = try oneTree.run(paths: [path])
        #expect(result.findings == everyTree.findings)
        #expect(result.inputErrors == everyTree.inputErrors)
        #expect(result.suppressedCount == everyTree.suppressedCount)
    }
}
