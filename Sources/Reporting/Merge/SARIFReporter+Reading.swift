import Audit
import Basics
import Foundation

extension SARIFReporter {
    /// The report a SARIF report was rendered from, as far as rendering it again needs: the same
    /// bytes come out. Rule descriptions are taken from `catalogue` by the ids the driver lists.
    ///
    /// A needs-review result has level `none`, so its severity is taken from its rule; the
    /// input count is not in SARIF reports (`fileCount` is 0).
    ///
    /// - Throws: `JSONError` naming the place in the document that is not as `render` writes it,
    ///   or a rule the catalogue does not have.
    static func read(_ root: JSONNode, catalogue: [RuleDescription]) throws(JSONError) -> AuditReport {
        let document = try root.object(keys: ["$schema", "version", "runs"])
        let runs = try document.required("runs").array()
        guard runs.count == 1, let runNode = runs.first else { throw document.node.error("expected one run, found \(runs.count)") }
        let run = try runNode.object(keys: ["tool", "results", "invocations", "properties"])
        let driver = try run.required("tool").object(keys: ["driver"]).required("driver").object(keys: ["name", "version", "rules"])
        let byID = Dictionary(catalogue.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let rules = try driver.list("rules") { node throws(JSONError) in
            let id = try node.object(keys: ["id", "name", "shortDescription", "fullDescription", "helpUri", "help",
                                            "defaultConfiguration", "properties"]).required("id")
            guard let rule = byID[try id.string()] else { throw id.error("rule \"\(try id.string())\" is not in this perceive's catalogue") }
            return rule
        }
        let severities = Dictionary(rules.map { ($0.id, $0.severity) }, uniquingKeysWith: { first, _ in first })
        let invocations = try run["invocations"]?.array() ?? []
        let notifications = try invocations.first.map { node throws(JSONError) in
            try node.object(keys: ["executionSuccessful", "toolExecutionNotifications"]).list("toolExecutionNotifications", readInputError)
        } ?? []
        return AuditReport(
            findings: try run.list("results") { node throws(JSONError) in try readResult(node, severities: severities) },
            rules: rules, fileCount: 0, toolVersion: try driver.required("version").string(), inputErrors: notifications,
            shard: try run["properties"].map { node throws(JSONError) in
                try ReportShard(node.object(keys: [shardProperty]).required(shardProperty))
            })
    }

    private static func readResult(_ node: JSONNode, severities: [String: Severity]) throws(JSONError) -> Finding {
        let result = try node.object(keys: ["ruleId", "ruleIndex", "kind", "level", "message", "locations",
                                            "relatedLocations", "partialFingerprints", "fixes"])
        let ruleID = try result.required("ruleId").string()
        let isReview = try result.required("kind").string() == "review"
        let levelNode = try result.required("level")
        let level = try levelNode.string()
        let severity: Severity
        if isReview {
            severity = severities[ruleID] ?? .warning
        } else {
            guard let fromLevel = Severity.allCases.first(where: { self.level($0) == level }) else {
                throw levelNode.error("unknown level \"\(level)\"")
            }
            severity = fromLevel
        }
        let locations = try result.required("locations").array()
        guard let locationNode = locations.first else { throw node.error("a result without a location") }
        let location = try locationNode.object(keys: ["physicalLocation", "logicalLocations"])
        let (file, line, column) = try readPhysicalLocation(location.required("physicalLocation"))
        let element = try location["logicalLocations"]?.array().first.map { node throws(JSONError) in
            try node.object(keys: ["fullyQualifiedName", "kind"]).required("fullyQualifiedName").string()
        }
        let related = try result.list("relatedLocations", readRelated)
        let fixes = try result["fixes"]?.array() ?? []
        let insertion = try fixes.first(where: isInsertion).map(readInsertion)
        let fix = try fixes.first(where: { !isInsertion($0) }).map { node throws(JSONError) in
            try node.object(keys: ["description", "artifactChanges"])
        }
        return Finding(
            ruleID: ruleID, severity: severity, kind: isReview ? .needsReview : .violation,
            message: try result.required("message").object(keys: ["text"]).required("text").string(),
            location: FindingLocation(file: file, line: line, column: column, elementPath: element),
            fix: try fix.map { fix throws(JSONError) in try fix.required("description").object(keys: ["text"]).required("text").string() },
            edits: try fix.map { fix throws(JSONError) in try fix.list("artifactChanges", readEdits).flatMap { $0 } } ?? [],
            fingerprint: try result["partialFingerprints"].map { node throws(JSONError) in
                try node.object(keys: ["perceiveFingerprint/v1"]).required("perceiveFingerprint/v1").string()
            },
            relatedLocations: related.compactMap(\.place), span: related.lazy.compactMap(\.span).first,
            insertion: insertion)
    }

    /// Whether a fix is the one `insertionFix` wrote.
    private static func isInsertion(_ node: JSONNode) -> Bool {
        (try? node.object(keys: ["description", "artifactChanges", "properties"])["properties"]?
            .object(keys: [insertionProperty]).required(insertionProperty).bool()) == true
    }

    /// The suggested insertion from its fix: the one replacement's empty region and inserted text.
    private static func readInsertion(_ node: JSONNode) throws(JSONError) -> SuggestedInsertion {
        let change = try node.object(keys: ["description", "artifactChanges", "properties"]).required("artifactChanges").array()
        guard let first = change.first else { throw node.error("a suggested insertion without a change") }
        let artifact = try first.object(keys: ["artifactLocation", "replacements"])
        guard let replacement = try artifact.required("replacements").array().first else {
            throw node.error("a suggested insertion without a replacement")
        }
        let fields = try replacement.object(keys: ["deletedRegion", "insertedContent"])
        let region = try fields.required("deletedRegion").object(keys: ["startLine", "startColumn", "endLine", "endColumn",
                                                                          "byteOffset", "byteLength"])
        let range = 0...Int(Int32.max)
        return SuggestedInsertion(file: try readURI(artifact.required("artifactLocation")),
                                  line: try region.required("startLine").integer(in: range),
                                  column: try region.required("startColumn").integer(in: range),
                                  offset: try region.required("byteOffset").integer(in: range),
                                  text: try fields.required("insertedContent").object(keys: ["text"]).required("text").string())
    }

    /// A related location: a place with its words, or the finding's whole element (the one whose
    /// region has an end).
    private static func readRelated(_ node: JSONNode) throws(JSONError) -> (place: RelatedLocation?, span: SourceSpan?) {
        let related = try node.object(keys: ["id", "physicalLocation", "message"])
        let physical = try related.required("physicalLocation")
        if let span = try readSpan(physical) { return (nil, span) }
        let (file, line, column) = try readPhysicalLocation(physical)
        return (RelatedLocation(FindingLocation(file: file, line: line, column: column),
                                message: try related.required("message").object(keys: ["text"]).required("text").string()), nil)
    }

    /// The span a `physicalLocation` gives, when its region has an end.
    private static func readSpan(_ node: JSONNode) throws(JSONError) -> SourceSpan? {
        let physical = try node.object(keys: ["artifactLocation", "region"])
        let region = try physical.required("region").object(keys: ["startLine", "startColumn", "endLine", "endColumn"])
        guard let endLine = region["endLine"] else { return nil }
        return SourceSpan(file: try readURI(physical.required("artifactLocation")),
                          startLine: try region.required("startLine").integer(in: 0...Int(Int32.max)),
                          startColumn: try region.required("startColumn").integer(in: 0...Int(Int32.max)),
                          endLine: try endLine.integer(in: 0...Int(Int32.max)),
                          endColumn: try region.required("endColumn").integer(in: 0...Int(Int32.max)))
    }

    /// The file, line and column of a `physicalLocation`.
    private static func readPhysicalLocation(_ node: JSONNode) throws(JSONError) -> (String, Int, Int) {
        let physical = try node.object(keys: ["artifactLocation", "region"])
        let region = try physical.required("region").object(keys: ["startLine", "startColumn", "endLine", "endColumn"])
        return (try readURI(physical.required("artifactLocation")),
                try region.required("startLine").integer(in: 0...Int(Int32.max)),
                try region.required("startColumn").integer(in: 0...Int(Int32.max)))
    }

    private static func readEdits(_ node: JSONNode) throws(JSONError) -> [TextEdit] {
        let change = try node.object(keys: ["artifactLocation", "replacements"])
        let file = try readURI(change.required("artifactLocation"))
        return try change.list("replacements") { node throws(JSONError) in
            let replacement = try node.object(keys: ["deletedRegion", "insertedContent"])
            let deleted = try replacement.required("deletedRegion").object(keys: ["byteOffset", "byteLength"])
            let start = try deleted.required("byteOffset").integer(in: 0...Int(Int32.max))
            return TextEdit(file: file, start: start, end: start + (try deleted.required("byteLength").integer(in: 0...Int(Int32.max))),
                            replacement: try replacement.required("insertedContent").object(keys: ["text"]).required("text").string())
        }
    }

    private static func readInputError(_ node: JSONNode) throws(JSONError) -> InputError {
        let notification = try node.object(keys: ["level", "message", "locations"])
        let locations = try notification.required("locations").array()
        guard let location = locations.first else { throw node.error("a notification without a location") }
        let artifact = try location.object(keys: ["physicalLocation"]).required("physicalLocation")
            .object(keys: ["artifactLocation"]).required("artifactLocation")
        return InputError(file: try readURI(artifact),
                          message: try notification.required("message").object(keys: ["text"]).required("text").string())
    }

    /// The path an `artifactLocation` names: `uri(_:)` undone.
    private static func readURI(_ node: JSONNode) throws(JSONError) -> String {
        let uriNode = try node.object(keys: ["uri"]).required("uri")
        let uri = try uriNode.string()
        let encoded = uri.hasPrefix("file://") ? String(uri.dropFirst("file://".count)) : uri
        guard let path = encoded.removingPercentEncoding else { throw uriNode.error("not a percent-encoded path: \"\(uri)\"") }
        return path
    }
}
