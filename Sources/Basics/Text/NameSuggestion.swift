/// "Did you mean …?" for a misspelt key, option, command, colour or gesture name: the nearest
/// candidate by edit distance, when it is close enough to be a likely typo, and the one
/// wording every message uses for it.
public enum NameSuggestion {
    /// The candidate nearest to `word`, if within a third of the word's length in edits (one
    /// edit always counts) and not a complete rewrite of either ("c" is not a typo of "a"),
    /// compared case-insensitively; of equally near candidates, the first in alphabetical order.
    public static func nearest(to word: String, in candidates: [String]) -> String? {
        let key = word.lowercased()
        let limit = max(1, key.count / 3)
        let scored = candidates.map { ($0, editDistance(key, $0.lowercased())) }
        guard let best = scored.min(by: { $0.1 < $1.1 || ($0.1 == $1.1 && $0.0 < $1.0) }), best.1 <= limit,
              best.1 < min(key.count, best.0.count) else { return nil }
        return best.0
    }

    /// `Did you mean 'button'?`: the one wording of a suggestion, a sentence of its own.
    public static func question(_ name: String) -> String { "Did you mean '\(name)'?" }

    /// ` Did you mean '--format'?` when a candidate is near `word` (written after `prefix`),
    /// else nothing: the tail of a message that ends in a full stop.
    public static func didYouMean(_ word: String, in candidates: [String], prefix: String = "") -> String {
        nearest(to: word, in: candidates).map { " " + question(prefix + $0) } ?? ""
    }

    /// The tail of an "unknown name" message that does not end in a full stop:
    /// `. Did you mean 'button'?`, or the list of choices when there are few and none is close
    /// (` (expected one of: a, b)`), or nothing.
    public static func hint(for word: String, in candidates: [String]) -> String {
        if let nearest = nearest(to: word, in: candidates) { return ". " + question(nearest) }
        if candidates.count <= 12 { return " (expected one of: \(candidates.joined(separator: ", ")))" }
        return ""
    }

    /// Edit distance between `a` and `b` in characters, counting a swap of two neighbours as
    /// one edit ("lable" → "label"): the optimal string alignment distance.
    public static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var beforePrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], beforePrevious[j - 2] + 1)
                }
            }
            (beforePrevious, previous, current) = (previous, current, beforePrevious)
        }
        return previous[b.count]
    }
}
