import ColorScience
import SwiftUIFrontEnd

/// What a team set in `.perceive.json`: which rules run, at which severity, with which
/// thresholds, over which files, and at which severity the audit fails.
///
/// The file's format is in `docs/configuration.md`; `ConfigurationFile` reads and checks it.
public struct AuditConfiguration: Hashable, Sendable {
    /// Rule ids that never run.
    public var disabled: Set<String>
    /// When set, only these rule ids run (minus `disabled`).
    public var only: Set<String>?
    /// Severities that replace a rule's default.
    public var severities: [String: Severity]
    public var thresholds: [String: Double]
    public var include: [Glob]
    public var exclude: [Glob]
    public var colorPairs: [ColorPair]
    /// The lowest severity that fails the audit; the command line's `--fail-on` wins over it.
    public var failOn: Severity?
    /// The platform the code is read as built for (`#if os(…)`, `canImport`, `@available`);
    /// the command line's `--platform` wins over it.
    public var platform: TargetPlatform
    /// Whether the platform was named (`.perceive.json`, `--platform`): when it was not, the code
    /// is read as built for iOS unless the Xcode projects audited build none of it for iOS
    /// (`TargetMembership.platformBuilt(_:)`).
    public private(set) var namesPlatform: Bool
    /// The view type or preview the simulator commands start from in a folder of source, in
    /// place of the view the `@main` App's window shows (docs/configuration.md).
    public var root: String?
    /// The file it was read from, for messages; nil for the defaults.
    public var file: String?

    public init(disabled: Set<String> = [], only: Set<String>? = nil, severities: [String: Severity] = [:],
                thresholds: [String: Double] = [:], include: [Glob] = [], exclude: [Glob] = [],
                colorPairs: [ColorPair] = [], failOn: Severity? = nil, platform: TargetPlatform? = nil, file: String? = nil) {
        self.disabled = disabled
        self.only = only
        self.severities = severities
        self.thresholds = thresholds
        self.include = include
        self.exclude = exclude
        self.colorPairs = colorPairs
        self.failOn = failOn
        self.platform = platform ?? .iOS
        self.namesPlatform = platform != nil
        self.file = file
    }

    /// Reads the code as built for `platform`, named by the team or the person running the audit.
    public mutating func name(platform: TargetPlatform) {
        self.platform = platform
        namesPlatform = true
    }

    /// Whether the rule `id` runs.
    public func isEnabled(_ id: String) -> Bool {
        !disabled.contains(id) && (only?.contains(id) ?? true)
    }

    /// Whether the rule `description` tells of runs: it is enabled, and what it finds is a
    /// barrier on the platform (`RuleDescription.platforms`).
    public func runs(_ description: RuleDescription) -> Bool {
        isEnabled(description.id) && description.platforms.contains(platform)
    }

    /// The severity findings of rule `id` get: the override, else the rule's own.
    public func severity(of id: String, default severity: Severity) -> Severity {
        severities[id] ?? severity
    }

    /// What each rule is built with.
    public var ruleConfiguration: RuleConfiguration {
        RuleConfiguration(thresholds: thresholds, colorPairs: colorPairs, platform: platform)
    }
}
