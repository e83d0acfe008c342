/// The closest known name to a misspelt one, for "Did you mean …?".
enum NearestName {
    /// The candidate with the smallest edit distance to `name`, if close enough to be a typo
    /// (at most a third of the name's length, and at least 2).
    static func suggestion(for name: String, among candidates: [String]) -> String? {
        let limit = max(2, name.count / 3)
        let scored = candidates.map { ($0, distance(name, $0)) }
        guard let best = scored.min(by: { $0.1 < $1.1 }), best.1 <= limit else { return nil }
        return best.0
    }

    /// Levenshtein distance between two strings.
    static func distance(_ first: String, _ second: String) -> Int {
        let a = Array(first), b = Array(second)
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
            }
            previous = current
        }
        return previous[b.count]
    }
}
