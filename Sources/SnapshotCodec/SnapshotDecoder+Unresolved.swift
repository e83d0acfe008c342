import AccessibilityTree
import Basics
import Foundation

/// Reading what a front end could not evaluate: the snapshot keeps each entry as one string.
extension SnapshotDecoder {
    /// `"label: reason"` names a fact (an element or visual fact key, in any case); any other text
    /// is a reason that may concern every fact. A bare fact name (`"frame"`) names the fact alone.
    static func decodeUnresolved(_ node: JSONNode) throws(JSONError) -> Unresolved {
        let entry = try node.string()
        let parts = entry.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
        let name = parts[0].trimmingCharacters(in: .whitespaces).lowercased()
        guard let fact = Unresolved.Fact.allCases.first(where: { $0.rawValue.lowercased() == name }) else {
            return Unresolved(reason: entry)
        }
        return Unresolved(fact, reason: parts.count > 1 ? parts[1].trimmingCharacters(in: .whitespaces) : "")
    }

    /// The traits that files written before `stateDependentTraits` existed named in words: one
    /// `traits` entry per trait, `depends on state: .isSelected (…)`, with SwiftUI's trait name.
    static func stateDependentTraits(describedIn unresolved: [Unresolved]) -> Traits {
        unresolved.reduce(into: Traits()) { traits, entry in
            let prefix = "depends on state: ."
            guard entry.fact == .traits, entry.reason.hasPrefix(prefix) else { return }
            let name = entry.reason.dropFirst(prefix.count).prefix { $0.isLetter }
            traits.formUnion(Traits(swiftUIName: String(name)) ?? [])
        }
    }
}
