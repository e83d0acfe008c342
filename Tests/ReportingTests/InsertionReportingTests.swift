import Audit
import Foundation
import Reporting
import Testing

/// A finding whose fix adds a modifier carries where it goes in every format: JSON `insertion`,
/// a SARIF fix whose one replacement deletes an empty region, an Xcode `note:` on the insertion
/// line, an "insert … at line N" line in the text report and the HTML report; `perceive merge`
/// keeps it, and the fix-it of the finding (`edits`) stays apart.
@Suite struct InsertionReportingTests {
    static let insertion = SuggestedInsertion(file: "App/SpeakerView.swift", line: 19, column: 14, offset: 512,
                                              text: ".accessibilityLabel(<#label#>)")

    static let finding = Finding(ruleID: "icon-only-button-without-label", severity: .error,
                                 message: "VoiceOver reads this button by its image's name.",
                                 location: FindingLocation(file: "App/SpeakerView.swift", line: 16, column: 17),
                                 fix: "Add `.accessibilityLabel(\"…\")` naming the action.",
                                 fingerprint: "00000000000000e7", insertion: insertion)

    /// A finding with both an exact fix-it and the same modifier suggested.
    static let withEdit = Finding(ruleID: "tap-gesture-without-button-trait", severity: .error, message: "Not a button.",
                                  location: FindingLocation(file: "App/Row.swift", line: 4, column: 10),
                                  edits: [TextEdit(file: "App/Row.swift", start: 90, end: 90, replacement: ".accessibilityAddTraits(.isButton)")],
                                  fingerprint: "00000000000000e8",
                                  insertion: SuggestedInsertion(file: "App/Row.swift", line: 6, column: 14, offset: 90,
                                                                text: ".accessibilityAddTraits(.isButton)"))

    static let report = AuditReport(findings: SampleReport.findings + [finding, withEdit], rules: SampleReport.rules, fileCount: 9)

    @Test func jsonGivesTheInsertionWithItsPlaceAndWhetherItHoldsAPlaceholder() {
        let json = JSONReporter.render(Self.report)
        #expect(json.contains("""
            "insertion": {
                    "file": "App/SpeakerView.swift",
                    "line": 19,
                    "column": 14,
                    "offset": 512,
                    "text": ".accessibilityLabel(<#label#>)",
                    "placeholder": true
                  }
            """))
        #expect(json.components(separatedBy: "\"insertion\"").count == 3)
        #expect(!JSONReporter.render(SampleReport.report).contains("\"insertion\""))
    }

    @Test func sarifGivesItAsAFixWithAnEmptyDeletedRegionApartFromTheFixIt() throws {
        let document = try #require(try JSONSerialization.jsonObject(with: Data(SARIFReporter.render(Self.report).utf8)) as? [String: Any])
        let runs = try #require(document["runs"] as? [[String: Any]])
        let results = try #require(runs.first?["results"] as? [[String: Any]])
        func fixes(_ rule: String) throws -> [[String: Any]] {
            try #require(results.first { $0["ruleId"] as? String == rule }?["fixes"] as? [[String: Any]])
        }
        func replacement(_ fix: [String: Any]) throws -> [String: Any] {
            let changes = try #require(fix["artifactChanges"] as? [[String: Any]])
            return try #require((changes.first?["replacements"] as? [[String: Any]])?.first)
        }
        let label = try fixes("icon-only-button-without-label")
        #expect(label.count == 1)
        let region = try #require(try replacement(label[0])["deletedRegion"] as? [String: Int])
        #expect(region == ["startLine": 19, "startColumn": 14, "endLine": 19, "endColumn": 14, "byteOffset": 512, "byteLength": 0])
        #expect((try replacement(label[0])["insertedContent"] as? [String: String]) == ["text": ".accessibilityLabel(<#label#>)"])
        #expect((label[0]["properties"] as? [String: Bool]) == [SARIFReporter.insertionProperty: true])
        // The tap finding has two fixes: the fix-it first, unmarked, then the suggestion.
        let tap = try fixes("tap-gesture-without-button-trait")
        #expect(tap.count == 2)
        #expect(tap[0]["properties"] == nil)
        #expect((tap[1]["properties"] as? [String: Bool]) == [SARIFReporter.insertionProperty: true])
    }

    @Test func xcodeGivesANoteOnTheInsertionLine() {
        let text = XcodeReporter.render(Self.report, relativeTo: "/src")
        #expect(text.contains("""
            /src/App/SpeakerView.swift:16:17: error: VoiceOver reads this button by its image's name. \
            Fix: Add `.accessibilityLabel("…")` naming the action. [icon-only-button-without-label]
            /src/App/SpeakerView.swift:19:14: note: insert `.accessibilityLabel(<#label#>)` here, replacing its placeholder

            """))
        #expect(text.contains("/src/App/Row.swift:6:14: note: insert `.accessibilityAddTraits(.isButton)` here\n"))
    }

    @Test func theTextReportSaysWhereToInsert() {
        #expect(TextReporter.render(Self.report).contains("""
                fix: Add `.accessibilityLabel("…")` naming the action.
                insert `.accessibilityLabel(<#label#>)` at line 19, column 14

            """))
    }

    @Test func theHTMLReportSaysWhereToInsert() {
        let page = HTMLReporter.render(HTMLReportDocument(report: Self.report))
        #expect(page.contains("<p class=\"insertion\">Insert <code>.accessibilityLabel(&lt;#label#&gt;)</code> at line 19, column 14</p>"))
    }

    @Test(arguments: [ReportFormat.json, .sarif])
    func mergeKeepsItAndTheFixItApart(format: ReportFormat) throws {
        let merged = try SampleReport.merged([Self.finding, Self.withEdit], format: format)
        let label = try #require(merged.findings.first { $0.location.file == "App/SpeakerView.swift" })
        #expect(label.insertion == Self.insertion)
        #expect(label.edits.isEmpty)
        let tap = try #require(merged.findings.first { $0.location.file == "App/Row.swift" })
        #expect(tap.insertion == Self.withEdit.insertion)
        #expect(tap.edits == Self.withEdit.edits)
    }
}
