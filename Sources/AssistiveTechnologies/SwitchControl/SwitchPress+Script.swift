import Basics

/// Switch Control scripts: `select, next, wait(2), select, tap, action(Call), escape`.
///
/// Steps are separated by commas or new lines; names are read in any case. `select`, `next` and
/// `previous` press a switch; `wait(S)` lets S seconds pass; `tap`, `escape`, `scroll`,
/// `increment`, `decrement`, `gestures`, `device`, `settings` and `action(NAME)` (a custom
/// action) choose that entry of the open scanner menu.
extension SwitchPress {
    static let switchNames: [String: SwitchPress] = ["select": .select, "next": .next, "previous": .previous]
    static let menuNames: [String: SwitchControlMenu.Entry] = [
        "tap": .tap, "increment": .increment, "decrement": .decrement,
        "escape": .system("Escape"), "scroll": .system("Scroll"), "gestures": .system("Gestures"),
        "device": .system("Device"), "settings": .system("Settings"),
    ]
    /// Everything a step can start with, for suggestions.
    static var keywords: [String] { (Array(switchNames.keys) + Array(menuNames.keys) + ["wait", "action"]).sorted() }

    /// The longest wait a script may ask for: a day.
    static let longestWait = 86_400.0

    /// Reads a Switch Control script.
    ///
    /// - Throws: `VoiceOverScriptError` naming the first step that cannot be read, with the
    ///   nearest keyword when it looks misspelt.
    public static func parseScript(_ script: String) throws -> [SwitchPress] {
        let steps = script.split(whereSeparator: { $0 == "," || $0.isNewline })
            .map { VoiceControlName.trimmed(String($0)) }
            .filter { !$0.isEmpty }
        return try steps.enumerated().map { offset, step in try parseStep(step, number: offset + 1) }
    }

    private static func parseStep(_ step: String, number: Int) throws -> SwitchPress {
        func failure(_ problem: String, suggestion: String? = nil) -> VoiceOverScriptError {
            VoiceOverScriptError(stepNumber: number, step: step, problem: problem, suggestion: suggestion)
        }
        let lowered = step.lowercased()
        if let press = switchNames[lowered] { return press }
        if let entry = menuNames[lowered] { return .choose(entry) }
        if let argument = argument(of: "wait", in: step) {
            guard let seconds = Double(argument), seconds.isFinite, seconds >= 0 else {
                throw failure("expected a number of seconds, as in 'wait(1.5)'")
            }
            guard seconds <= longestWait else { throw failure("a wait lasts at most a day (86400 seconds)") }
            return .wait(.milliseconds(Int((seconds * 1000).rounded())))
        }
        if let argument = argument(of: "action", in: step) {
            guard !argument.isEmpty else { throw failure("expected a custom action's name, as in 'action(Call)'") }
            return .choose(.customAction(argument))
        }
        let verb = String(lowered.prefix { $0.isLetter })
        throw failure("unknown step", suggestion: NameSuggestion.nearest(to: verb, in: keywords))
    }

    /// The text inside `name(…)`, trimmed; nil when the step is not that call.
    private static func argument(of name: String, in step: String) -> String? {
        guard step.lowercased().hasPrefix(name + "("), step.hasSuffix(")") else { return nil }
        return VoiceControlName.trimmed(String(step.dropFirst(name.count + 1).dropLast()))
    }
}
