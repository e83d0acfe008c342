import ColorScience
import Foundation

/// Pairs from a pairs file or guessed from an asset catalog's colour set names.
extension ColorPair {
    /// Reads a pairs file: a JSON array of `{"foreground", "background", "minimumRatio"?}`
    /// objects, or lines of `Foreground on Background` (blank lines and `#` comments skipped).
    public static func read(at path: String) throws(AssetCatalogError) -> [ColorPair] {
        let data = try CatalogFile.contents(of: path)
        let text = String(decoding: data, as: UTF8.self)
        if text.trimmingCharacters(in: .whitespacesAndNewlines).hasPrefix("[") {
            do {
                return try JSONDecoder().decode([ColorPair].self, from: data)
            } catch {
                throw AssetCatalogError(file: path, problem: "expected a JSON array of {\"foreground\", \"background\"} objects")
            }
        }
        var pairs: [ColorPair] = []
        for (number, rawLine) in text.components(separatedBy: "\n").enumerated() {
            let line = rawLine.trimmingCharacters(in: .whitespaces)
            if line.isEmpty || line.hasPrefix("#") { continue }
            let parts = line.components(separatedBy: " on ").map { $0.trimmingCharacters(in: .whitespaces) }
            guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else {
                throw AssetCatalogError(file: path, jsonPath: "line \(number + 1)",
                                        problem: "expected 'Foreground on Background', found '\(line)'")
            }
            pairs.append(ColorPair(foreground: parts[0], background: parts[1]))
        }
        return pairs
    }

    /// Pairs guessed from colour set names: a name with `Text`, `Label` or `Foreground` in it
    /// on a name with `Background` or `Surface` in it. A foreground is paired with the
    /// backgrounds that share its stem (`CardText` with `CardBackground`) when there are any,
    /// else with every background.
    public static func inferred(from names: [String]) -> [ColorPair] {
        let foregroundWords = ["text", "label", "foreground"]
        let backgroundWords = ["background", "surface"]
        let foregrounds = names.filter { name in foregroundWords.contains { name.lowercased().contains($0) } }
        let backgrounds = names.filter { name in
            backgroundWords.contains { name.lowercased().contains($0) } && !foregrounds.contains(name)
        }
        func stem(_ name: String, removing words: [String]) -> String {
            var lowered = name.lowercased()
            for word in words { lowered = lowered.replacingOccurrences(of: word, with: "") }
            return lowered.filter { $0.isLetter || $0.isNumber }
        }
        return foregrounds.flatMap { foreground -> [ColorPair] in
            let foregroundStem = stem(foreground, removing: foregroundWords)
            let matching = backgrounds.filter { background in
                let backgroundStem = stem(background, removing: backgroundWords)
                return !backgroundStem.isEmpty && foregroundStem.contains(backgroundStem)
            }
            return (matching.isEmpty ? backgrounds : matching).map { ColorPair(foreground: foreground, background: $0) }
        }
    }
}
