import Basics
import Scenes

/// Voice Control scripts: what a person says, one command after another,
/// `Show names, Tap Favorite, 2, Tap "Favorite, Central Park loop", Scroll down`.
///
/// Commands are separated by commas or new lines outside double quotes; a name with a comma is
/// written in quotes. Keywords are read in any case; a bare number taps that number.
extension VoiceCommand {
    /// The commands a script understands, for suggestions.
    static let keywords = ["show names", "show numbers", "hide names", "hide numbers", "tap", "increment",
                           "decrement", "scroll"]

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
        default: break
        }
        if let number = Int(step), number > 0 { return .tapNumber(number) }
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
            throw failure("unknown command", suggestion: suggestion)
        }
    }

    private static func unquoted(_ text: String) -> String {
        let trimmed = VoiceControlName.trimmed(text)
        guard trimmed.count >= 2, trimmed.hasPrefix("\""), trimmed.hasSuffix("\"") else { return trimmed }
        return String(trimmed.dropFirst().dropLast())
    }
}
