import AccessibilityTree
import Scenes

extension VoiceOver {
    /// The most page turns one Read All makes, so content that changes forever cannot hang it.
    static let readAllPageTurnLimit = 1_000

    /// Two-finger swipe up or down: reads every element in order, from the first or from the
    /// focused one, moving focus along; hints are not read (docs/voiceover-speech.md, Navigation order).
    ///
    /// After an element with the `causesPageTurn` trait VoiceOver scrolls it to the next page
    /// (`accessibilityScroll(.next)`) and, while the element's text keeps changing, reads it again;
    /// it moves on once the content no longer changes (Trait words, `causesPageTurn`).
    mutating func readAll(fromTop: Bool) {
        var index = fromTop ? 0 : (focusedIndex ?? 0)
        var pageTurns = 0
        while order.indices.contains(index) {
            let entry = order[index]
            moveFocus(to: entry.id, at: index, isSilent: true)
            let text = SpeechComposer.speech(for: entry.element, context: entry.context).text
            say(text, kind: .element, about: entry.id)
            if entry.element.traits.contains(.causesPageTurn), pageTurns < Self.readAllPageTurnLimit {
                let response = sceneResponse(to: .scroll(.next), on: entry.id)
                if response.isHandled {
                    pageTurns += 1
                    apply(response.events, speakingChangesTo: nil)
                    if let turned = focusedIndex, order[turned].id == entry.id,
                       SpeechComposer.speech(for: order[turned].element, context: order[turned].context).text != text {
                        index = turned
                        continue
                    }
                }
            }
            index += 1
        }
    }
}
