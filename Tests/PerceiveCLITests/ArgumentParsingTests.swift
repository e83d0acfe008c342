import PerceiveCLI
import Testing

@Suite struct ArgumentParsingTests {
    enum Format: String, CaseIterable, Sendable { case text, json }

    let format = Option<Format>("format", valueName: "FORMAT", help: "text or json")
    let boldText = Flag("bold-text", help: "Bold Text on")
    let include = Option<String>("include", valueName: "GLOB", repeatable: true, help: "paths to read")
    var options: [OptionSpec] { [format.spec, boldText.spec, include.spec] }

    @Test func readsValuesFlagsAndPositionals() throws {
        let parsed = try ParsedArguments(["a.json", "--format", "json", "--bold-text", "--include=x", "--include", "y"],
                                         options: options)
        #expect(parsed.positional == ["a.json"])
        #expect(try parsed.value(format) == .json)
        #expect(parsed.contains(boldText))
        #expect(try parsed.values(include) == ["x", "y"])
    }

    @Test func absentOptionsReadAsNothing() throws {
        let parsed = try ParsedArguments(["--", "--format"], options: options)
        #expect(parsed.positional == ["--format"])
        #expect(try parsed.value(format) == nil)
        #expect(!parsed.contains(boldText))
        #expect(try parsed.values(include) == [])
    }

    @Test func anOptionWithALetterIsTypedWithOneDash() throws {
        let output = Option<String>("output", shortName: "o", valueName: "FILE", help: "where to write")
        let parsed = try ParsedArguments(["a.json", "-o", "merged.json", "-x"], options: options + [output.spec])
        #expect(try parsed.value(output) == "merged.json")
        #expect(parsed.positional == ["a.json", "-x"])
        #expect(output.spec.label == "-o, --output FILE")
        #expect(output.spec.synopsis == "[-o FILE]")
        #expect(try ParsedArguments(["--", "-o"], options: [output.spec]).positional == ["-o"])
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

    @Test func aFlagTakesNoValueAndAValueIsGivenOnce() {
        #expect(throws: CommandError.usage("option '--bold-text' takes no value")) {
            try ParsedArguments(["--bold-text=yes"], options: options)
        }
        #expect(throws: CommandError.usage("option '--format' is given more than once")) {
            try ParsedArguments(["--format", "json", "--format", "text"], options: options)
        }
    }

    @Test func anUnacceptedValueNamesTheAcceptedOnesAndTheNearest() throws {
        let parsed = try ParsedArguments(["--format", "jsno"], options: options)
        #expect(throws: CommandError.usage("'jsno' is not a valid value for '--format' (expected one of: text, json). Did you mean 'json'?")) {
            try parsed.value(format)
        }
    }

    @Test func anOptionIsWrittenAsTyped() {
        #expect("\(format)" == "--format")
        #expect("\(boldText)" == "--bold-text")
        #expect(format.spec.synopsis == "[--format FORMAT]")
        #expect(include.spec.synopsis == "[--include GLOB]…")
        #expect(boldText.spec.label == "--bold-text")
    }

    @Test func unknownCommandExitsTwoWithASuggestion() {
        let recording = RecordingConsole()
        let status = Perceive.main(arguments: ["exampels"], console: recording.console)
        #expect(status == .usageOrInputError)
        #expect(recording.standardError.hasPrefix("perceive: unknown command 'exampels'. Did you mean 'examples'?"))
    }
}
