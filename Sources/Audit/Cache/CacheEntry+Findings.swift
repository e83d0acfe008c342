import AccessibilityTree
import Basics

/// Findings, input errors and inputs as the JSON of cache entries, written with `JSONWriter` and
/// read back with `JSONNode`'s checked readers: a member missing or of the wrong kind makes the
/// whole entry unreadable (a miss), never a finding with a guessed field.
enum CacheEntryJSON {
    static func value(of finding: Finding) -> JSONValue {
        let location = finding.location
        var members: [(String, JSONValue)] = [
            ("rule", .string(finding.ruleID)), ("severity", .string(finding.severity.rawValue)),
            ("kind", .string(finding.kind.rawValue)), ("message", .string(finding.message)),
            ("file", .string(location.file)), ("line", .integer(location.line)), ("column", .integer(location.column)),
            ("elementPath", .optional(location.elementPath)), ("fix", .optional(finding.fix)),
            ("edits", .array(finding.edits.map { edit in
                .object([("file", .string(edit.file)), ("start", .integer(edit.start)), ("end", .integer(edit.end)),
                         ("replacement", .string(edit.replacement))])
            })),
            ("fingerprint", .optional(finding.fingerprint)),
        ]
        if let identifier = finding.identifier { members.append(("identifier", value(of: identifier))) }
        if !finding.relatedLocations.isEmpty { members.append(("related", .array(finding.relatedLocations.map(value(of:))))) }
        if let span = finding.span { members.append(("span", value(of: span))) }
        if let stamp = finding.reviewStamp { members.append(("reviewStamp", .string(stamp))) }
        if let framework = finding.framework { members.append(("framework", .string(framework.rawValue))) }
        if let insertion = finding.insertion { members.append(("insertion", insertion.json)) }
        return .object(members)
    }

    static func value(of span: SourceSpan) -> JSONValue {
        .object([("file", .string(span.file)), ("startLine", .integer(span.startLine)), ("startColumn", .integer(span.startColumn)),
                 ("endLine", .integer(span.endLine)), ("endColumn", .integer(span.endColumn))])
    }

    static func span(_ node: JSONNode) throws(JSONError) -> SourceSpan {
        let object = try node.object(keys: ["file", "startLine", "startColumn", "endLine", "endColumn"])
        return SourceSpan(file: try object.required("file").string(), startLine: try integer(object.required("startLine")),
                          startColumn: try integer(object.required("startColumn")), endLine: try integer(object.required("endLine")),
                          endColumn: try integer(object.required("endColumn")))
    }

    static func value(of related: RelatedLocation) -> JSONValue {
        .object([("file", .string(related.location.file)), ("line", .integer(related.location.line)),
                 ("column", .integer(related.location.column)), ("message", .string(related.message))])
    }

    static func related(_ node: JSONNode) throws(JSONError) -> RelatedLocation {
        let object = try node.object(keys: ["file", "line", "column", "message"])
        return RelatedLocation(FindingLocation(file: try object.required("file").string(), line: try integer(object.required("line")),
                                               column: try integer(object.required("column"))),
                               message: try object.required("message").string())
    }

    static func value(of place: SettledPlace) -> JSONValue {
        .object([("rule", .string(place.ruleID)), ("file", .string(place.location.file)),
                 ("line", .integer(place.location.line)), ("column", .integer(place.location.column))])
    }

    static func settledPlace(_ node: JSONNode) throws(JSONError) -> SettledPlace {
        let object = try node.object(keys: ["rule", "file", "line", "column"])
        return SettledPlace(ruleID: try object.required("rule").string(),
                            location: SourceLocation(file: try object.required("file").string(), line: try integer(object.required("line")),
                                                     column: try integer(object.required("column"))))
    }

    static func value(of identifier: ElementIdentifier) -> JSONValue {
        .object([("identifier", .string(identifier.identifier)), ("ancestorPath", .optional(identifier.ancestorPath))])
    }

    static func identifier(_ node: JSONNode) throws(JSONError) -> ElementIdentifier {
        let object = try node.object(keys: ["identifier", "ancestorPath"])
        return ElementIdentifier(try object.required("identifier").string(),
                                 ancestorPath: try object.required("ancestorPath").stringOrNull())
    }

    static func finding(_ node: JSONNode) throws(JSONError) -> Finding {
        let object = try node.object(keys: ["rule", "severity", "kind", "message", "file", "line", "column",
                                            "elementPath", "fix", "edits", "fingerprint", "identifier", "related", "span",
                                            "reviewStamp", "framework", "insertion"])
        let location = FindingLocation(file: try object.required("file").string(), line: try integer(object.required("line")),
                                       column: try integer(object.required("column")),
                                       elementPath: try object.required("elementPath").stringOrNull())
        let edits = try object.list("edits") { (edit: JSONNode) throws(JSONError) -> TextEdit in
            let fields = try edit.object(keys: ["file", "start", "end", "replacement"])
            return TextEdit(file: try fields.required("file").string(), start: try integer(fields.required("start")),
                            end: try integer(fields.required("end")), replacement: try fields.required("replacement").string())
        }
        return Finding(ruleID: try object.required("rule").string(),
                       severity: try object.required("severity").caseName("severity", of: Severity.self),
                       kind: try kind(object.required("kind")), message: try object.required("message").string(),
                       location: location, fix: try object.required("fix").stringOrNull(), edits: edits,
                       fingerprint: try object.required("fingerprint").stringOrNull(),
                       identifier: try object.optional("identifier", identifier),
                       relatedLocations: try object.list("related", related), span: try object.optional("span", span),
                       reviewStamp: try object.optional("reviewStamp") { (node: JSONNode) throws(JSONError) in try node.string() },
                       framework: try object.optional("framework") { (node: JSONNode) throws(JSONError) in
                           try node.caseName("framework", of: SourceFramework.self)
                       },
                       insertion: try object.optional("insertion", SuggestedInsertion.init(json:)))
    }

    static func value(of error: InputError) -> JSONValue {
        .object([("file", .string(error.file)), ("message", .string(error.message))])
    }

    static func inputError(_ node: JSONNode) throws(JSONError) -> InputError {
        let object = try node.object(keys: ["file", "message"])
        return InputError(file: try object.required("file").string(), message: try object.required("message").string())
    }

    static func value(of input: AuditInput) -> JSONValue {
        .object([("path", .string(input.path)), ("kind", .string(input.kind.rawValue))])
    }

    static func input(_ node: JSONNode) throws(JSONError) -> AuditInput {
        let object = try node.object(keys: ["path", "kind"])
        return AuditInput(path: try object.required("path").string(), kind: try object.required("kind").caseName("input kind", of: InputKind.self))
    }

    static func integer(_ node: JSONNode) throws(JSONError) -> Int {
        try node.integer(in: -(1 << 52)...(1 << 52))
    }

    private static func kind(_ node: JSONNode) throws(JSONError) -> Finding.Kind {
        switch try node.string() {
        case Finding.Kind.violation.rawValue: .violation
        case Finding.Kind.needsReview.rawValue: .needsReview
        default: throw node.mismatch("a finding kind")
        }
    }
}
