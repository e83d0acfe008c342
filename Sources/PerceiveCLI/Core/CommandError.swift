/// Why a command could not run. Both kinds exit 2; they are worded differently.
public enum CommandError: Error, Equatable, Sendable {
    /// The command line itself is wrong: a one-line reason, then the usage is printed.
    case usage(String)
    /// An input could not be read or understood: the message names the file, the place and the problem.
    case input(String)
}
