/// The `perceive` command line.
public enum Perceive {
    public static let version = "perceive 0.1.0"

    /// The program: every verb, in the order `perceive --help` lists them.
    public static let tool = CommandLineTool(
        name: "perceive",
        summary: "Hear, see and audit an app's accessibility the way people who use assistive technologies meet it.",
        version: version, commands: CommandRegistry.all)

    /// Runs `perceive` with `arguments` (without the program name) and returns the exit status.
    public static func main(arguments: [String], console: Console = .standard) -> ExitCode {
        tool.main(arguments: arguments, console: console)
    }
}
