import Audit
import Foundation
@testable import Reporting
import Testing

/// SARIF checked against the required properties and enumerations of the SARIF 2.1.0 schema
/// (sarif-schema-2.1.0.json): sarifLog requires `version` and `runs`; run requires `tool`;
/// tool requires `driver`; toolComponent requires `name`; reportingDescriptor requires `id`;
/// result requires `message`; message requires `text` (or `id`); `level` is one of none, note,
/// warning, error; `kind` one of notApplicable, pass, fail, review, open, informational;
/// region line and column numbers are at least 1.
@Suite struct SARIFReporterTests {
    static let levels: Set<String> = ["none", "note", "warning", "error"]
    static let kinds: Set<String> = ["notApplicable", "pass", "fail", "review", "open", "informational"]

    @Test func matchesGolden() {
        expectGolden(SARIFReporter.render(SampleReport.report), suite: "SARIFReporter", name: "sample.sarif")
    }

    @Test func hasEveryPropertyTheSchemaRequires() throws {
        let log = try #require(try JSONSerialization.jsonObject(with: Data(SARIFReporter.render(SampleReport.report).utf8)) as? [String: Any])
        #expect(log["version"] as? String == "2.1.0")
        let runs = try #require(log["runs"] as? [[String: Any]])
        #expect(runs.count == 1)
        let tool = try #require(runs[0]["tool"] as? [String: Any])
        let driver = try #require(tool["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "perceive")
        let rules = try #require(driver["rules"] as? [[String: Any]])
        #expect(rules.compactMap { $0["id"] as? String } == SampleReport.rules.map(\.id))
        for rule in rules {
            let configuration = try #require(rule["defaultConfiguration"] as? [String: Any])
            #expect(Self.levels.contains(configuration["level"] as? String ?? ""))
            #expect((rule["shortDescription"] as? [String: Any])?["text"] is String)
            #expect((rule["fullDescription"] as? [String: Any])?["text"] is String)
            #expect((rule["help"] as? [String: Any])?["text"] is String)
            #expect(URL(string: rule["helpUri"] as? String ?? "")?.scheme == "https")
        }
        let results = try #require(runs[0]["results"] as? [[String: Any]])
        #expect(results.count == SampleReport.findings.count)
        for result in results {
            let message = try #require(result["message"] as? [String: Any])
            #expect(message["text"] is String)
            #expect(Self.levels.contains(result["level"] as? String ?? ""))
            #expect(Self.kinds.contains(result["kind"] as? String ?? ""))
            if result["kind"] as? String != "fail" { #expect(result["level"] as? String == "none") }
            if let index = result["ruleIndex"] as? Int { #expect(rules[index]["id"] as? String == result["ruleId"] as? String) }
            let locations = try #require(result["locations"] as? [[String: Any]])
            let physical = try #require(locations.first?["physicalLocation"] as? [String: Any])
            #expect((physical["artifactLocation"] as? [String: Any])?["uri"] is String)
            let region = try #require(physical["region"] as? [String: Int])
            #expect(region["startLine"].map { $0 >= 1 } == true)
            #expect(region["startColumn"].map { $0 >= 1 } == true)
        }
    }

    @Test func needsReviewIsAReviewResultAndPathsArePercentEncoded() throws {
        let output = SARIFReporter.render(SampleReport.report)
        #expect(output.contains("\"kind\": \"review\""))
        #expect(output.contains("\"uri\": \"App/Views/Dog%20Card.swift\""))
        #expect(SARIFReporter.pascalCase("label-is-file-name") == "LabelIsFileName")
    }
}
