import AccessibilityTree

/// A screen's Voice Control targets with the names they answer to, found once per state of the
/// screen, so that a spoken command costs a dictionary look-up rather than a walk of the screen.
struct VoiceControlTargets: Sendable {
    /// The screen the targets are on.
    let screen: Screen
    /// `VoiceControlTarget.targets(on: screen)`: numbered in navigation order.
    let all: [VoiceControlTarget]
    /// For each name's match key, the indices in `all` of the targets answering to it, ascending.
    private let indicesByKey: [String: [Int]]

    init(_ screen: Screen) {
        self.screen = screen
        all = VoiceControlTarget.targets(on: screen)
        var indicesByKey: [String: [Int]] = [:]
        for (index, target) in all.enumerated() {
            for key in Set(target.names.map(VoiceControlName.matchKey)) {
                indicesByKey[key, default: []].append(index)
            }
        }
        self.indicesByKey = indicesByKey
    }

    /// The targets answering to `spoken`, in order: `all.filter { $0.answers(to: spoken) }`.
    /// - Complexity: O(1) on average, plus the matches.
    func answering(to spoken: String) -> [VoiceControlTarget] {
        (indicesByKey[VoiceControlName.matchKey(spoken)] ?? []).map { all[$0] }
    }

    /// The target showing `number`, if any.
    /// - Complexity: O(1).
    func target(numbered number: Int) -> VoiceControlTarget? {
        all.indices.contains(number - 1) ? all[number - 1] : nil
    }
}
