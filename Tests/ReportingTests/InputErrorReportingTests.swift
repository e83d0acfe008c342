import Audit
import Foundation
import Reporting
import Testing

/// An input the audit could not read is one diagnostic in every format, beside the findings.
@Suite struct InputErrorReportingTests {
    static let error = InputError(file: "App/Assets.xcassets/Logo.imageset/Contents.json", message: "no such file")
    static let report = AuditReport(findings: SampleReport.findings, rules: SampleReport.rules, fileCount: 7,
                                    inputErrors: [error])

    @Test(arguments: [
        (ReportFormat.text, "App/Assets.xcassets/Logo.imageset/Contents.json: error: no such file\n"),
        (.github, "::error file=App/Assets.xcassets/Logo.imageset/Contents.json,title=input not read::no such file\n"),
        (.markdown, "- `App/Assets.xcassets/Logo.imageset/Contents.json`: no such file\n"),
        (.junit, "<error message=\"no such file\" type=\"input\">no such file</error>"),
    ])
    func everyTextFormatNamesTheFileAndTheProblemOnce(format: ReportFormat, line: String) {
        let rendered = format.render(Self.report)
        #expect(rendered.components(separatedBy: line).count == 2, "\(rendered)")
        #expect(!format.render(SampleReport.report).contains("no such file"))
    }

    @Test func theSummaryCountsUnreadInputs() {
        #expect(Self.report.summary.hasSuffix("in 7 files. 1 input could not be read."))
    }

    @Test func jsonListsInputErrors() throws {
        let object = try JSONSerialization.jsonObject(with: Data(JSONReporter.render(Self.report).utf8)) as? [String: Any]
        let errors = object?["inputErrors"] as? [[String: String]]
        #expect(errors == [["file": Self.error.file, "message": "no such file"]])
    }

    /// SARIF 2.1.0 §3.20.21: problems of the run itself are the invocation's tool execution notifications.
    @Test func sarifPutsInputErrorsInToolExecutionNotifications() throws {
        let object = try JSONSerialization.jsonObject(with: Data(SARIFReporter.render(Self.report).utf8)) as? [String: Any]
        let run = (object?["runs"] as? [[String: Any]])?.first
        let invocation = (run?["invocations"] as? [[String: Any]])?.first
        #expect(invocation?["executionSuccessful"] as? Bool == true)
        let notification = (invocation?["toolExecutionNotifications"] as? [[String: Any]])?.first
        #expect(notification?["level"] as? String == "error")
        #expect((notification?["message"] as? [String: Any])?["text"] as? String == "no such file")
        let location = (notification?["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any]
        #expect((location?["artifactLocation"] as? [String: Any])?["uri"] as? String == Self.error.file)
        let plain = try JSONSerialization.jsonObject(with: Data(SARIFReporter.render(SampleReport.report).utf8)) as? [String: Any]
        #expect((plain?["runs"] as? [[String: Any]])?.first?["invocations"] == nil)
    }
}
