/// Options the help lists under one heading (`OPTIONS:`, `DISPLAY SETTINGS:`), as
/// argument-parser's `@OptionGroup` shares a set of options between commands.
public struct OptionGroup: Sendable {
    public var title: String
    public var options: [OptionSpec]

    public init(_ title: String, _ options: [OptionSpec]) {
        self.title = title
        self.options = options
    }

    /// The command's own options, under `OPTIONS:`.
    public static func options(_ options: [OptionSpec]) -> OptionGroup { OptionGroup("OPTIONS", options) }
}
