import Basics
import Foundation

/// The `perceive` command line: finds the verb, parses its options, runs it.
public enum Perceive {
    /// Every verb, in the order `perceive --help` lists them.
    public static let commands: [any Command.Type] = CommandRegistry.all

    /// Runs `perceive` with `arguments` (without the program name) and returns the exit status.
    public static func main(arguments: [String], console: Console = .standard) -> ExitCode {
        guard let verb = arguments.first else {
            console.printError(overview)
            return .usageOrInputError
        }
        if verb == "--help" || verb == "-h" || verb == "help" {
            console.print(overview)
            return .clean
        }
        if verb == "--version" {
            console.print(version)
            return .clean
        }
        guard let command = commands.first(where: { $0.name == verb }) else {
            let suggestion = NameSuggestion.didYouMean(verb, in: commands.map { $0.name })
            console.printError("perceive: unknown command '\(verb)'.\(suggestion)\n\n\(overview)")
            return .usageOrInputError
        }
        let rest = Array(arguments.dropFirst())
        if rest.contains("--help") || rest.contains("-h") {
            console.print(command.usage)
            return .clean
        }
        do {
            let parsed = try ParsedArguments(rest, options: command.options)
            let instance = try command.init(arguments: parsed)
            return try instance.run(console: console)
        } catch {
            switch error {
            case .usage(let reason):
                console.printError("perceive \(verb): \(reason)\n\n\(command.usage)")
            case .input(let message):
                console.printError("perceive \(verb): \(message)")
            }
            return .usageOrInputError
        }
    }

    public static let version = "perceive 0.1.0"

    /// What `perceive --help` prints.
    public static var overview: String {
        let width = commands.map { $0.name.count }.max() ?? 0
        let lines = commands.map { command in
            "  " + command.name.padding(toLength: width + 2, withPad: " ", startingAt: 0) + command.abstract
        }
        return """
            USAGE: perceive <command> [options]

            Hear, see and audit an app's accessibility the way people who use assistive technologies meet it.

            COMMANDS:
            \(lines.joined(separator: "\n"))

            Run 'perceive <command> --help' for a command's options.
            """
    }
}
