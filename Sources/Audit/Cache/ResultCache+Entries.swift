import Basics

extension ResultCache {
    /// The result of a whole run stored under `key`.
    func result(for key: ContentHash) -> AuditResult? {
        guard let entry = read(.run, key: key), let result = try? Self.result(entry) else { return nil }
        statistics.recordRunHit()
        return result
    }

    func store(_ result: AuditResult, for key: ContentHash) {
        write(.run, key: key, entry: .object([
            ("findings", .array(result.findings.map(CacheEntryJSON.value(of:)))),
            ("inputErrors", .array(result.inputErrors.map(CacheEntryJSON.value(of:)))),
            ("inputs", .array(result.inputs.map(CacheEntryJSON.value(of:)))),
            ("suppressedCount", .integer(result.suppressedCount)),
        ]))
    }

    /// One input's findings before the merge, stored under `key`.
    func outcome(for key: ContentHash) -> InputOutcome? {
        guard let entry = read(.input, key: key), let outcome = try? Self.outcome(entry) else { return nil }
        statistics.recordInputHit()
        return outcome
    }

    func store(_ outcome: InputOutcome, for key: ContentHash) {
        write(.input, key: key, entry: .object([
            ("findings", .array(outcome.findings.map(CacheEntryJSON.value(of:)))),
            ("placedFindings", .array(outcome.placedFindings.map(CacheEntryJSON.value(of:)))),
            ("errors", .array(outcome.errors.map(CacheEntryJSON.value(of:)))),
        ]))
    }

    private static func result(_ node: JSONNode) throws(JSONError) -> AuditResult {
        let object = try node.object(keys: ["findings", "inputErrors", "inputs", "suppressedCount"])
        return AuditResult(findings: try object.list("findings", CacheEntryJSON.finding),
                           inputErrors: try object.list("inputErrors", CacheEntryJSON.inputError),
                           inputs: try object.list("inputs", CacheEntryJSON.input),
                           suppressedCount: try CacheEntryJSON.integer(object.required("suppressedCount")))
    }

    private static func outcome(_ node: JSONNode) throws(JSONError) -> InputOutcome {
        let object = try node.object(keys: ["findings", "placedFindings", "errors"])
        return InputOutcome(findings: try object.list("findings", CacheEntryJSON.finding),
                            placedFindings: try object.list("placedFindings", CacheEntryJSON.finding),
                            errors: try object.list("errors", CacheEntryJSON.inputError))
    }
}
