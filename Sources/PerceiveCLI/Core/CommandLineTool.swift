import Basics

/// A program made of verbs (`perceive audit`, `perceive-bench simulate`): finds the verb,
/// parses its options, runs it, and prints the help it generates from their declarations.
public struct CommandLineTool: Sendable {
    /// The program's name as typed (`perceive`).
    public var name: String
    /// One sentence under the usage line of the overview.
    public var summary: String
    /// The first line `--version` prints.
    public var version: String
    /// The lines `--version` prints below the version, worked out only when asked for.
    public var versionDetails: @Sendable () -> [String]
    /// Every verb, in the order the overview lists them.
    public var commands: [any Command.Type]

    public init(name: String, summary: String, version: String,
                versionDetails: @escaping @Sendable () -> [String] = { [] }, commands: [any Command.Type]) {
        self.name = name
        self.summary = summary
        self.version = version
        self.versionDetails = versionDetails
        self.commands = commands
    }

    /// Runs with `arguments` (without the program name) and returns the exit status.
    public func main(arguments: [String], console: Console = .standard) -> ExitCode {
        guard let verb = arguments.first else {
            console.printError(overview)
            return .usageOrInputError
        }
        if verb == "--help" || verb == "-h" || verb == "help" {
            console.print(overview)
            return .clean
        }
        if verb == "--version" {
            console.print(([version] + versionDetails()).joined(separator: "\n"))
            return .clean
        }
        guard let command = commands.first(where: { $0.name == verb }) else {
            let suggestion = NameSuggestion.didYouMean(verb, in: commands.map { $0.name })
            console.printError("\(name): unknown command '\(verb)'.\(suggestion)\n\n\(overview)")
            return .usageOrInputError
        }
        let rest = Array(arguments.dropFirst())
        if rest.contains("--help") || rest.contains("-h") {
            console.print(command.usage(program: name))
            return .clean
        }
        do {
            let parsed = try ParsedArguments(rest, options: command.options)
            let instance = try command.init(arguments: parsed)
            return try instance.run(console: console)
        } catch {
            switch error {
            case .usage(let reason):
                console.printError("\(name) \(verb): \(reason)\n\n\(command.usage(program: name))")
            case .input(let message):
                console.printError("\(name) \(verb): \(message)")
            }
            return .usageOrInputError
        }
    }

    /// What `--help` prints: the verbs with their abstracts.
    public var overview: String {
        let width = commands.map { $0.name.count }.max() ?? 0
        let lines = commands.map { command in
            "  " + command.name.padding(toLength: width + 2, withPad: " ", startingAt: 0) + command.abstract
        }
        return """
            USAGE: \(name) <command> [options]

            \(summary)

            COMMANDS:
            \(lines.joined(separator: "\n"))

            Run '\(name) <command> --help' for a command's options.
            """
    }
}
