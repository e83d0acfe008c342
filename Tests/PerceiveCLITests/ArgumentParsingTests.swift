import PerceiveCLI
import Testing

@Suite struct ArgumentParsingTests {
    let options: [OptionSpec] = [.value("format"), .flag("bold-text"), .value("include", repeatable: true)]

    @Test func readsValuesFlagsAndPositionals() throws {
        let parsed = try ParsedArguments(["a.json", "--format", "json", "--bold-text", "--include=x", "--include", "y"],
                                         options: options)
        #expect(parsed.positional == ["a.json"])
        #expect(parsed.value("format") == "json")
        #expect(parsed.flag("bold-text"))
        #expect(parsed.values("include") == ["x", "y"])
    }

    @Test func unknownOptionSuggestsTheNearest() {
        #expect(throws: CommandError.usage("unknown option '--fromat'. Did you mean '--format'?")) {
            try ParsedArguments(["--fromat", "json"], options: options)
        }
    }

    @Test func missingValueIsAUsageError() {
        #expect(throws: CommandError.usage("option '--format' needs a value")) {
            try ParsedArguments(["--format"], options: options)
        }
    }

    @Test func unknownCommandExitsTwoWithASuggestion() {
        let recording = RecordingConsole()
        let status = Perceive.main(arguments: ["exampels"], console: recording.console)
        #expect(status == .usageOrInputError)
        #expect(recording.standardError.hasPrefix("perceive: unknown command 'exampels'. Did you mean 'examples'?"))
    }
}
