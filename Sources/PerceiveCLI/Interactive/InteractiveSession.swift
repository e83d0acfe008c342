import AssistiveTechnologies

/// `perceive voiceover --interactive`: VoiceOver turns on with the app open, then each key or
/// line is a gesture, and what VoiceOver says is written (and with a speaker, spoken) as it goes,
/// until `q` or the end of input turns it off (docs/voiceover-speech.md, Hearing it).
struct InteractiveSession {
    var voiceOver: VoiceOver
    /// The name said as the app opens.
    var appName: String?
    /// The voice for `--say`, nil to write only.
    var speaker: (any Speaker)?

    /// Runs until `q` or the end of `input`; the input is finished (the terminal put back) on the way out.
    mutating func run(input: any GestureInput, console: Console) {
        defer { input.finish() }
        console.writeError("VoiceOver keys: arrows swipe, Enter double-taps, r turns the rotor, h lists the keys, q quits.\n")
        say(voiceOver.turnOn(appName: appName), on: console)
        while let event = input.next() {
            switch InteractiveCommand(event) {
            case .gestures(let gestures):
                say(gestures.flatMap { voiceOver.perform($0) }, on: console)
            case .help:
                console.writeError(InteractiveCommand.keyHelp + "\n")
            case .quit:
                say(voiceOver.turnOff(), on: console)
                return
            case .unknown(let problem):
                console.writeError("perceive: \(problem)\n")
            }
        }
        say(voiceOver.turnOff(), on: console)
    }

    /// Writes the utterances, one line each, and speaks them over whatever was still being said.
    private func say(_ utterances: [Utterance], on console: Console) {
        guard !utterances.isEmpty else { return }
        console.writeOutput(utterances.map { TranscriptText.line(for: $0) + "\n" }.joined())
        speaker?.speak(utterances.map(\.text))
    }
}
