/// An option a command accepts: `--format json` takes a value, `--bold-text` does not.
public struct OptionSpec: Hashable, Sendable {
    public var name: String
    public var takesValue: Bool
    /// Whether it may be given more than once (`--include a --include b`).
    public var isRepeatable: Bool
    public var help: String

    public init(_ name: String, takesValue: Bool = false, isRepeatable: Bool = false, help: String = "") {
        self.name = name
        self.takesValue = takesValue
        self.isRepeatable = isRepeatable
        self.help = help
    }

    public static func flag(_ name: String, help: String = "") -> OptionSpec {
        OptionSpec(name, help: help)
    }

    public static func value(_ name: String, repeatable: Bool = false, help: String = "") -> OptionSpec {
        OptionSpec(name, takesValue: true, isRepeatable: repeatable, help: help)
    }
}
