import Audit
import Reporting
import Testing

/// `perceive merge`: the JSON or SARIF reports of the shards joined into the whole run's report,
/// byte for byte, or a clear error naming the report that does not belong.
@Suite struct ReportMergeTests {
    static let version = "0.1.0"
    static let catalogue = ReportShard.catalogue(toolVersion: version, rules: SampleReport.rules)
    static let inputError = InputError(file: "App/Assets.xcassets/Logo.imageset/Contents.json", message: "no such file")

    static func shard(_ index: Int, of count: Int, settings: String = "s", failOn: Severity = .error,
                      readInputs: Int = 3) -> ReportShard {
        ReportShard(index: index, count: count, catalogue: catalogue, settings: settings, failOn: failOn, readInputs: readInputs)
    }

    /// The sample report's findings split over two shards, an input error in the second.
    static func shards(failOn: Severity = .error, readInputs: Int = 3) -> [AuditReport] {
        let findings = SampleReport.findings
        return [
            AuditReport(findings: Array(findings[..<2]), rules: SampleReport.rules, fileCount: 4,
                        shard: shard(1, of: 2, failOn: failOn, readInputs: readInputs)),
            AuditReport(findings: Array(findings[2...]), rules: SampleReport.rules, fileCount: 3, inputErrors: [inputError],
                        shard: shard(2, of: 2, failOn: failOn, readInputs: readInputs)),
        ]
    }

    static let whole = AuditReport(findings: SampleReport.findings, rules: SampleReport.rules, fileCount: 7,
                                   inputErrors: [inputError])

    func merge(_ reports: [AuditReport], as format: ReportFormat) throws(ReportMerge.Failure) -> ReportMerge {
        let texts = reports.enumerated().map { (file: "shard-\($0.offset + 1).\(format.rawValue)", text: format.render($0.element)) }
        return try ReportMerge(texts, catalogue: SampleReport.rules, toolVersion: Self.version)
    }

    func failure(_ texts: [(file: String, text: String)]) -> String? {
        do {
            _ = try ReportMerge(texts, catalogue: SampleReport.rules, toolVersion: Self.version)
            return nil
        } catch {
            return error.description
        }
    }

    @Test(arguments: [ReportFormat.json, .sarif])
    func theMergedReportIsTheWholeRunsByteForByte(format: ReportFormat) throws {
        let merged = try merge(Self.shards(), as: format)
        #expect(merged.format == format)
        #expect(format.render(merged.report) == format.render(Self.whole))
        #expect(!merged.auditedNoInput)
        #expect(merged.fails)
    }

    @Test(arguments: [ReportFormat.json, .sarif])
    func theShardsOrderDoesNotMatter(format: ReportFormat) throws {
        let merged = try merge(Self.shards().reversed(), as: format)
        #expect(format.render(merged.report) == format.render(Self.whole))
    }

    @Test(arguments: [ReportFormat.json, .sarif])
    func theShardsFailingSeverityDecides(format: ReportFormat) throws {
        // The only violation at error is `missing-label`, in the first shard.
        let onlyWarnings = Self.shards().enumerated().map { index, report in
            var report = report
            report.findings = report.findings.filter { $0.severity != .error }
            report.shard?.index = index + 1
            return report
        }
        #expect(try !merge(onlyWarnings, as: format).fails)
        let failingOnWarnings = onlyWarnings.map { report in
            var report = report
            report.shard?.failOn = .warning
            return report
        }
        #expect(try merge(failingOnWarnings, as: format).fails)
    }

    @Test(arguments: [ReportFormat.json, .sarif])
    func noInputReadInAnyShardIsAnAuditOfNothing(format: ReportFormat) throws {
        #expect(try merge(Self.shards(readInputs: 0), as: format).auditedNoInput)
        var someRead = Self.shards(readInputs: 0)
        someRead[0].shard?.readInputs = 1
        #expect(try !merge(someRead, as: format).auditedNoInput)
    }

    /// A preview in each shard shows the same view of a third file: the whole run reports the
    /// place once, a violation before a finding that needs review, else the first in report order.
    @Test(arguments: [ReportFormat.json, .sarif])
    func aPlaceBothShardsReportIsReportedOnce(format: ReportFormat) throws {
        let location = FindingLocation(file: "Row.swift", line: 4, column: 9, elementPath: "ListA/Row[0]")
        let review = Finding(ruleID: "label-is-file-name", severity: .note, kind: .needsReview, message: "Maybe a file name.",
                             location: location, fingerprint: "1")
        var violation = review
        violation.kind = .violation
        violation.message = "A file name."
        violation.location.elementPath = "ListB/Row[0]"
        violation.fingerprint = "2"
        var later = violation
        later.location.elementPath = "ListC/Row[0]"
        later.fingerprint = "3"
        let reports = [
            AuditReport(findings: [review], rules: SampleReport.rules, fileCount: 1, shard: Self.shard(1, of: 3)),
            AuditReport(findings: [later], rules: SampleReport.rules, fileCount: 1, shard: Self.shard(2, of: 3)),
            AuditReport(findings: [violation], rules: SampleReport.rules, fileCount: 1, shard: Self.shard(3, of: 3)),
        ]
        let merged = try merge(reports, as: format)
        #expect(merged.report.findings.map(\.fingerprint) == ["2"])
    }

    @Test func reportsOfTwoFormatsAreRefused() {
        let shards = Self.shards()
        let texts = [(file: "a.json", text: JSONReporter.render(shards[0])), (file: "b.sarif", text: SARIFReporter.render(shards[1]))]
        #expect(failure(texts) == "b.sarif: a SARIF report, but a.json is a JSON report: merge reports of one format")
    }

    @Test(arguments: [ReportFormat.json, .sarif])
    func reportsOfOtherSettingsAreRefused(format: ReportFormat) {
        var shards = Self.shards()
        shards[1].shard?.settings = "other"
        #expect(failure(shards.enumerated().map { ("s\($0.offset + 1)", format.render($0.element)) })
            == "s2: audited with other settings than s1 (paths, configuration, display settings, --changed-since or --fail-on differ)")
    }

    @Test func reportsOfAnotherCatalogueAreRefused() {
        var shards = Self.shards()
        shards[0].shard?.catalogue = ReportShard.catalogue(toolVersion: "0.0.9", rules: SampleReport.rules)
        #expect(failure(shards.enumerated().map { ("s\($0.offset + 1)", JSONReporter.render($0.element)) })
            == "s1: written with another rule catalogue than this perceive's (0.1.0, 4 rules): merge with the perceive that audited")
    }

    @Test func aMissingRepeatedOrDifferentlySplitShardIsRefused() {
        let shards = Self.shards()
        let first = ("s1", JSONReporter.render(shards[0]))
        #expect(failure([first]) == "shard 2/2 missing: give the report of every shard")
        #expect(failure([first, ("again", JSONReporter.render(shards[0]))]) == "again: shard 1/2 again: s1 is that shard too")
        var threeWay = shards[1]
        threeWay.shard = Self.shard(2, of: 3)
        #expect(failure([first, ("s2", JSONReporter.render(threeWay))])
            == "s2: shard 2/3, but s1 is shard 1/2: the runs were split differently")
    }

    @Test func aReportOfAWholeRunOrNotAReportIsRefused() {
        #expect(failure([("whole.json", JSONReporter.render(Self.whole))])
            == "whole.json: not the report of a shard: write one with 'perceive audit --shard K/N --format json' (or sarif)")
        #expect(failure([("notes.json", "{\"title\": 1}")])
            == "notes.json: 1:1: not a report of 'perceive audit --format json' or '--format sarif'")
        #expect(failure([("broken.json", "{\"format\": \"perceive-audit\",\n \"version\": 2}")])
            == "broken.json: 2:13: version: expected version 1 (of this perceive), found 2")
        #expect(failure([("text.txt", "No findings in 3 files.")])?.hasPrefix("text.txt: 1:1: ") == true)
    }
}
