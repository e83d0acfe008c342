/// An option without a value, declared once with its help: `--bold-text`.
public struct Flag: Sendable {
    public let spec: OptionSpec

    public init(_ name: String, help: String) {
        spec = OptionSpec(name, help: help)
    }
}

extension Flag: CustomStringConvertible {
    /// As typed: `--bold-text`.
    public var description: String { spec.spelling }
}
