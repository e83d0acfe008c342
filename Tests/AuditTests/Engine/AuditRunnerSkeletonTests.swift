@testable import Audit
import Testing

/// Files read only for the project index (no UI code) are parsed as declaration skeletons, and
/// the audit reports exactly what parsing them whole reports.
@Suite struct AuditRunnerSkeletonTests {
    @Test(arguments: ["Examples/ExceptionalDogs/Before", "Examples/ConferenceApp/Before", "Examples/EqualizerPad/Before",
                      "Examples/CoffeeDispenser/Before", "Examples/VirtualCat/Before"])
    func skeletonsReportWhatWholeTreesReport(folder: String) throws {
        let path = ExpectedFindings.root + "/" + folder
        var whole = AuditRunner(rules: AllRules.all)
        whole.readsDeclarationSkeletons = false
        let expected = try whole.run(paths: [path])
        var skeletons = AuditRunner(rules: AllRules.all)
        skeletons.treeStoreBytes = 1
        let clock = AuditPhaseClock()
        skeletons.phaseClock = clock
        let result = try skeletons.run(paths: [path])
        #expect(clock.parseVolume.skeletonFiles == 1, "the model file, which names no UI, is read as a skeleton")
        #expect(result.findings == expected.findings)
        #expect(result.inputErrors == expected.inputErrors)
        #expect(result.suppressedCount == expected.suppressedCount)
    }
}
