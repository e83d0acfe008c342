import Basics
import ColorScience
import SwiftUIFrontEnd

/// The checks behind `ConfigurationFile.parse`, one per key, over the parsed document: each
/// error is at the value it is about, so it names that value's line and JSON path.
struct ConfigurationReader {
    let ruleIDs: [String]
    /// Every option the rules declare, by key.
    let options: [String: RuleOption]

    init(rules: [RuleDescription]) {
        ruleIDs = rules.map(\.id)
        options = Dictionary(rules.flatMap(\.options).map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
    }

    func read(_ root: JSONNode, file: String) throws(JSONError) -> AuditConfiguration {
        guard case .object = root.value else { throw root.error("expected a JSON object at the top level") }
        let object = try root.object(keys: ConfigurationFile.keys)
        var configuration = AuditConfiguration(file: file)
        if let node = object["disabled"] { configuration.disabled = Set(try ruleIDList(node)) }
        if let node = object["only"] { configuration.only = Set(try ruleIDList(node)) }
        if let node = object["severity"] { configuration.severities = try severities(node) }
        if let node = object["thresholds"] { configuration.thresholds = try thresholds(node) }
        configuration.include = try object.list("include") { node throws(JSONError) in Glob(try node.string()) }
        configuration.exclude = try object.list("exclude") { node throws(JSONError) in Glob(try node.string()) }
        configuration.colorPairs = try object.list("colorPairs", colorPair)
        configuration.failOn = try object.optional("failOn", severity)
        if let node = object["platform"] { configuration.name(platform: try node.caseName("platform", of: TargetPlatform.self)) }
        configuration.root = try object.optional("root") { node throws(JSONError) in try node.string() }
        return configuration
    }

    /// The members of an object whose keys are names this reader checks itself (rule ids, options).
    func members(_ node: JSONNode, _ expected: String) throws(JSONError) -> [(key: String, node: JSONNode)] {
        guard case .object(let members) = node.value else { throw node.mismatch(expected) }
        return members.map { ($0.key, node.child($0.value, at: node.path.appending($0.key))) }
    }

    func ruleIDList(_ node: JSONNode) throws(JSONError) -> [String] {
        var ids: [String] = []
        for element in try node.array() {
            let id = try element.string()
            try checkRuleID(id, at: element)
            ids.append(id)
        }
        return ids
    }

    func checkRuleID(_ id: String, at node: JSONNode) throws(JSONError) {
        guard !ruleIDs.contains(id) else { return }
        throw node.error("unknown rule id '\(id)'.\(NameSuggestion.didYouMean(id, in: ruleIDs)) 'perceive rules' lists them.")
    }

    func severity(_ node: JSONNode) throws(JSONError) -> Severity {
        try node.caseName("severity", of: Severity.self)
    }

    func severities(_ node: JSONNode) throws(JSONError) -> [String: Severity] {
        var result: [String: Severity] = [:]
        for (id, member) in try members(node, "an object of rule id to severity") {
            try checkRuleID(id, at: member)
            result[id] = try severity(member)
        }
        return result
    }

    func thresholds(_ node: JSONNode) throws(JSONError) -> [String: Double] {
        var result: [String: Double] = [:]
        for (key, member) in try members(node, "an object of option to number") {
            guard let option = options[key] else {
                let suggestion = NameSuggestion.didYouMean(key, in: options.keys.sorted())
                throw member.error("unknown option '\(key)'.\(suggestion) 'perceive rules ID' lists a rule's options.")
            }
            guard case .number(let value) = member.value, option.accepts(value) else {
                throw member.error("expected \(option.kind.valueDescription)")
            }
            result[key] = value
        }
        return result
    }

    func colorPair(_ node: JSONNode) throws(JSONError) -> ColorPair {
        let object = try node.object(keys: ConfigurationFile.colorPairKeys)
        return ColorPair(name: try object.optional("name") { node throws(JSONError) in try node.string() },
                         foreground: try object.required("foreground").string(),
                         background: try object.required("background").string(),
                         isLargeText: try object.optional("isLargeText") { node throws(JSONError) in try node.bool() } ?? false)
    }
}
