import Audit
import PerceiveCLI
import Testing

@Suite struct VersionTests {
    /// `perceive --version` names the tool's version and the version of the rule catalogue
    /// `perceive audit` runs, the hash `CatalogueVersion` derives from the rules themselves.
    @Test func namesTheVersionAndTheRuleCatalogue() {
        let recording = RecordingConsole()
        #expect(Perceive.main(arguments: ["--version"], console: recording.console) == .clean)
        let rules = AllRules.all + AuditRunner.engineRules
        #expect(recording.standardOutput == """
            perceive 0.1.0
            rule catalogue \(CatalogueVersion.of(rules, toolVersion: "0.1.0")) (\(rules.count) rules)

            """)
        #expect(recording.standardError.isEmpty)
    }
}
