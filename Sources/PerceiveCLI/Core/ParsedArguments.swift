import Basics

/// A command line split into options and positional arguments, checked against a command's
/// `OptionSpec`s.
public struct ParsedArguments: Sendable {
    public private(set) var positional: [String] = []
    private var values: [String: [String]] = [:]
    private var flags: Set<String> = []

    /// Parses `arguments` (without the program name and verb).
    ///
    /// Accepts `--name value` and `--name=value`; `--` ends options. An unknown option is a
    /// usage error with the nearest known name suggested.
    public init(_ arguments: [String], options: [OptionSpec]) throws(CommandError) {
        var index = 0
        var optionsEnded = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
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

    /// Whether the flag `--name` was given.
    public func flag(_ name: String) -> Bool { flags.contains(name) }

    /// The value of `--name`, if given.
    public func value(_ name: String) -> String? { values[name]?.last }

    /// Every value of a repeatable `--name`, in order.
    public func values(_ name: String) -> [String] { values[name] ?? [] }

    /// The value of `--name` parsed by `parse`, or a usage error naming the accepted values.
    public func value<T>(_ name: String, accepted: [String], _ parse: (String) -> T?) throws(CommandError) -> T? {
        guard let raw = value(name) else { return nil }
        if let parsed = parse(raw) { return parsed }
        let suggestion = NameSuggestion.didYouMean(raw, in: accepted)
        throw .usage("'\(raw)' is not a valid value for '--\(name)' (expected one of: \(accepted.joined(separator: ", "))).\(suggestion)")
    }
}
