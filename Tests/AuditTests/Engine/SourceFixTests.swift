import Audit
import Foundation
import TestSupport
import Testing

@Suite struct SourceFixTests {
    func finding(_ edits: [TextEdit]) -> Finding {
        Finding(ruleID: "image-call", severity: .warning, message: "m", location: FindingLocation(file: "V.swift"), edits: edits)
    }

    @Test func appliesEditsFromTheEndBackwardsAndSkipsOverlaps() {
        let text = "let a = Image(\"é\")\nlet b = Image(\"b\")\n"
        let edits = [
            TextEdit(file: "V.swift", start: 19, end: 19, replacement: ".accessibilityLabel(\"A\")"),
            TextEdit(file: "V.swift", start: 38, end: 38, replacement: ".accessibilityLabel(\"B\")"),
            TextEdit(file: "V.swift", start: 28, end: 33, replacement: "X"),
            TextEdit(file: "V.swift", start: 28, end: 33, replacement: "X"),
            TextEdit(file: "V.swift", start: 30, end: 36, replacement: "overlapping"),
        ]
        let fix = SourceFix.apply(edits, to: text, path: "V.swift")
        #expect(fix.fixed == "let a = Image(\"é\").accessibilityLabel(\"A\")\nlet b = X(\"b\").accessibilityLabel(\"B\")\n")
        #expect(fix.appliedCount == 3)
        #expect(fix.skippedCount == 1)
        #expect(!fix.introducesSyntaxErrors)
    }

    @Test func aFixThatBreaksTheSyntaxIsRefused() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("V.swift", "let a = Image(\"a\")\n")
        let fixes = SourceFix.plan([finding([TextEdit(file: path, start: 18, end: 18, replacement: ".label(")])])
        let fix = try #require(fixes.first)
        #expect(fix.introducesSyntaxErrors)
        #expect(throws: AuditError.file(path, message: "the fix-its would leave syntax errors, so the file was not changed")) {
            try fix.write()
        }
        #expect(SourceFix.readFile(path) == "let a = Image(\"a\")\n")
    }

    @Test func aGoodFixIsWrittenAndDiffed() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("V.swift", "let a = Image(\"a\")\n")
        let fix = try #require(SourceFix.plan([finding([TextEdit(file: path, start: 18, end: 18, replacement: ".hidden()")])]).first)
        #expect(fix.diff == "--- a/\(path)\n+++ b/\(path)\n@@ -1 +1 @@\n-let a = Image(\"a\")\n+let a = Image(\"a\").hidden()\n")
        try fix.write()
        #expect(SourceFix.readFile(path) == "let a = Image(\"a\").hidden()\n")
    }

    @Test func editsOutsideTheFileAreSkipped() {
        let fix = SourceFix.apply([TextEdit(file: "V.swift", start: 5, end: 50, replacement: "")], to: "let a = 1", path: "V.swift")
        #expect(fix.fixed == "let a = 1")
        #expect(fix.skippedCount == 1)
    }
}
