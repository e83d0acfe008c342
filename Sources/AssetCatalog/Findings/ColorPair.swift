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

    /// Pairs guessed from colour set names (`ColorNameRole`): a name calling itself text, label
    /// or foreground on a name calling itself background or surface. A foreground is paired with
    /// the backgrounds whose other words it shares (`CardText` with `CardBackground`,
    /// `label_orange_foreground` with `label_orange_background`, and Xcode's copy of a colour set
    /// named with a number after it: `PurpleBackground 2`); with none, with the backgrounds
    /// that name nothing else (`Background`); with none of those either, with the catalog's only
    /// background when it has one alone. Any other pairing would be a guess that the two colours
    /// meet on screen: a catalog of many backgrounds crossed with every text colour reports pairs
    /// no screen draws (`.perceive.json` `colorPairs` names the pairs that do).
    public static func inferred(from names: [String]) -> [ColorPair] {
        let roles = names.map { ($0, ColorNameRole($0)) }
        let backgrounds = roles.filter { $0.1.role == .background }
        // For a foreground sharing words with none: the plain backgrounds, else a lone one.
        let generic = backgrounds.filter { $0.1.stem.isEmpty }
        let fallback = !generic.isEmpty ? generic : backgrounds.count == 1 ? backgrounds : []
        return roles.filter { $0.1.role == .foreground }.flatMap { foreground, role -> [ColorPair] in
            let sharing = backgrounds.filter { $0.1.sharesWords(with: role) }
            return (sharing.isEmpty ? fallback : sharing).map { ColorPair(foreground: foreground, background: $0.0) }
        }
    }
}
