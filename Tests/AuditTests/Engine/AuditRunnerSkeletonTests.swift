@testable import Audit
import Testing

/// In these SwiftUI examples every file is indexed from its declaration skeleton (each file holding
/// UI code may declare a screen), each file holding UI code is parsed whole once more for its rules
/// and lowering, and the audit reports exactly what parsing them whole reports.
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
        let volume = clock.parseVolume
        #expect(volume.skeletonFiles == volume.files, "every file is indexed from its skeleton")
        #expect(volume.wholeAfterSkeletonFiles == volume.files - 1, "each but the model file, which names no UI, is parsed whole once")
        #expect(result.findings == expected.findings)
        #expect(result.inputErrors == expected.inputErrors)
        #expect(result.suppressedCount == expected.suppressedCount)
    }
}
