import Audit
import Basics
import Reporting

/// `perceive rules [ID]`: the catalogue, or one rule explained from its own description.
struct RulesCommand: Command {
    static let name = "rules"
    static let abstract = "List the audit rules, or explain one with its rationale, WCAG criteria, options and examples."
    static let positionalUsage = "[ID]"
    static let discussion = """
        Without ID, lists every rule: id, severity, WCAG success criteria and title.
        With ID, explains the rule: rationale, WCAG criteria with links, HIG topic, the inputs it
        reads, the options .perceive.json can set, examples that trigger it and examples that do
        not, and its fix-it.
        """

    var ruleID: String?

    init(arguments: ParsedArguments) throws(CommandError) {
        if arguments.positional.count > 1 { throw .usage("unexpected argument '\(arguments.positional[1])'") }
        ruleID = arguments.positional.first
        if let ruleID, AuditCommand.catalogue.rule(id: ruleID) == nil {
            let suggestion = AuditCommand.catalogue.suggestion(for: ruleID).map { " " + NameSuggestion.question($0) } ?? ""
            throw .usage("unknown rule '\(ruleID)'.\(suggestion) Run 'perceive rules' for the list.")
        }
    }

    func run(console: Console) throws(CommandError) -> ExitCode {
        if let ruleID, let rule = AuditCommand.catalogue.rule(id: ruleID) {
            console.writeOutput(RuleExplanation.explain(rule.description))
        } else {
            console.writeOutput(RuleExplanation.catalogue(AuditCommand.catalogue.descriptions))
        }
        return .clean
    }
}
