import PerceiveCLI

/// `perceive-bench voiceover`: VoiceOver swiping through a generated screen of many elements.
struct VoiceOverBenchCommand: BenchmarkCommand {
    static let name = "voiceover"
    static let abstract = "Swipe VoiceOver through a generated one-screen snapshot of many elements."
    static let positionalUsage = "[OUT.json]"
    static let discussion = """
        Generates a snapshot of one screen holding N elements in a shape (buttons: four to a row,
        a heading every hundred; deep: semantic groups nested 100 deep, a row of buttons in each;
        grid: 100 columns listed column by column), then times each phase of `perceive voiceover`
        on it (decode, navigation order, swipe-through, transcript), single swipes and touches, and
        the work of switch-control, voice-control, keyboard, dwell and costs; with OUT.json, writes
        the snapshot there too.
        """
    static let elements = Option<Int>("elements", valueName: "N", help: "elements on the screen (default 10000)",
                                      accepted: BenchOptions.wholeNumber, parse: BenchOptions.positive)
    static let shape = Option<LargeScreenShape>("shape", valueName: "SHAPE", help: "buttons (default), deep or grid")
    static let optionGroups = [OptionGroup.options([elements.spec, shape.spec, BenchOptions.runs.spec])]

    let benchmark: VoiceOverBenchmark

    init(arguments: ParsedArguments) throws(CommandError) {
        if arguments.positional.count > 1 { throw .usage("unexpected argument '\(arguments.positional[1])'") }
        benchmark = VoiceOverBenchmark(elements: try arguments.value(Self.elements) ?? 10_000,
                                       shape: try arguments.value(Self.shape) ?? .buttons,
                                       output: arguments.positional.first,
                                       options: try BenchOptions(arguments: arguments))
    }
}
