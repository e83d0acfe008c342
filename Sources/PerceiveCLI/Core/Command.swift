/// One verb of `perceive` (`perceive voiceover …`), in swift-argument-parser's shape without
/// the dependency: an abstract, a usage, parsing and validation before running.
public protocol Command: Sendable {
    /// The verb typed on the command line.
    static var name: String { get }
    /// One line for `perceive --help`.
    static var abstract: String { get }
    /// The usage text shown with `--help` and after a usage error.
    static var usage: String { get }
    /// The options it accepts, for parsing and "did you mean" suggestions.
    static var options: [OptionSpec] { get }

    /// Reads and validates the parsed arguments; throws `CommandError.usage` when they are off.
    init(arguments: ParsedArguments) throws(CommandError)

    /// Runs, writing only to `console`.
    func run(console: Console) throws(CommandError) -> ExitCode
}
