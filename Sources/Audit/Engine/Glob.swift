/// A path pattern for `include` and `exclude`: `**` matches any number of folders, `*` any
/// characters within one path component, `?` one character within a component.
///
/// Paths are matched relative to the project root with `/` separators. A pattern without a
/// `/` matches a path's last component too, as `.gitignore` does (`*.generated.swift` matches
/// `Sources/App/Model.generated.swift`).
public struct Glob: Hashable, Sendable, CustomStringConvertible {
    public let pattern: String
    private let characters: [Character]

    public init(_ pattern: String) {
        self.pattern = pattern
        self.characters = Array(pattern)
    }

    public var description: String { pattern }

    /// Whether `path` (relative, `/`-separated) matches the pattern.
    public func matches(_ path: String) -> Bool {
        let path = path.hasPrefix("./") ? String(path.dropFirst(2)) : path
        if Glob.matches(characters, Array(path)) { return true }
        if !pattern.contains("/"), let last = path.split(separator: "/").last {
            return Glob.matches(characters, Array(last))
        }
        return false
    }

    /// Dynamic programming over (pattern index, text index), so `**` never backtracks exponentially.
    ///
    /// - Complexity: O(pattern × text).
    private static func matches(_ pattern: [Character], _ text: [Character]) -> Bool {
        var memo = [[Bool?]](repeating: [Bool?](repeating: nil, count: text.count + 1), count: pattern.count + 1)

        func match(_ p: Int, _ t: Int) -> Bool {
            if let known = memo[p][t] { return known }
            let result: Bool
            if p == pattern.count {
                result = t == text.count
            } else if pattern[p] == "*", p + 1 < pattern.count, pattern[p + 1] == "*" {
                // `**/` may match no folder at all; `**` otherwise matches anything, `/` included.
                let afterStars = p + 2
                let skipsSlash = afterStars < pattern.count && pattern[afterStars] == "/"
                result = (skipsSlash && match(afterStars + 1, t))
                    || match(afterStars, t)
                    || (t < text.count && match(p, t + 1))
            } else if pattern[p] == "*" {
                result = match(p + 1, t) || (t < text.count && text[t] != "/" && match(p, t + 1))
            } else if pattern[p] == "?" {
                result = t < text.count && text[t] != "/" && match(p + 1, t + 1)
            } else {
                result = t < text.count && text[t] == pattern[p] && match(p + 1, t + 1)
            }
            memo[p][t] = result
            return result
        }
        return match(0, 0)
    }
}
