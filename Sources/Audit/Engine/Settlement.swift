import AccessibilityTree

/// A modifier whose finding by the source rules superseding `ruleID` a tree settled
/// (`SettlingTreeRule`): kept with the input's outcome, in the cache too, until the merge.
struct SettledPlace: Hashable, Sendable {
    /// The tree rule that settled it.
    var ruleID: String
    /// Where the modifier's name is written.
    var location: SourceLocation
}

/// Source findings without those a tree settled: one at a modifier whose name a settled place
/// points at. A source rule points at the modifier's period (`.onTapGesture`), the tree at its
/// name, written right after it: the same line, one column on.
struct Settlement: Sendable {
    let supersession: Supersession

    func removingSettled(_ findings: [Finding], at places: [SettledPlace]) -> [Finding] {
        guard !places.isEmpty else { return findings }
        var settled: [String: Set<SourceLocation>] = [:]
        for place in places {
            for rule in supersession.supersedingRules[place.ruleID] ?? [] { settled[rule, default: []].insert(place.location) }
        }
        return findings.filter { finding in
            guard let locations = settled[finding.ruleID] else { return true }
            let location = finding.location
            // At the modifier's period (the name one column on) or at its name.
            return ![1, 0].contains { offset in
                locations.contains(SourceLocation(file: location.file, line: location.line, column: location.column + offset))
            }
        }
    }
}
