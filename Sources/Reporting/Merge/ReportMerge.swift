import Audit
import Basics
import Foundation

/// The reports of the shards of one audit (`perceive audit --shard K/N`, JSON or SARIF) joined
/// into the report the whole run would have written, byte for byte.
///
/// Each input was audited by exactly one shard, so findings and input errors are joined as they
/// are; a tree finding placed in a file another shard's preview also shows is reported by both
/// shards, and kept once, as the whole run keeps it (`Finding.isReportedOnce`). The summary
/// counts are the sums.
public struct ReportMerge: Sendable {
    /// Why reports cannot be merged: the file, and what is wrong with it.
    public struct Failure: Error, Hashable, Sendable, CustomStringConvertible {
        public var file: String?
        public var problem: String

        public var description: String { file.map { "\($0): \(problem)" } ?? problem }
    }

    /// The merged report, its format, and how the whole run would have ended.
    public var report: AuditReport
    public var format: ReportFormat
    /// The shards' failing severity.
    public var failOn: Severity
    /// Whether no input of any shard could be read.
    public var auditedNoInput: Bool

    /// Whether a violation of the report reaches the shards' failing severity.
    public var fails: Bool { AuditResult(findings: report.findings).fails(at: failOn) }

    /// Merges the reports `texts` (file name and contents), which must be the JSON or the SARIF
    /// reports of every shard of one run.
    ///
    /// - Parameters:
    ///   - catalogue: the rule catalogue of this perceive; the reports must have been written with it.
    ///   - toolVersion: this perceive's version.
    /// - Throws: `Failure` naming the file for a report that is not a shard's, of another format,
    ///   catalogue or settings than the first, or a shard given twice; and naming a missing shard.
    public init(_ texts: [(file: String, text: String)], catalogue: [RuleDescription], toolVersion: String) throws(Failure) {
        guard let firstFile = texts.first?.file else { throw Failure(problem: "no report to merge") }
        var reports: [(file: String, report: AuditReport, shard: ReportShard)] = []
        var format: ReportFormat?
        let expectedCatalogue = ReportShard.catalogue(toolVersion: toolVersion, rules: catalogue)
        for (file, text) in texts {
            let (fileFormat, report) = try Self.read(text, file: file, catalogue: catalogue)
            if let format, fileFormat != format {
                throw Failure(file: file, problem: "a \(Self.name(fileFormat)) report, but \(firstFile) is a \(Self.name(format)) report: merge reports of one format")
            }
            format = fileFormat
            guard let shard = report.shard else {
                throw Failure(file: file, problem: "not the report of a shard: write one with 'perceive audit --shard K/N --format json' (or sarif)")
            }
            guard shard.catalogue == expectedCatalogue else {
                throw Failure(file: file, problem: "written with another rule catalogue than this perceive's (\(toolVersion), \(catalogue.count) rules): merge with the perceive that audited")
            }
            if let first = reports.first {
                guard shard.count == first.shard.count else {
                    throw Failure(file: file, problem: "shard \(shard.name), but \(first.file) is shard \(first.shard.name): the runs were split differently")
                }
                guard shard.settings == first.shard.settings, shard.failOn == first.shard.failOn,
                      report.rules.map(\.id) == first.report.rules.map(\.id) else {
                    throw Failure(file: file, problem: "audited with other settings than \(first.file) (paths, configuration, display settings, --changed-since or --fail-on differ)")
                }
            }
            if let twin = reports.first(where: { $0.shard.index == shard.index }) {
                throw Failure(file: file, problem: "shard \(shard.name) again: \(twin.file) is that shard too")
            }
            reports.append((file, report, shard))
        }
        let count = reports[0].shard.count
        let missing = Set(1...count).subtracting(reports.map(\.shard.index)).sorted()
        guard missing.isEmpty else {
            throw Failure(problem: "shard \(missing.map { "\($0)/\(count)" }.joined(separator: ", ")) missing: give the report of every shard")
        }
        let first = reports[0].report
        let inputErrors = reports.flatMap(\.report.inputErrors)
        report = AuditReport(findings: Self.joining(reports.map(\.report.findings)), rules: first.rules,
                             fileCount: reports.map(\.report.fileCount).reduce(0, +), toolVersion: first.toolVersion,
                             inputErrors: inputErrors)
        self.format = format ?? .json
        failOn = reports[0].shard.failOn
        auditedNoInput = !inputErrors.isEmpty && reports.allSatisfy { $0.shard.readInputs == 0 }
    }

    /// The findings of every shard; where shards report the same rule at the same place, the
    /// one the whole run keeps.
    static func joining(_ shards: [[Finding]]) -> [Finding] {
        var shardsAtPlace: [Place: Set<Int>] = [:]
        for (shard, findings) in shards.enumerated() {
            for finding in findings { shardsAtPlace[Place(finding), default: []].insert(shard) }
        }
        var joined: [Finding] = []
        var reportedOnce: [Place: Finding] = [:]
        for finding in shards.joined() {
            let place = Place(finding)
            guard shardsAtPlace[place, default: []].count > 1 else {
                joined.append(finding)
                continue
            }
            if let kept = reportedOnce[place], !Finding.isReportedOnce(finding, before: kept) { continue }
            reportedOnce[place] = finding
        }
        return joined + reportedOnce.values
    }

    /// A rule at a file, line and column.
    private struct Place: Hashable {
        var ruleID, file: String
        var line, column: Int

        init(_ finding: Finding) {
            ruleID = finding.ruleID
            file = finding.location.file
            line = finding.location.line
            column = finding.location.column
        }
    }

    /// The format of `text` and the report it holds.
    private static func read(_ text: String, file: String, catalogue: [RuleDescription]) throws(Failure) -> (ReportFormat, AuditReport) {
        do throws(JSONError) {
            let root = try JSONParser.parseDocument(Data(text.utf8)).root
            guard case let .object(members) = root.value else { throw root.mismatch("an object") }
            if members.contains(where: { $0.key == "runs" }) { return (.sarif, try SARIFReporter.read(root, catalogue: catalogue)) }
            if members.contains(where: { $0.key == "format" }) { return (.json, try JSONReporter.read(root)) }
            throw root.error("not a report of 'perceive audit --format json' or '--format sarif'")
        } catch {
            let place = error.position.map { "\($0.line):\($0.column): " } ?? ""
            throw Failure(file: file, problem: place + error.description)
        }
    }

    private static func name(_ format: ReportFormat) -> String { format == .sarif ? "SARIF" : "JSON" }
}
