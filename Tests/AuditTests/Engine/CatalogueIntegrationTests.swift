import Audit
import Foundation
import TestSupport
import Testing

/// The real catalogue through the runner: snapshots through the snapshot front end, plists
/// through the plist rules, a broken snapshot as an input error.
@Suite struct CatalogueIntegrationTests {
    @Test func snapshotsAndPlistsReachTheirRules() throws {
        let folder = try TemporaryFolder()
        try folder.write("App/Info.plist", InfoPlistFixture.portraitOnly)
        try folder.write("Snapshots/home.json", """
            {"format": "perceive-snapshot", "version": 1,
             "screen": {"root": {"id": "root", "children": [{"id": "play", "traits": ["button"]}]}}}
            """)
        let broken = try folder.write("Snapshots/broken.json", #"{"format": "perceive-snapshot", "version": 1, "screen": {"root": {"id": "root", "traits": ["buton"]}}}"#)
        let result = try AuditRunner(rules: AllRules.all).run(paths: [folder.path], root: folder.path)
        let relative = result.findings.map { "\($0.location.file.dropFirst(folder.path.count + 1)):\($0.location.line) \($0.ruleID)" }
        #expect(relative == ["App/Info.plist:4 orientation-locked", "Snapshots/home.json:1 missing-label"])
        #expect(result.findings.last?.location.elementPath == "play")
        #expect(result.inputErrors.map(\.file) == [broken])
        #expect(result.inputErrors.first?.message.contains("screen.root.traits[0]") == true)
    }
}
