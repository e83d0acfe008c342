import Foundation
import AccessibilityTree
import AssetCatalog

/// An example a rule ships with: run as a test, and printed by `perceive rules ID`.
///
/// Swift examples mark each place a finding is expected with `↓` just before the token the
/// finding points at (SwiftLint's convention); tree examples name the elements expected to
/// be reported. An example may carry a configuration (an option set, colour pairs), which the
/// rule is built with when the example runs.
public struct RuleExample: Hashable, Sendable {
    /// What the example feeds the rule, with what it expects.
    public enum Input: Hashable, Sendable {
        /// Swift source, with `↓` markers where findings are expected.
        case swift(String)
        /// An accessibility tree, with the ids of the elements expected to be reported.
        case screen(Screen, reported: [ElementID])
        /// An asset catalog, with what findings are expected to name (their `elementPath`:
        /// `CaptionText on CardBackground (light)`, `Chart1 and Chart2 (light)`).
        case assetCatalog(AssetCatalog, reported: [String])
    }

    public var input: Input
    /// What the rule is built with for this example; the defaults unless set.
    public var configuration: RuleConfiguration

    public init(_ input: Input, configuration: RuleConfiguration = RuleConfiguration()) {
        self.input = input
        self.configuration = configuration
    }

    /// Swift source, with `↓` markers where findings are expected.
    public static func swift(_ text: String, configuration: RuleConfiguration = RuleConfiguration()) -> RuleExample {
        RuleExample(.swift(text), configuration: configuration)
    }

    /// An accessibility tree, with the ids of the elements expected to be reported.
    public static func screen(_ screen: Screen, reported: [ElementID],
                              configuration: RuleConfiguration = RuleConfiguration()) -> RuleExample {
        RuleExample(.screen(screen, reported: reported), configuration: configuration)
    }

    /// An asset catalog, with what findings are expected to name.
    public static func assetCatalog(_ catalog: AssetCatalog, reported: [String],
                                    configuration: RuleConfiguration = RuleConfiguration()) -> RuleExample {
        RuleExample(.assetCatalog(catalog, reported: reported), configuration: configuration)
    }

    /// The source without markers, for a Swift example.
    public var sourceWithoutMarkers: String? {
        guard case .swift(let text) = input else { return nil }
        return text.replacingOccurrences(of: "↓", with: "")
    }
}
