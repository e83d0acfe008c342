import PerceiveCLI

/// `perceive-bench simulate`: colour filters against a plain memory copy.
struct SimulateBenchCommand: BenchmarkCommand {
    static let name = "simulate"
    static let abstract = "Apply every colour-vision simulation and a filter chain to a synthetic screenshot."
    static let discussion = """
        Applies each colour-vision simulation and a filter chain to two synthetic screenshots
        (RGBA8 and RGBA16); prints ms per frame and GB/s beside memcpy.
        """
    static let width = Option<Int>("width", valueName: "PIXELS", help: "frame width (default 3840)",
                                   accepted: BenchOptions.wholeNumber, parse: BenchOptions.positive)
    static let height = Option<Int>("height", valueName: "PIXELS", help: "frame height (default 2160)",
                                    accepted: BenchOptions.wholeNumber, parse: BenchOptions.positive)
    static let optionGroups = [OptionGroup.options([width.spec, height.spec] + BenchOptions.specs)]

    let benchmark: SimulateBenchmark

    init(arguments: ParsedArguments) throws(CommandError) {
        if let extra = arguments.positional.first { throw .usage("unexpected argument '\(extra)'") }
        benchmark = SimulateBenchmark(width: try arguments.value(Self.width) ?? 3840,
                                      height: try arguments.value(Self.height) ?? 2160,
                                      options: try BenchOptions(arguments: arguments))
    }
}
