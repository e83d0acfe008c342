import AccessibilityTree

/// "Did you mean …?" for the command line, from the same nearest-name search the snapshot
/// reader and gesture scripts use (`NameSuggestion`).
public enum Suggestion {
    /// The candidate nearest to `word`, if it is close enough to be a likely typo.
    public static func nearest(to word: String, in candidates: [String]) -> String? {
        NameSuggestion.nearest(to: word, in: candidates)
    }

    /// ` Did you mean 'x'?` when a candidate is near `word`, else nothing: the tail of a usage error.
    public static func didYouMean(_ word: String, in candidates: [String], prefix: String = "") -> String {
        nearest(to: word, in: candidates).map { " Did you mean '\(prefix)\($0)'?" } ?? ""
    }
}
