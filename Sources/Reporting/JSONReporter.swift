import Audit
import Basics

/// The audit as JSON, in the schema documented in `docs/audit-json-format.md`: a summary, then
/// every finding with its location, fix and fingerprint. Keys always come in the same order.
public enum JSONReporter {
    public static let format = "perceive-audit"
    public static let version = 1

    public static func render(_ report: AuditReport) -> String {
        let document = JSONValue.object([
            ("format", .string(format)),
            ("version", .integer(version)),
            ("summary", .object([
                ("files", .integer(report.fileCount)),
                ("findings", .integer(report.findings.count)),
                ("errors", .integer(report.count(.error))),
                ("warnings", .integer(report.count(.warning))),
                ("notes", .integer(report.count(.note))),
                ("needsReview", .integer(report.needsReviewCount)),
            ])),
            ("findings", .array(report.findings.map(finding))),
        ] + inputErrors(report) + (report.shard.map { [("shard", $0.json)] } ?? []))
        return JSONWriter.text(of: document, layout: .documentOrder)
    }

    /// `inputErrors`, present only when some input could not be read.
    static func inputErrors(_ report: AuditReport) -> [(String, JSONValue)] {
        guard !report.inputErrors.isEmpty else { return [] }
        return [("inputErrors", .array(report.inputErrors.map { error in
            .object([("file", .string(error.file)), ("message", .string(error.message))])
        }))]
    }

    static func finding(_ finding: Finding) -> JSONValue {
        .object([
            ("ruleID", .string(finding.ruleID)),
            ("severity", .string(finding.severity.rawValue)),
            ("kind", .string(finding.kind.rawValue)),
            ("message", .string(finding.message)),
            ("file", .string(finding.location.file)),
            ("line", .integer(finding.location.line)),
            ("column", .integer(finding.location.column)),
            ("elementPath", .optional(finding.location.elementPath)),
            ("fix", .optional(finding.fix)),
            ("fingerprint", .optional(finding.fingerprint)),
            ("edits", .array(finding.edits.map { edit in
                .object([("file", .string(edit.file)), ("start", .integer(edit.start)), ("end", .integer(edit.end)),
                         ("replacement", .string(edit.replacement))])
            })),
        ] + relatedLocations(finding) + span(finding) + insertion(finding))
    }

    /// `span`, the whole element the finding is about, present only when known.
    static func span(_ finding: Finding) -> [(String, JSONValue)] {
        guard let span = finding.span else { return [] }
        return [("span", .object([
            ("file", .string(span.file)), ("startLine", .integer(span.startLine)), ("startColumn", .integer(span.startColumn)),
            ("endLine", .integer(span.endLine)), ("endColumn", .integer(span.endColumn)),
        ]))]
    }

    /// `insertion`, where the modifier the fix adds goes, present only when the fix adds one. Never
    /// applied by `--fix`, unlike `edits`.
    static func insertion(_ finding: Finding) -> [(String, JSONValue)] {
        finding.insertion.map { [("insertion", $0.json)] } ?? []
    }

    /// `relatedLocations`, present only when the finding has some (docs/runtime-capture.md).
    static func relatedLocations(_ finding: Finding) -> [(String, JSONValue)] {
        guard !finding.relatedLocations.isEmpty else { return [] }
        return [("relatedLocations", .array(finding.relatedLocations.map { related in
            .object([("file", .string(related.location.file)), ("line", .integer(related.location.line)),
                     ("column", .integer(related.location.column)), ("message", .string(related.message))])
        }))]
    }
}
