import Audit
import Basics
import Foundation

/// The audit as SARIF 2.1.0 (OASIS Static Analysis Results Interchange Format), for GitHub code
/// scanning and other SARIF viewers.
///
/// `tool.driver.rules` describes every rule that ran (title, rationale, WCAG, HIG, default
/// level); each result points at a file region, carries the finding's fingerprint as a
/// `partialFingerprints` entry and, where the rule has one, its fix-it as a SARIF `fix`.
/// A needs-review finding is `kind: "review"` with `level: "none"` (SARIF §3.27.9 allows a
/// level other than none only for `kind: "fail"`). Columns count UTF-8 bytes, as Xcode does.
public enum SARIFReporter {
    public static let schema = "https://json.schemastore.org/sarif-2.1.0.json"
    /// Where a rule without a WCAG criterion points for help.
    public static let accessibilityGuidelines = "https://developer.apple.com/design/human-interface-guidelines/accessibility"
    /// The run's property (SARIF §3.8) that says which shard the report is (`ReportShard`).
    public static let shardProperty = "perceiveShard"

    public static func render(_ report: AuditReport) -> String {
        let ruleIndex = Dictionary(report.rules.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        let driver = JSONValue.object([
            ("name", .string("perceive")),
            ("version", .string(report.toolVersion)),
            ("rules", .array(report.rules.map(rule))),
        ])
        var run: [(String, JSONValue)] = [
            ("tool", .object([("driver", driver)])),
            ("results", .array(report.findings.map { result($0, ruleIndex: ruleIndex[$0.ruleID]) })),
        ]
        if !report.inputErrors.isEmpty { run.append(("invocations", .array([invocation(report.inputErrors)]))) }
        if let shard = report.shard { run.append(("properties", .object([(shardProperty, shard.json)]))) }
        let document = JSONValue.object([
            ("$schema", .string(schema)),
            ("version", .string("2.1.0")),
            ("runs", .array([.object(run)])),
        ])
        return JSONWriter.text(of: document, layout: .documentOrder)
    }

    /// The run's invocation, with each input that could not be read as a tool execution
    /// notification (SARIF §3.20.21, §3.58): the run completed, those inputs were left out.
    static func invocation(_ errors: [InputError]) -> JSONValue {
        .object([
            ("executionSuccessful", .bool(true)),
            ("toolExecutionNotifications", .array(errors.map { error in
                .object([
                    ("level", .string("error")),
                    ("message", .object([("text", .string(error.message))])),
                    ("locations", .array([.object([
                        ("physicalLocation", .object([("artifactLocation", .object([("uri", .string(uri(error.file)))]))])),
                    ])])),
                ])
            })),
        ])
    }

    static func rule(_ description: RuleDescription) -> JSONValue {
        var help = description.rationale
        if !description.wcag.isEmpty {
            help += "\n\n" + description.wcag.map { "\($0): \($0.url)" }.joined(separator: "\n")
        }
        help += "\n\nHuman Interface Guidelines: \(description.hig)"
        return .object([
            ("id", .string(description.id)),
            ("name", .string(pascalCase(description.id))),
            ("shortDescription", .object([("text", .string(description.title))])),
            ("fullDescription", .object([("text", .string(description.rationale))])),
            ("helpUri", .string(description.wcag.first?.url ?? accessibilityGuidelines)),
            ("help", .object([("text", .string(help))])),
            ("defaultConfiguration", .object([("level", .string(level(description.severity)))])),
            ("properties", .object([
                ("tags", .array((["accessibility"] + description.wcag.map { "WCAG \($0.number)" }).map(JSONValue.string))),
            ])),
        ])
    }

    static func result(_ finding: Finding, ruleIndex: Int?) -> JSONValue {
        var members: [(key: String, value: JSONValue)] = [("ruleId", .string(finding.ruleID))]
        if let ruleIndex { members.append(("ruleIndex", .integer(ruleIndex))) }
        let isReview = finding.kind == .needsReview
        members += [
            ("kind", .string(isReview ? "review" : "fail")),
            ("level", .string(isReview ? "none" : level(finding.severity))),
            ("message", .object([("text", .string(finding.message))])),
            ("locations", .array([location(finding.location)])),
        ]
        var related = finding.relatedLocations.enumerated().map { index, related in
            JSONValue.object([("id", .integer(index + 1))] + physicalLocation(related.location)
                             + [("message", .object([("text", .string(related.message))]))])
        }
        if let span = finding.span { related.append(spanLocation(span, id: related.count + 1)) }
        if !related.isEmpty { members.append(("relatedLocations", .array(related))) }
        if let fingerprint = finding.fingerprint {
            members.append(("partialFingerprints", .object([("perceiveFingerprint/v1", .string(fingerprint))])))
        }
        let fixes = (finding.edits.isEmpty ? [] : [fix(finding)]) + (finding.insertion.map { [insertionFix($0)] } ?? [])
        if !fixes.isEmpty { members.append(("fixes", .array(fixes))) }
        return .object(members)
    }

    static func location(_ location: FindingLocation) -> JSONValue {
        var members = physicalLocation(location)
        if let element = location.elementPath {
            members.append(("logicalLocations", .array([.object([("fullyQualifiedName", .string(element)), ("kind", .string("element"))])])))
        }
        return .object(members)
    }

    /// The `physicalLocation` member of a location: the file and the line and column in it.
    static func physicalLocation(_ location: FindingLocation) -> [(key: String, value: JSONValue)] {
        [("physicalLocation", .object([
            ("artifactLocation", .object([("uri", .string(uri(location.file)))])),
            ("region", .object([("startLine", .integer(location.line)), ("startColumn", .integer(location.column))])),
        ]))]
    }

    /// The words of the related location that gives a finding's whole element.
    public static let spanMessage = "The whole element"

    /// The whole element as a related location whose region has an end (SARIF §3.30): the
    /// one related location of a result with `endLine`, which is how it is read back.
    static func spanLocation(_ span: SourceSpan, id: Int) -> JSONValue {
        .object([
            ("id", .integer(id)),
            ("physicalLocation", .object([
                ("artifactLocation", .object([("uri", .string(uri(span.file)))])),
                ("region", .object([
                    ("startLine", .integer(span.startLine)), ("startColumn", .integer(span.startColumn)),
                    ("endLine", .integer(span.endLine)), ("endColumn", .integer(span.endColumn)),
                ])),
            ])),
            ("message", .object([("text", .string(spanMessage))])),
        ])
    }

    static func fix(_ finding: Finding) -> JSONValue {
        let byFile = Dictionary(grouping: finding.edits, by: \.file)
        return .object([
            ("description", .object([("text", .string(finding.fix ?? "Apply the fix-it."))])),
            ("artifactChanges", .array(byFile.keys.sorted().map { file in
                .object([
                    ("artifactLocation", .object([("uri", .string(uri(file)))])),
                    ("replacements", .array((byFile[file] ?? []).map { edit in
                        .object([
                            ("deletedRegion", .object([("byteOffset", .integer(edit.start)), ("byteLength", .integer(edit.end - edit.start))])),
                            ("insertedContent", .object([("text", .string(edit.replacement))])),
                        ])
                    })),
                ])
            })),
        ])
    }

    /// The property that marks the fix giving a finding's `SuggestedInsertion`, apart from its
    /// fix-it: a suggestion to review, never applied by `perceive audit --fix`.
    public static let insertionProperty = "perceiveSuggestedInsertion"

    /// The suggested insertion as a fix of one replacement whose deleted region is empty: "If the
    /// region's length is zero, it represents an insertion point" (SARIF 2.1.0 §3.57.1). The
    /// region gives the line and column, for viewers that show them, and the byte offset.
    static func insertionFix(_ insertion: SuggestedInsertion) -> JSONValue {
        let words = insertion.hasPlaceholder ? "Insert `\(insertion.text)` and replace its placeholder."
            : "Insert `\(insertion.text)`."
        return .object([
            ("description", .object([("text", .string(words))])),
            ("artifactChanges", .array([.object([
                ("artifactLocation", .object([("uri", .string(uri(insertion.file)))])),
                ("replacements", .array([.object([
                    ("deletedRegion", .object([
                        ("startLine", .integer(insertion.line)), ("startColumn", .integer(insertion.column)),
                        ("endLine", .integer(insertion.line)), ("endColumn", .integer(insertion.column)),
                        ("byteOffset", .integer(insertion.offset)), ("byteLength", .integer(0)),
                    ])),
                    ("insertedContent", .object([("text", .string(insertion.text))])),
                ])])),
            ])])),
            ("properties", .object([(insertionProperty, .bool(true))])),
        ])
    }

    /// SARIF's `level` for a severity.
    static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "note"
        }
    }

    /// A relative path stays relative (resolved against the repository root by viewers);
    /// characters not allowed in a URI path are percent-encoded.
    static func uri(_ path: String) -> String {
        let encoded = path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? path
        return path.hasPrefix("/") ? "file://" + encoded : encoded
    }

    /// `missing-label` → `MissingLabel`.
    static func pascalCase(_ id: String) -> String {
        id.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }
}
