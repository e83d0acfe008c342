import Audit
import Basics

extension JSONReporter {
    /// The report a JSON report was rendered from: rendering it again gives the same bytes.
    /// (The rule descriptions are not in JSON reports; `rules` is empty.)
    ///
    /// - Throws: `JSONError` naming the place in the document that is not as `render` writes it.
    static func read(_ root: JSONNode) throws(JSONError) -> AuditReport {
        let document = try root.object(keys: ["format", "version", "summary", "findings", "inputErrors", "shard"])
        let format = try document.required("format").string()
        guard format == Self.format else { throw document.node.error("expected format \"\(Self.format)\", found \"\(format)\"") }
        let versionNode = try document.required("version")
        let found = try versionNode.integer(in: 0...Int(Int32.max))
        guard found == version else { throw versionNode.error("expected version \(version) (of this perceive), found \(found)") }
        let summary = try document.required("summary").object(keys: ["files", "findings", "errors", "warnings", "notes", "needsReview"])
        return AuditReport(
            findings: try document.list("findings", readFinding), rules: [],
            fileCount: try summary.required("files").integer(in: 0...Int(Int32.max)),
            inputErrors: try document.list("inputErrors") { node throws(JSONError) in
                let error = try node.object(keys: ["file", "message"])
                return InputError(file: try error.required("file").string(), message: try error.required("message").string())
            },
            shard: try document.optional("shard", ReportShard.init))
    }

    private static func readFinding(_ node: JSONNode) throws(JSONError) -> Finding {
        let object = try node.object(keys: ["ruleID", "severity", "kind", "message", "file", "line", "column",
                                            "elementPath", "fix", "fingerprint", "edits", "relatedLocations", "span", "insertion"])
        let location = FindingLocation(
            file: try object.required("file").string(), line: try object.required("line").integer(in: 0...Int(Int32.max)),
            column: try object.required("column").integer(in: 0...Int(Int32.max)),
            elementPath: try object.required("elementPath").stringOrNull())
        return Finding(
            ruleID: try object.required("ruleID").string(),
            severity: try object.required("severity").caseName("severity", of: Severity.self),
            kind: try readKind(object.required("kind")),
            message: try object.required("message").string(), location: location,
            fix: try object.required("fix").stringOrNull(),
            edits: try object.list("edits") { node throws(JSONError) in
                let edit = try node.object(keys: ["file", "start", "end", "replacement"])
                return TextEdit(file: try edit.required("file").string(), start: try edit.required("start").integer(in: 0...Int(Int32.max)),
                                end: try edit.required("end").integer(in: 0...Int(Int32.max)),
                                replacement: try edit.required("replacement").string())
            },
            fingerprint: try object.required("fingerprint").stringOrNull(),
            relatedLocations: try object.list("relatedLocations") { node throws(JSONError) in
                let related = try node.object(keys: ["file", "line", "column", "message"])
                return RelatedLocation(FindingLocation(file: try related.required("file").string(),
                                                       line: try related.required("line").integer(in: 0...Int(Int32.max)),
                                                       column: try related.required("column").integer(in: 0...Int(Int32.max))),
                                       message: try related.required("message").string())
            },
            span: try object.optional("span", readSpan),
            insertion: try object.optional("insertion", SuggestedInsertion.init(json:)))
    }

    private static func readSpan(_ node: JSONNode) throws(JSONError) -> SourceSpan {
        let span = try node.object(keys: ["file", "startLine", "startColumn", "endLine", "endColumn"])
        return SourceSpan(file: try span.required("file").string(),
                          startLine: try span.required("startLine").integer(in: 0...Int(Int32.max)),
                          startColumn: try span.required("startColumn").integer(in: 0...Int(Int32.max)),
                          endLine: try span.required("endLine").integer(in: 0...Int(Int32.max)),
                          endColumn: try span.required("endColumn").integer(in: 0...Int(Int32.max)))
    }

    private static func readKind(_ node: JSONNode) throws(JSONError) -> Finding.Kind {
        let name = try node.string()
        guard let kind = Finding.Kind(rawValue: name) else { throw node.error("unknown kind \"\(name)\"") }
        return kind
    }
}
