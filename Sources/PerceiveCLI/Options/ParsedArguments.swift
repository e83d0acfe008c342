import Basics

/// A command line split into options and positional arguments, checked against a command's
/// options; values are read back through the declarations (`Flag`, `Option`).
public struct ParsedArguments: Sendable {
    public private(set) var positional: [String] = []
    private var values: [String: [String]] = [:]
    private var flags: Set<String> = []

    /// Parses `arguments` (without the program name and verb).
    ///
    /// Accepts `--name value`, `--name=value` and, for an option with a one-letter spelling,
    /// `-n value`; `--` ends options. An unknown option is a usage error with the nearest known
    /// name suggested.
    public init(_ arguments: [String], options: [OptionSpec]) throws(CommandError) {
        var index = 0
        var optionsEnded = false
        while index < arguments.count {
            var argument = arguments[index]
            index += 1
            if !optionsEnded, argument.count == 2, argument.hasPrefix("-"),
               let spec = options.first(where: { $0.shortName.map { "-\($0)" } == argument }) {
                argument = spec.spelling
            }
            if optionsEnded || !argument.hasPrefix("--") || argument == "-" {
                positional.append(argument)
                continue
            }
            if argument == "--" {
                optionsEnded = true
                continue
            }
            var name = String(argument.dropFirst(2))
            var inlineValue: String?
            if let equals = name.firstIndex(of: "=") {
                inlineValue = String(name[name.index(after: equals)...])
                name = String(name[..<equals])
            }
            guard let spec = options.first(where: { $0.name == name }) else {
                let suggestion = NameSuggestion.didYouMean(name, in: options.map(\.name), prefix: "--")
                throw .usage("unknown option '--\(name)'.\(suggestion)")
            }
            if spec.takesValue {
                let value: String
                if let inlineValue {
                    value = inlineValue
                } else if index < arguments.count {
                    value = arguments[index]
                    index += 1
                } else {
                    throw .usage("option '--\(name)' needs a value")
                }
                if !spec.isRepeatable, values[name] != nil {
                    throw .usage("option '--\(name)' is given more than once")
                }
                values[name, default: []].append(value)
            } else {
                if inlineValue != nil { throw .usage("option '--\(name)' takes no value") }
                flags.insert(name)
            }
        }
    }

    /// Whether the option was given, whatever its value.
    public func contains(_ spec: OptionSpec) -> Bool { flags.contains(spec.name) || values[spec.name] != nil }

    /// Whether `flag` was given.
    public func contains(_ flag: Flag) -> Bool { contains(flag.spec) }

    /// Whether `option` was given, whatever its value.
    public func contains<Value>(_ option: Option<Value>) -> Bool { contains(option.spec) }

    /// The value of `option`, if given, or a usage error naming the accepted values.
    public func value<Value>(_ option: Option<Value>) throws(CommandError) -> Value? {
        guard let raw = values[option.spec.name]?.last else { return nil }
        return try Self.parse(raw, as: option)
    }

    /// Every value of a repeatable `option`, in order.
    public func values<Value>(_ option: Option<Value>) throws(CommandError) -> [Value] {
        var parsed: [Value] = []
        for raw in values[option.spec.name] ?? [] { parsed.append(try Self.parse(raw, as: option)) }
        return parsed
    }

    private static func parse<Value>(_ raw: String, as option: Option<Value>) throws(CommandError) -> Value {
        if let parsed = option.parse(raw) { return parsed }
        let suggestion = NameSuggestion.didYouMean(raw, in: option.accepted)
        throw .usage("'\(raw)' is not a valid value for '\(option)' "
                     + "(expected one of: \(option.accepted.joined(separator: ", "))).\(suggestion)")
    }
}
