import Audit
import Foundation
import TestSupport
import Testing

/// UI-test captures are found by their content and audited by every tree rule, with findings
/// at the element's line in the capture (docs/runtime-capture.md).
@Suite struct RuntimeCaptureFrontEndTests {
    static let debugDescription = """
        Attributes: Application, 0x600002a04000, pid: 41250, label: 'Shelter'
        Element subtree:
         →Application, 0x600002a04000, pid: 41250, label: 'Shelter'
            Window (Main), 0x600002a040e0, {{0.0, 0.0}, {393.0, 852.0}}
              StaticText, 0x600002a041c0, {{16.0, 100.0}, {200.0, 40.0}}, label: 'Fido'
              Button, 0x600002a042a0, {{16.0, 150.0}, {120.0, 44.0}}, label: 'Adopt'
              StaticText, 0x600002a04380, {{16.0, 200.0}, {200.0, 40.0}}, label: 'Rex'
              Button, 0x600002a04460, {{16.0, 250.0}, {120.0, 44.0}}, label: 'Adopt'
              Image, 0x600002a04540, {{16.0, 300.0}, {120.0, 90.0}}, identifier: 'dog_photo'
        Path to element:
         →Application, 0x600002a04000, pid: 41250, label: 'Shelter'
        """

    static let pageSource = """
        <?xml version="1.0" encoding="UTF-8"?>
        <AppiumAUT>
          <XCUIElementTypeApplication type="XCUIElementTypeApplication" name="Shelter" label="Shelter" x="0" y="0" width="393" height="852">
            <XCUIElementTypeButton type="XCUIElementTypeButton" name="close" accessible="true" x="10" y="60" width="30" height="30"/>
          </XCUIElementTypeApplication>
        </AppiumAUT>
        """

    @Test func capturesAreFoundByTheirContentWhateverTheirName() throws {
        let folder = try TemporaryFolder()
        try folder.write("captures/home.txt", Self.debugDescription)
        try folder.write("captures/detail", Self.pageSource)
        try folder.write("captures/notes.txt", "Element tree to capture next week.")
        try folder.write("captures/photo.png", Self.pageSource)
        let inputs = try InputDiscovery(root: folder.path).discover([folder.path])
        #expect(inputs.map { String($0.path.dropFirst(folder.path.count + 1)) + " " + $0.kind.rawValue }
            == ["captures/detail runtimeCapture", "captures/home.txt runtimeCapture"])
    }

    @Test func treeRulesAuditACaptureAtItsLines() throws {
        let folder = try TemporaryFolder()
        let file = try folder.write("home.txt", Self.debugDescription)
        let result = try AuditRunner(rules: AllRules.all).run(paths: [file])
        #expect(result.inputErrors.isEmpty)
        #expect(result.findings.map { "\($0.location.line):\($0.location.column) \($0.location.elementPath ?? "") \($0.ruleID) \($0.kind)" } == [
            "6:7 Window/Button[1] duplicate-labels needsReview",
            "8:7 Window/Button[2] duplicate-labels needsReview",
            "9:7 Window/Image missing-label violation",
        ])
    }

    @Test func aMalformedCaptureIsAnInputErrorNamingItsLine() throws {
        let folder = try TemporaryFolder()
        let file = try folder.write("detail.xml", Self.pageSource.split(separator: "\n").prefix(4).joined(separator: "\n"))
        let result = try AuditRunner(rules: AllRules.all).run(paths: [file])
        #expect(result.findings.isEmpty)
        #expect(result.inputErrors.map(\.message)
            == ["line 4, column 126: the document ends before <XCUIElementTypeApplication> (opened at line 3, column 3) is closed"])
    }

    /// The Exceptional Dogs captures of RuntimeCaptureTests' fixtures.
    static let dogsCaptures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("RuntimeCaptureTests/Fixtures").path

    @Test(arguments: ["page-source.xml", "debug-description.txt", "snapshot.json", "snapshot.plist"])
    func theTalksFindingsOnTheBeforeCaptureAndNoneAfter(format: String) throws {
        let runner = AuditRunner(rules: AllRules.all)
        let before = try runner.run(paths: [Self.dogsCaptures + "/dogs-before." + format])
        #expect(before.inputErrors.isEmpty)
        #expect(before.findings.map { "\($0.location.elementPath ?? "") \($0.ruleID) \($0.kind)" } == [
            "Window/Button[1] hard-to-reach-action violation",
            "Window/StaticText[1] ungrouped-label-value violation",
            "Window/Button[2] context-free-action needsReview",
            "Window/Button[3] context-free-action needsReview",
        ])
        let after = try runner.run(paths: [Self.dogsCaptures + "/dogs-after." + format])
        #expect(after.inputErrors.isEmpty)
        #expect(after.findings.isEmpty)
    }
}
