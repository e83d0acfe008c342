/// The one list of commands. Add a new command here, one line each.
enum CommandRegistry {
    static let all: [any Command.Type] = [
        ExamplesCommand.self,
        TreeCommand.self,
    ]
}
