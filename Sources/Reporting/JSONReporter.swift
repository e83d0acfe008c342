import Audit

/// The audit as JSON, in the schema documented in `docs/audit-json-format.md`: a summary, then
/// every finding with its location, fix and fingerprint. Keys always come in the same order.
public enum JSONReporter {
    public static let format = "perceive-audit"
    public static let version = 1

    public static func render(_ report: AuditReport) -> String {
        let document = JSONText.object([
            ("format", .string(format)),
            ("version", .int(version)),
            ("summary", .object([
                ("files", .int(report.fileCount)),
                ("findings", .int(report.findings.count)),
                ("errors", .int(report.count(.error))),
                ("warnings", .int(report.count(.warning))),
                ("notes", .int(report.count(.note))),
                ("needsReview", .int(report.needsReviewCount)),
            ])),
            ("findings", .array(report.findings.map(finding))),
        ] + inputErrors(report))
        return document.rendered() + "\n"
    }

    /// `inputErrors`, present only when some input could not be read.
    static func inputErrors(_ report: AuditReport) -> [(String, JSONText)] {
        guard !report.inputErrors.isEmpty else { return [] }
        return [("inputErrors", .array(report.inputErrors.map { error in
            .object([("file", .string(error.file)), ("message", .string(error.message))])
        }))]
    }

    static func finding(_ finding: Finding) -> JSONText {
        .object([
            ("ruleID", .string(finding.ruleID)),
            ("severity", .string(finding.severity.rawValue)),
            ("kind", .string(finding.kind.rawValue)),
            ("message", .string(finding.message)),
            ("file", .string(finding.location.file)),
            ("line", .int(finding.location.line)),
            ("column", .int(finding.location.column)),
            ("elementPath", .optional(finding.location.elementPath)),
            ("fix", .optional(finding.fix)),
            ("fingerprint", .optional(finding.fingerprint)),
            ("edits", .array(finding.edits.map { edit in
                .object([("file", .string(edit.file)), ("start", .int(edit.start)), ("end", .int(edit.end)),
                         ("replacement", .string(edit.replacement))])
            })),
        ])
    }
}
