import Foundation
import PerceiveExamples

/// `perceive examples`: lists the built-in apps from the talks.
struct ExamplesCommand: Command {
    static let name = "examples"
    static let abstract = "List the built-in example apps from the talks, before and after their fixes."
    static let discussion = """
        Lists the examples that '--example NAME' accepts (NAME for the fixed app, NAME:before for the original).
        """

    init(arguments: ParsedArguments) throws(CommandError) {
        if let extra = arguments.positional.first {
            throw .usage("unexpected argument '\(extra)'")
        }
    }

    func run(console: Console) throws(CommandError) -> ExitCode {
        let width = ExampleCatalog.all.map(\.qualifiedName.count).max() ?? 0
        for example in ExampleCatalog.all {
            console.print(example.qualifiedName.padding(toLength: width + 2, withPad: " ", startingAt: 0)
                + example.title + " — " + example.summary)
        }
        return .clean
    }
}
