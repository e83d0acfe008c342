/// The version of a rule catalogue, derived from what its rules say of themselves, so it changes
/// whenever a rule is added, removed or changed: its id, title, rationale, criteria, severity,
/// inputs, options (key, kind, default), the rules it supersedes and its Swift examples, hashed
/// together with the tool's version. No number to bump by hand.
public enum CatalogueVersion {
    /// 32 hex digits.
    public static func of(_ rules: [any Rule.Type], toolVersion: String) -> String {
        var text = "tool \(toolVersion)\n"
        for rule in rules { text += describe(rule.description) }
        return ContentHash(text).description
    }

    static func describe(_ rule: RuleDescription) -> String {
        var lines = [
            "rule \(rule.id)", rule.title, rule.rationale, rule.hig, rule.severity.rawValue,
            rule.wcag.map(\.description).joined(separator: ", "),
            rule.inputs.map { "\($0)" }.joined(separator: ", "),
            "supersedes " + rule.supersedes.joined(separator: ", "),
        ]
        lines += rule.options.map { "option \($0.key) \($0.kind.rawValue) \($0.defaultValue) \($0.documentation)" }
        lines += (rule.triggeringExamples + rule.nonTriggeringExamples).compactMap(\.sourceWithoutMarkers)
        lines += rule.fixExamples.flatMap { [$0.before, $0.after] }
        return lines.joined(separator: "\n") + "\n\u{1}\n"
    }
}
