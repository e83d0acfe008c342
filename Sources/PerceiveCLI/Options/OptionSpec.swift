/// What the parser and the help text know of one option: `--format FORMAT` takes a value,
/// `--bold-text` does not. Commands declare options as `Flag`s and `Option`s, which carry one.
public struct OptionSpec: Hashable, Sendable {
    public var name: String
    /// A one-letter spelling, typed with one dash (`-o`); nil when there is none.
    public var shortName: Character?
    /// The placeholder shown after the name (`FORMAT`); nil for a flag.
    public var valueName: String?
    /// Whether it may be given more than once (`--include a --include b`).
    public var isRepeatable: Bool
    /// One line for the command's help.
    public var help: String

    public init(_ name: String, shortName: Character? = nil, valueName: String? = nil, isRepeatable: Bool = false, help: String) {
        self.name = name
        self.shortName = shortName
        self.valueName = valueName
        self.isRepeatable = isRepeatable
        self.help = help
    }

    public var takesValue: Bool { valueName != nil }

    /// How it is typed, without a value: `--format`.
    public var spelling: String { "--\(name)" }

    /// How it is written in help: `--format FORMAT`, `--bold-text`.
    public var label: String { (shortName.map { "-\($0), " } ?? "") + spelling + (valueName.map { " \($0)" } ?? "") }

    /// How it is written in the usage line: `[--format FORMAT]`, `[--include GLOB]…`.
    public var synopsis: String {
        "[" + (shortName.map { "-\($0)" } ?? spelling) + (valueName.map { " \($0)" } ?? "") + "]" + (isRepeatable ? "…" : "")
    }
}
