import Audit
import Foundation
import TestSupport
import Testing

@Suite struct BaselineTests {
    let runner = AuditRunner(rules: [ImageCallTestRule.self], frontEnds: [])

    @Test func acceptedFindingsStayAcceptedWhenLinesMove() throws {
        let before = runner.audit(source: "let a = Image(\"a\")\nlet b = Image(\"b\")\n", path: "V.swift")
        let baseline = Baseline(findings: before.findings)
        let after = runner.audit(source: "// header\n\nlet b = Image(\"b\")\nlet a = Image(\"a\")\nlet c = Image(\"c\")\n", path: "V.swift")
        #expect(baseline.newFindings(in: after.findings).map(\.location.line) == [5])
    }

    @Test func matchingCountsRepeats() {
        let one = runner.audit(source: "let a = Image(\"a\")\n", path: "V.swift")
        let two = runner.audit(source: "let a = Image(\"a\")\nlet a = Image(\"a\")\n", path: "V.swift")
        #expect(Baseline(findings: one.findings).newFindings(in: two.findings).count == 1)
    }

    @Test func roundTripsThroughAStableFile() throws {
        let folder = try TemporaryFolder()
        let path = folder.path + "/baseline.json"
        let baseline = Baseline(findings: runner.audit(source: "let a = Image(\"a\")", path: "V.swift").findings)
        try baseline.write(to: path)
        #expect(try Baseline.read(path) == baseline)
        let text = try #require(SourceFix.readFile(path))
        #expect(text == """
            {
              "findings" : [
                {
                  "file" : "V.swift",
                  "fingerprint" : "\(baseline.entries[0].fingerprint)",
                  "ruleID" : "image-call"
                }
              ],
              "format" : "perceive-baseline",
              "version" : 1
            }

            """)
    }

    @Test func aFileThatIsNotABaselineIsAnError() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("other.json", #"{"format": "perceive-snapshot", "version": 1, "findings": []}"#)
        #expect(throws: AuditError.baseline(file: path, message: "expected format 'perceive-baseline' version 1, found 'perceive-snapshot' version 1")) {
            try Baseline.read(path)
        }
    }
}
