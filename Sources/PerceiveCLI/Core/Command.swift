/// One verb of `perceive` (`perceive voiceover …`), in swift-argument-parser's shape without
/// the dependency: an abstract, options declared once with their help, parsing and validation
/// before running. The help text is generated from the declarations (`HelpText`).
public protocol Command: Sendable {
    /// The verb typed on the command line.
    static var name: String { get }
    /// One line for `perceive --help`.
    static var abstract: String { get }
    /// The positional arguments as the usage line shows them (`[PATH…]`); empty when there are none.
    static var positionalUsage: String { get }
    /// What the help says between the usage line and the options; may be empty.
    static var discussion: String { get }
    /// The options it accepts, under the headings the help lists them.
    static var optionGroups: [OptionGroup] { get }
    /// The exit statuses, for the help's last line; nil when it always exits 0 or 2.
    static var exitStatus: String? { get }

    /// Reads and validates the parsed arguments; throws `CommandError.usage` when they are off.
    init(arguments: ParsedArguments) throws(CommandError)

    /// Runs, writing only to `console`.
    func run(console: Console) throws(CommandError) -> ExitCode
}

extension Command {
    public static var positionalUsage: String { "" }
    public static var discussion: String { "" }
    public static var optionGroups: [OptionGroup] { [] }
    public static var exitStatus: String? { nil }

    /// Every option it accepts, for parsing and "did you mean" suggestions.
    public static var options: [OptionSpec] { optionGroups.flatMap(\.options) }

    /// The help shown with `--help` and after a usage error.
    public static func usage(program: String) -> String {
        HelpText(command: "\(program) \(name)", positionalUsage: positionalUsage, discussion: discussion,
                 groups: optionGroups, exitStatus: exitStatus).rendered
    }
}
