/// An option that takes a value, declared once with its help and how its value is read:
/// `--format FORMAT`.
///
/// A value `parse` rejects is a usage error naming the `accepted` values, with the nearest
/// one suggested.
public struct Option<Value>: Sendable {
    public let spec: OptionSpec
    /// The values named in the error for one `parse` rejects.
    public let accepted: [String]
    let parse: @Sendable (String) -> Value?

    public init(_ name: String, shortName: Character? = nil, valueName: String, repeatable: Bool = false, help: String,
                accepted: [String] = [], parse: @escaping @Sendable (String) -> Value?) {
        spec = OptionSpec(name, shortName: shortName, valueName: valueName, isRepeatable: repeatable, help: help)
        self.accepted = accepted
        self.parse = parse
    }
}

extension Option where Value == String {
    /// An option whose value is taken as written.
    public init(_ name: String, shortName: Character? = nil, valueName: String, repeatable: Bool = false, help: String) {
        self.init(name, shortName: shortName, valueName: valueName, repeatable: repeatable, help: help) { $0 }
    }
}

extension Option where Value: CaseIterable & RawRepresentable & Sendable, Value.RawValue == String {
    /// An option whose value is one of an enumeration's raw values, which are the accepted ones.
    public init(_ name: String, valueName: String, help: String) {
        self.init(name, valueName: valueName, help: help, accepted: Value.allCases.map(\.rawValue)) {
            Value(rawValue: $0)
        }
    }
}

extension Option: CustomStringConvertible {
    /// As typed, without its value: `--format`.
    public var description: String { spec.spelling }
}
