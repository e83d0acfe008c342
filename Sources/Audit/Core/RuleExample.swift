import Foundation
import AccessibilityTree
import AssetCatalog

/// An example a rule ships with: run as a test, and printed by `perceive rules ID`.
///
/// Swift examples mark each place a finding is expected with `↓` just before the token the
/// finding points at (SwiftLint's convention); tree examples name the elements expected to
/// be reported.
public enum RuleExample: Hashable, Sendable {
    /// Swift source, with `↓` markers where findings are expected.
    case swift(String)
    /// An accessibility tree, with the ids of the elements expected to be reported.
    case screen(Screen, reported: [ElementID])
    /// An asset catalog, with what findings are expected to name (their `elementPath`:
    /// `CaptionText on CardBackground (light)`, `Chart1 and Chart2 (light)`).
    case assetCatalog(AssetCatalog, reported: [String])

    /// The source without markers, for a Swift example.
    public var sourceWithoutMarkers: String? {
        guard case .swift(let text) = self else { return nil }
        return text.replacingOccurrences(of: "↓", with: "")
    }
}
