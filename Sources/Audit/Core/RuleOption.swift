/// A setting a rule reads, declared in its description: the key a team writes under
/// `"thresholds"` in `.perceive.json`, what kind of value it takes, its default and what it means.
///
/// The configuration reader accepts exactly the declared keys, with values of their kind;
/// `perceive rules ID` lists them and `docs/configuration.md` documents them.
public struct RuleOption: Hashable, Sendable {
    /// What kind of value an option takes.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        /// A whole number of things (elements, swipes), at least 1.
        case count
        /// A length in points, greater than 0.
        case points

        /// What a person would call a value of this kind: "a whole number of at least 1".
        public var valueDescription: String {
            switch self {
            case .count: "a whole number of at least 1"
            case .points: "a number of points greater than 0"
            }
        }
    }

    /// The key under `"thresholds"`: `minimumHitTarget`.
    public var key: String
    public var kind: Kind
    public var defaultValue: Double
    /// What the option changes, in a sentence.
    public var documentation: String

    public init(key: String, kind: Kind, defaultValue: Double, documentation: String) {
        self.key = key
        self.kind = kind
        self.defaultValue = defaultValue
        self.documentation = documentation
    }

    /// An option counting things, at least 1.
    public static func count(_ key: String, default value: Int, _ documentation: String) -> RuleOption {
        RuleOption(key: key, kind: .count, defaultValue: Double(value), documentation: documentation)
    }

    /// An option measuring a length in points, greater than 0.
    public static func points(_ key: String, default value: Double, _ documentation: String) -> RuleOption {
        RuleOption(key: key, kind: .points, defaultValue: value, documentation: documentation)
    }

    /// Whether `value` is one this option takes.
    public func accepts(_ value: Double) -> Bool {
        switch kind {
        case .count: value.isFinite && value >= 1 && value == value.rounded() && value <= Double(Int32.max)
        case .points: value.isFinite && value > 0
        }
    }
}
