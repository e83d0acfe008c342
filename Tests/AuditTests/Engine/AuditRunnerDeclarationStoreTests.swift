@testable import Audit
import Foundation
import TestSupport
import Testing

/// A lowering that reads a declaration of a file whose tree the store let go parses that
/// declaration alone, not the whole file again; the report is the same either way. Parses are
/// counted through the phase clock (`ParseVolume`).
@Suite struct AuditRunnerDeclarationStoreTests {
    /// A table of symbol names without UI code, as a generator writes it, and a screen reading one.
    func writeApp(into folder: TemporaryFolder) throws {
        let icons = (0..<40).map { "    static let icon\($0) = \"star.circle.\($0)\"" }.joined(separator: "\n")
        try folder.write("Icons.swift", "import Foundation\n\nenum Icons {\n\(icons)\n    static let share = \"square.and.arrow.up\"\n}\n")
        try folder.write("ShareButton.swift", """
            import SwiftUI

            struct ShareButton: View {
                var body: some View {
                    Button(action: {}) { Image(systemName: Icons.share) }
                        .frame(width: 20, height: 20)
                }
            }

            #Preview { ShareButton() }
            """)
    }

    func audit(_ folder: TemporaryFolder, declarationStoreBytes: Int?, filesAboveBytes: Int = 0,
               smallFilesByDeclaration: Bool = false) throws -> (AuditResult, AuditPhaseClock.ParseVolume) {
        var runner = AuditRunner(rules: AllRules.all)
        runner.treeStoreBytes = 1
        runner.declarationStoreBytes = declarationStoreBytes
        runner.declarationFilesAboveBytes = filesAboveBytes
        runner.readsSmallFilesByDeclaration = smallFilesByDeclaration
        runner.uiSkeletonsAboveBytes = 0
        runner.jobs = 1
        let clock = AuditPhaseClock()
        runner.phaseClock = clock
        return (try runner.run(paths: [folder.path]), clock.parseVolume)
    }

    @Test func aLoweringParsesTheDeclarationItReadsNotItsFile() throws {
        let folder = try TemporaryFolder()
        try writeApp(into: folder)
        let (result, volume) = try audit(folder, declarationStoreBytes: AuditRunner.declarationStoreBytesWhenOn)
        let (wholeResult, wholeVolume) = try audit(folder, declarationStoreBytes: nil)
        #expect(result == wholeResult)
        #expect(!result.findings.isEmpty)
        let name = { (path: String) in (path as NSString).lastPathComponent }
        #expect(wholeVolume.wholeParses.keys.map(name).sorted() == ["Icons.swift", "ShareButton.swift"],
                "without declarations read alone, the lowering parses the table whole again")
        #expect(volume.wholeParses.keys.map(name) == ["ShareButton.swift"], "the table is only ever parsed as its skeleton")
        #expect(volume.reparses == 0)
        #expect(volume.declarationParses >= 1)
        #expect(volume.declarationBytes < 200, "a few declarations, not the table")
    }

    /// A table no larger than `declarationFilesAboveBytes` is parsed again whole; one larger has
    /// the declaration read parsed alone. The report is the same.
    @Test func onlyFilesAboveTheSizeGivenAreReadByDeclaration() throws {
        let folder = try TemporaryFolder()
        try writeApp(into: folder)
        let tableBytes = try #require(FileManager.default.contents(atPath: folder.path + "/Icons.swift")).count
        let (below, belowVolume) = try audit(folder, declarationStoreBytes: AuditRunner.declarationStoreBytesWhenOn,
                                             filesAboveBytes: tableBytes - 1)
        let (atSize, atSizeVolume) = try audit(folder, declarationStoreBytes: AuditRunner.declarationStoreBytesWhenOn,
                                               filesAboveBytes: tableBytes)
        #expect(below == atSize)
        let name = { (path: String) in (path as NSString).lastPathComponent }
        #expect(belowVolume.wholeParses.keys.map(name) == ["ShareButton.swift"])
        #expect(belowVolume.declarationParses >= 1)
        #expect(atSizeVolume.wholeParses.keys.map(name).sorted() == ["Icons.swift", "ShareButton.swift"])
        #expect(atSizeVolume.declarationParses == 0, "the screen file is no larger than the table")
    }

    /// With small files read by declaration too, the table no larger than the size given has the
    /// declaration read parsed alone; the screen file, parsed whole in its own turn, is not read
    /// by declaration. The report is the same.
    @Test func smallFilesAreReadByDeclarationWhenAsked() throws {
        let folder = try TemporaryFolder()
        try writeApp(into: folder)
        let tableBytes = try #require(FileManager.default.contents(atPath: folder.path + "/Icons.swift")).count
        let (whole, _) = try audit(folder, declarationStoreBytes: AuditRunner.declarationStoreBytesWhenOn,
                                   filesAboveBytes: tableBytes)
        let (small, volume) = try audit(folder, declarationStoreBytes: AuditRunner.declarationStoreBytesWhenOn,
                                        filesAboveBytes: tableBytes, smallFilesByDeclaration: true)
        #expect(whole == small)
        #expect(!small.findings.isEmpty)
        let name = { (path: String) in (path as NSString).lastPathComponent }
        #expect(volume.wholeParses.keys.map(name) == ["ShareButton.swift"], "the table is only ever parsed as its skeleton")
        #expect(volume.reparses == 0)
        #expect(volume.declarationParses >= 1)
        #expect(volume.declarationBytes < 200, "a few declarations, not the table")
    }
}
