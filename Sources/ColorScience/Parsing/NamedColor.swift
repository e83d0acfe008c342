/// Named colours: `.black`, `Color.gray`, `UIColor.red`, `systemBlue`, `.label`…
///
/// `UIColor.` and `NSColor.` names look in UIKit's tables first (so `UIColor.red` is pure
/// red); `Color.`, a leading dot or a bare name look in SwiftUI's first (`red` is
/// `systemRed`), then UIKit's dynamic colours. Case does not matter.
enum NamedColor {
    static func parse(_ text: String, input: String) throws(ColorParseError) -> ParsedColor {
        var name = text
        var isUIKit = false
        for prefix in ["SwiftUI.Color.", "Color.", "UIColor.", "NSColor.", "."] where name.hasPrefix(prefix) {
            isUIKit = prefix.hasPrefix("UI") || prefix.hasPrefix("NS")
            name.removeFirst(prefix.count)
            break
        }
        guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber }) else {
            throw ColorParseError(input: input, reason: "it is not a hex value, rgb(), a colour initialiser or a colour name")
        }
        if isUIKit {
            if let color = lookup(name, in: SystemColors.uiKit) { return ParsedColor(source: input, color: color.1, name: color.0) }
            if let color = lookup(name, in: SystemColors.uiKitFixed) {
                return ParsedColor(source: input, color: DynamicColor(color.1), name: "UIColor." + color.0)
            }
        } else {
            if let color = lookup(name, in: SystemColors.swiftUI) {
                return ParsedColor(source: input, color: color.1, name: "Color." + color.0)
            }
            if let color = lookup(name, in: SystemColors.uiKit) { return ParsedColor(source: input, color: color.1, name: color.0) }
        }
        throw ColorParseError(input: input, reason: "'\(name)' is not a known colour name",
                              suggestion: NameSuggestion.nearest(to: name, in: SystemColors.allNames))
    }

    /// The entry named `name`, exactly or ignoring case, with its canonical spelling.
    private static func lookup<Value>(_ name: String, in table: [String: Value]) -> (String, Value)? {
        if let value = table[name] { return (name, value) }
        let key = name.lowercased()
        return table.first { $0.key.lowercased() == key }.map { ($0.key, $0.value) }
    }
}

/// The nearest candidate to a misspelt name: by edit distance, ignoring case, within a third
/// of the word's length (at least 2 edits), or a candidate that contains the word.
enum NameSuggestion {
    static func nearest(to word: String, in candidates: [String]) -> String? {
        let key = word.lowercased()
        let limit = max(2, key.count / 3)
        let scored = candidates.map { ($0, distance(key, $0.lowercased())) }
        if let best = scored.min(by: { $0.1 < $1.1 || ($0.1 == $1.1 && $0.0 < $1.0) }), best.1 <= limit {
            return best.0
        }
        return candidates.filter { key.count >= 3 && $0.lowercased().contains(key) }.min()
    }

    /// Levenshtein distance over characters.
    private static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        var row = Array(0...b.count)
        for i in a.indices {
            var diagonal = row[0]
            row[0] = i + 1
            for j in b.indices {
                let above = row[j + 1]
                row[j + 1] = min(above + 1, row[j] + 1, diagonal + (a[i] == b[j] ? 0 : 1))
                diagonal = above
            }
        }
        return row[b.count]
    }
}
