import ColorScience
import SwiftUIFrontEnd

/// What a rule is built with: the values a team set in `.perceive.json` for the options rules
/// declare (`"thresholds": {"minimumHitTarget": 44}`), and the colour pairs it declared.
public struct RuleConfiguration: Hashable, Sendable {
    /// Option key → value, as set; a rule reads its own through `value(of:)` or `count(of:)`.
    public var thresholds: [String: Double]
    /// Colour pairs declared in `.perceive.json`, for the colour rules.
    public var colorPairs: [ColorPair]
    /// The platform the audit reads the code as built for, for thresholds that differ by platform.
    public var platform: TargetPlatform

    public init(thresholds: [String: Double] = [:], colorPairs: [ColorPair] = [], platform: TargetPlatform = .iOS) {
        self.thresholds = thresholds
        self.colorPairs = colorPairs
        self.platform = platform
    }

    /// A configuration that sets `option` to `value` and nothing else (an example's setting).
    public static func setting(_ option: RuleOption, to value: Double) -> RuleConfiguration {
        RuleConfiguration(thresholds: [option.key: value])
    }

    /// The value set for `option` when it is one the option accepts, else its default.
    ///
    /// `.perceive.json` is checked when it is read (`ConfigurationFile`); a configuration built
    /// in code falls back to the default rather than trapping or matching everything.
    public func value(of option: RuleOption) -> Double {
        configuredValue(of: option) ?? option.defaultValue
    }

    /// The value set for `option` when it is one the option accepts; nil when none is, for a rule
    /// whose default depends on more than the option (`small-hit-region`'s, on the platform).
    public func configuredValue(of option: RuleOption) -> Double? {
        guard let configured = thresholds[option.key], configured.isFinite, configured > 0 else { return nil }
        return configured
    }

    /// A `.count` option's value as a whole number: a fractional value set in code is rounded.
    public func count(of option: RuleOption) -> Int {
        let configured = value(of: option).rounded()
        return configured >= 1 ? Int(min(configured, Double(Int32.max))) : Int(option.defaultValue)
    }
}
