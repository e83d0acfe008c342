import Basics

extension ResultCache {
    /// The result of a whole run stored under `key`.
    func result(for key: ContentHash) -> AuditResult? { entry(.run, key: key, Self.result) }

    /// One input's findings before the merge, stored under `key`, with the hash of the answers
    /// to its look-ups; the caller decides whether it is a hit.
    func outcome(for key: ContentHash) -> StoredOutcome? {
        guard let node = read(.input, key: key) else { return nil }
        return try? Self.outcome(node)
    }

    func store(_ result: AuditResult, for key: ContentHash) {
        write(.run, key: key, entry: .object([
            ("findings", Self.list(result.findings, CacheEntryJSON.value(of:))),
            ("inputErrors", Self.list(result.inputErrors, CacheEntryJSON.value(of:))),
            ("inputs", Self.list(result.inputs, CacheEntryJSON.value(of:))), ("suppressedCount", .integer(result.suppressedCount)),
        ]))
    }

    /// One input's entry written to a temporary file, to be placed or discarded (`InputCache`).
    func written(_ stored: StoredOutcome, for key: ContentHash) -> WrittenEntry? {
        let outcome = stored.outcome
        return written(.input, key: key, entry: .object([
            ("findings", Self.list(outcome.findings, CacheEntryJSON.value(of:))),
            ("placedFindings", Self.list(outcome.placedFindings, CacheEntryJSON.value(of:))),
            ("settledPlaces", Self.list(outcome.settledPlaces, CacheEntryJSON.value(of:))),
            ("errors", Self.list(outcome.errors, CacheEntryJSON.value(of:))),
            ("lookups", Self.list(outcome.lookups, JSONValue.string)), ("context", .string(stored.context)),
            ("answers", .string(stored.answers)),
        ]))
    }

    /// The entry `key` of `kind` read with `decode`; nil (a miss) when it is absent or does not decode.
    private func entry<Value>(_ kind: Kind, key: ContentHash, _ decode: (JSONNode) throws(JSONError) -> Value) -> Value? {
        guard let node = read(kind, key: key), let value = try? decode(node) else { return nil }
        statistics.recordRunHit()
        return value
    }

    private static func list<Element>(_ elements: [Element], _ value: (Element) -> JSONValue) -> JSONValue {
        .array(elements.map(value))
    }

    private static func result(_ node: JSONNode) throws(JSONError) -> AuditResult {
        let object = try node.object(keys: ["findings", "inputErrors", "inputs", "suppressedCount"])
        return AuditResult(findings: try object.list("findings", CacheEntryJSON.finding),
                           inputErrors: try object.list("inputErrors", CacheEntryJSON.inputError),
                           inputs: try object.list("inputs", CacheEntryJSON.input),
                           suppressedCount: try CacheEntryJSON.integer(object.required("suppressedCount")))
    }

    private static func outcome(_ node: JSONNode) throws(JSONError) -> StoredOutcome {
        let object = try node.object(keys: ["findings", "placedFindings", "settledPlaces", "errors", "lookups", "context", "answers"])
        let outcome = InputOutcome(findings: try object.list("findings", CacheEntryJSON.finding),
                                   placedFindings: try object.list("placedFindings", CacheEntryJSON.finding),
                                   errors: try object.list("errors", CacheEntryJSON.inputError),
                                   lookups: try object.list("lookups") { (lookup: JSONNode) throws(JSONError) in try lookup.string() },
                                   settledPlaces: try object.list("settledPlaces", CacheEntryJSON.settledPlace))
        return StoredOutcome(outcome: outcome, context: try object.required("context").string(),
                             answers: try object.required("answers").string())
    }
}
