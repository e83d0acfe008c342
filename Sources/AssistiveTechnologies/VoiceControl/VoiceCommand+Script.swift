import Basics
import Scenes

/// Voice Control scripts: what a person says, one command after another,
/// `Show names, Tap Favorite, 2, Tap "Favorite, Central Park loop", Scroll down, Show grid, 5, Move up`.
///
/// Commands are separated by commas or new lines outside double quotes; a name with a comma is
/// written in quotes. Keywords are read in any case; a bare number taps that number (with the
/// grid shown, zooms into that cell). Anything else is the name of a custom action, unless it
/// looks like a misspelt command.
extension VoiceCommand {
    /// The commands a script understands, for suggestions.
    static let keywords = ["show names", "show numbers", "show grid", "hide names", "hide numbers", "hide grid",
                           "tap", "increment", "decrement", "scroll"]

    /// Reads a Voice Control script.
    ///
    /// - Throws: `VoiceOverScriptError` naming the first command that cannot be read, with the
    ///   nearest command when it looks misspelt.
    public static func parseScript(_ script: String) throws -> [VoiceCommand] {
        try splitSteps(script).enumerated().map { offset, step in try parseStep(step, number: offset + 1) }
    }

    private static func splitSteps(_ script: String) -> [String] {
        var steps: [String] = []
        var current = ""
        var isQuoted = false
        for character in script {
            if character == "\"" { isQuoted.toggle() }
            if !isQuoted, character == "," || character.isNewline {
                steps.append(current)
                current = ""
            } else {
                current.append(character)
            }
        }
        steps.append(current)
        return steps.map(VoiceControlName.trimmed).filter { !$0.isEmpty }
    }

    private static func parseStep(_ step: String, number: Int) throws -> VoiceCommand {
        func failure(_ problem: String, suggestion: String? = nil) -> VoiceOverScriptError {
            VoiceOverScriptError(stepNumber: number, step: step, problem: problem, suggestion: suggestion)
        }
        let lowered = step.lowercased()
        switch lowered {
        case "show names": return .showNames
        case "show numbers": return .showNumbers
        case "hide names", "hide numbers": return .hideOverlay
        case "hide grid": return .hideGrid
        default: break
        }
        if lowered.hasPrefix("show grid") { return try parseGrid(lowered, failure: failure) }
        if let number = Int(step), number > 0 { return .number(number) }
        let words = step.split(separator: " ", maxSplits: 1).map(String.init)
        let verb = words[0].lowercased()
        let rest = words.count > 1 ? unquoted(words[1]) : ""
        switch verb {
        case "tap", "increment", "decrement":
            guard !rest.isEmpty else { throw failure("'\(words[0])' needs a name or number after it, as in 'Tap Favorite'") }
            if verb == "tap" { return Int(rest).map { $0 > 0 ? .tapNumber($0) : .tapName(rest) } ?? .tapName(rest) }
            return verb == "increment" ? .increment(rest) : .decrement(rest)
        case "scroll":
            let directions = ["up", "down", "left", "right"]
            guard let direction = ScrollDirection(rawValue: rest.lowercased()), directions.contains(rest.lowercased()) else {
                throw failure("expected a direction (\(directions.joined(separator: ", "))), as in 'Scroll down'",
                              suggestion: NameSuggestion.nearest(to: rest.lowercased(), in: directions))
            }
            return .scroll(direction)
        default:
            let suggestion = NameSuggestion.nearest(to: lowered, in: keywords)
                ?? NameSuggestion.nearest(to: verb, in: ["tap", "increment", "decrement", "scroll"])
            guard suggestion == nil else { throw failure("unknown command", suggestion: suggestion) }
            return .customAction(unquoted(step))
        }
    }

    /// `show grid`, `show grid with 4 columns`, `show grid with 5 rows`,
    /// `show grid with 4 columns and 5 rows`.
    private static func parseGrid(_ lowered: String,
                                  failure: (String, String?) -> VoiceOverScriptError) throws -> VoiceCommand {
        let words = lowered.split(separator: " ").map(String.init)
        var columns: Int?, rows: Int?
        var rest = words.dropFirst(2)
        if !rest.isEmpty {
            guard rest.first == "with" else { throw failure(Self.gridUsage, nil) }
            rest = rest.dropFirst()
        }
        while !rest.isEmpty {
            let part = Array(rest.prefix(2))
            guard part.count == 2, let count = Int(part[0]), count > 0 else { throw failure(Self.gridUsage, nil) }
            switch part[1] {
            case "columns" where columns == nil: columns = count
            case "rows" where rows == nil: rows = count
            default: throw failure(Self.gridUsage, nil)
            }
            rest = rest.dropFirst(2)
            if rest.first == "and" { rest = rest.dropFirst() }
        }
        return .showGrid(columns: columns, rows: rows)
    }

    private static let gridUsage = "expected 'Show grid', optionally 'with N columns', 'with N rows' or both"

    private static func unquoted(_ text: String) -> String {
        let trimmed = VoiceControlName.trimmed(text)
        guard trimmed.count >= 2, trimmed.hasPrefix("\""), trimmed.hasSuffix("\"") else { return trimmed }
        return String(trimmed.dropFirst().dropLast())
    }
}
