import AccessibilityTree
import AssistiveTechnologies
import Scenes

/// What VoiceOver says besides the elements and how fast: the `voiceover` command's speech
/// options, each declared once with its help (docs/voiceover-speech.md, Default hints and Speech
/// timing).
enum VoiceOverSpeechOptions {
    /// How much VoiceOver adds to each element.
    enum Verbosity: String, CaseIterable, Sendable {
        /// Speak Hints off and no "Actions available.".
        case brief
        /// As an iPhone out of the box: hints and "Actions available.".
        case standard = "default"
        /// Also the custom-action hint and the activation sound.
        case verbose
    }

    enum Hints: String, CaseIterable, Sendable { case on, off }

    static let verbosity = Option<Verbosity>(
        "verbosity", valueName: "LEVEL",
        help: "brief: no hints, no \"Actions available.\"; default: hints and \"Actions available.\"; verbose: also "
            + "\"Swipe up or down to select a custom action, then double tap to activate.\" and the activation sound")
    static let hints = Option<Hints>("hints", valueName: "on|off", help: "VoiceOver's Speak Hints (default on, as on an iPhone)")
    static let noHints = Flag("no-hints", help: "the same as --hints off")
    static let sounds = Flag("sounds", help: "show the click of a double tap that activates, as \"(activate)\"")
    static let speechRate = Option<Double>(
        "speech-rate", valueName: "WPM",
        help: "speak at WPM words a minute (180 is typical): the next gesture cuts off what is still being said, "
            + "and the transcript shows what was cut",
        accepted: ["a number of words a minute greater than 0, such as 180"]) { text in
            Double(text).flatMap { $0 > 0 && $0.isFinite ? $0 : nil }
        }

    static let options = [hints.spec, noHints.spec, verbosity.spec, sounds.spec, speechRate.spec]

    /// What the options ask for.
    struct Choice: Sendable {
        var speaksHints = true
        var verbosity = VoiceOverVerbosity()
        var speechRate: SpeechRate?

        /// A VoiceOver simulator on `scene` speaking as chosen.
        func voiceOver(on scene: any Scene, settings: AccessibilitySettings) -> VoiceOver {
            var settings = settings
            settings.speaksHints = speaksHints
            var voiceOver = VoiceOver(scene: scene, settings: settings)
            voiceOver.verbosity = verbosity
            voiceOver.speechRate = speechRate
            return voiceOver
        }
    }

    /// - Throws: a usage error for `--no-hints` with `--hints on`.
    static func choice(from arguments: ParsedArguments) throws(CommandError) -> Choice {
        var choice = Choice()
        let level = try arguments.value(verbosity) ?? .standard
        switch level {
        case .brief:
            choice.speaksHints = false
            choice.verbosity.speaksActionsAvailable = false
        case .standard:
            break
        case .verbose:
            choice.verbosity.speaksCustomActionsHint = true
            choice.verbosity.playsActivationSound = true
        }
        let hintsGiven = try arguments.value(hints)
        if arguments.contains(noHints), hintsGiven == .on { throw .usage("give either '\(noHints)' or '\(hints) on', not both") }
        if arguments.contains(noHints) || hintsGiven == .off { choice.speaksHints = false }
        if hintsGiven == .on { choice.speaksHints = true }
        if arguments.contains(sounds) { choice.verbosity.playsActivationSound = true }
        choice.speechRate = try arguments.value(speechRate).map(SpeechRate.init(wordsPerMinute:))
        return choice
    }
}
