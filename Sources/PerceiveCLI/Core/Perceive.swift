import Audit

/// The `perceive` command line.
public enum Perceive {
    public static let version = "perceive 0.1.0"

    /// The program: every verb, in the order `perceive --help` lists them.
    public static let tool = CommandLineTool(
        name: "perceive",
        summary: "Hear, see and audit an app's accessibility the way people who use assistive technologies meet it.",
        version: version, versionDetails: { [catalogueLine] }, commands: CommandRegistry.all)

    /// `rule catalogue ab4e07e7… (45 rules)`: the version of the rules `perceive audit` runs
    /// (`CatalogueVersion`, a hash of what each rule says of itself and of the tool's version),
    /// which changes whenever a rule is added, removed or changed.
    static var catalogueLine: String {
        let rules = AuditCommand.catalogue.rules
        return "rule catalogue \(CatalogueVersion.of(rules, toolVersion: AuditCommand.toolVersion)) (\(rules.count) rules)"
    }

    /// Runs `perceive` with `arguments` (without the program name) and returns the exit status.
    public static func main(arguments: [String], console: Console = .standard) -> ExitCode {
        tool.main(arguments: arguments, console: console)
    }
}
