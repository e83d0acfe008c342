import AccessibilityTree
import AssistiveTechnologies
import Scenes
import Testing

/// One gesture from a talk's demo and what the talk quotes VoiceOver saying in response.
struct TalkStep: CustomStringConvertible {
    /// How the quote is compared with what the simulator said for the gesture.
    enum Match {
        /// Everything said, joined, is the quotes joined (normalised text).
        case exactly
        /// What was said begins with the first quote, and holds the others in order: the talk
        /// leaves out speech the presenter cut short with the next gesture (hints, "Actions
        /// available"), or quotes only the start of an utterance ("Picture two of…").
        case inOrder
    }

    var gesture: String
    var quotes: [String]
    var match: Match

    init(_ gesture: String, _ quotes: String..., match: Match = .exactly) {
        self.gesture = gesture
        self.quotes = quotes
        self.match = match
    }

    var description: String { "\(gesture) → \(quotes)" }

    /// Whether `said` is what the quotes say, under `match`.
    func isMatched(by said: [Utterance]) -> Bool {
        let spoken = words(said.map(\.text))
        switch match {
        case .exactly:
            return spoken == words(quotes)
        case .inOrder:
            var position = 0
            for (index, quote) in quotes.enumerated() {
                let wanted = words([quote])
                guard let found = firstIndex(of: wanted, in: spoken, from: position),
                      index > 0 || found == 0 else { return false }
                position = found + wanted.count
            }
            return true
        }
    }

    private func words(_ texts: [String]) -> [String] {
        texts.map(SpokenText.normalized).joined(separator: " ").split(separator: " ").map(String.init)
    }

    private func firstIndex(of wanted: [String], in spoken: [String], from start: Int) -> Int? {
        guard !wanted.isEmpty, spoken.count >= wanted.count, start <= spoken.count - wanted.count else { return nil }
        return (start...(spoken.count - wanted.count)).first { Array(spoken[$0..<$0 + wanted.count]) == wanted }
    }
}

/// Runs a talk's demo on a scene: VoiceOver starts (speaking `appName` first when given, as on
/// launching an app), then performs each step's gesture and checks what it said.
///
/// - Returns: the VoiceOver simulator afterwards, for checks on focus and the scene.
@discardableResult
func walk(_ scene: any Scene, appName: String? = nil, start: [String]? = nil, startMatch: TalkStep.Match = .exactly,
          verbosity: VoiceOverVerbosity = VoiceOverVerbosity(), _ steps: [TalkStep],
          sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> VoiceOver {
    var voiceOver = VoiceOver(scene: scene)
    voiceOver.verbosity = verbosity
    let started = appName.map { voiceOver.start(appName: $0) } ?? voiceOver.start()
    if let start {
        let step = TalkStep(gesture: "start", quotes: start, match: startMatch)
        #expect(step.isMatched(by: started), "\(step): said \(started.map(\.text))", sourceLocation: sourceLocation)
    }
    try walkFrom(&voiceOver, steps, sourceLocation: sourceLocation)
    return voiceOver
}

/// Performs each step's gestures on `voiceOver` and checks what it said.
func walkFrom(_ voiceOver: inout VoiceOver, _ steps: [TalkStep],
              sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
    for step in steps {
        let said = try VoiceOverGesture.parseScript(step.gesture).flatMap { voiceOver.perform($0) }
        #expect(step.isMatched(by: said), "\(step): said \(said.map(\.text))", sourceLocation: sourceLocation)
    }
}

extension TalkStep {
    init(gesture: String, quotes: [String], match: Match) {
        self.gesture = gesture
        self.quotes = quotes
        self.match = match
    }
}
