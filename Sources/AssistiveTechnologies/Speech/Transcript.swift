/// Everything VoiceOver said during a simulation, in order.
public struct Transcript: Hashable, Codable, Sendable {
    public var utterances: [Utterance]

    public init(utterances: [Utterance] = []) { self.utterances = utterances }

    /// One utterance per line.
    public var text: String { utterances.map(\.text).joined(separator: "\n") }

    /// The utterances of the given kinds, in order.
    public func utterances(ofKind kinds: Set<Utterance.Kind>) -> [Utterance] {
        utterances.filter { kinds.contains($0.kind) }
    }
}
