import AccessibilityTree
import AssistiveTechnologies
import Audit
import PerceiveExamples
import Scenes
import Testing

/// The rules and the VoiceOver simulator walk one navigation order: on every built-in example and
/// every screen a rule's examples give, the elements the rules see, in their order, are the
/// elements VoiceOver focuses when a person swipes right from the first to the last. A count of
/// swipes in a finding is then the count `perceive voiceover` makes.
@Suite struct OneNavigationOrderTests {
    /// A screen and where it comes from, for the failure message.
    struct NamedScreen: CustomTestStringConvertible, Sendable {
        var name: String
        var screen: Screen
        var testDescription: String { name }
    }

    static let exampleScreens: [NamedScreen] = ExampleCatalog.all.map { app in
        NamedScreen(name: "\(app.name) (\(app.variant.rawValue))", screen: app.makeScene().render())
    }

    static let ruleExampleScreens: [NamedScreen] = AllRules.all.flatMap { rule in
        let description = rule.description
        return (description.triggeringExamples + description.nonTriggeringExamples).enumerated()
            .compactMap { index, example -> NamedScreen? in
                guard case let .screen(screen, _) = example.input else { return nil }
                return NamedScreen(name: "\(description.id) example \(index + 1)", screen: screen)
            }
    }

    /// The ids VoiceOver focuses, in order, swiping through `screen` from the start.
    static func swipedIDs(_ screen: Screen) -> [ElementID] {
        let transcript = VoiceOver.swipeThrough(scene: StaticScene(snapshot: Snapshot(screen: screen)))
        var ids: [ElementID] = []
        for utterance in transcript.utterances where utterance.kind == .element {
            if let id = utterance.elementID, id != ids.last { ids.append(id) }
        }
        return ids
    }

    @Test func everyKindOfScreenIsWalked() {
        #expect(Self.exampleScreens.count == ExampleCatalog.all.count)
        #expect(Self.ruleExampleScreens.count > 20)
    }

    @Test(arguments: exampleScreens + ruleExampleScreens)
    func rulesSeeWhatASwipeThroughFocuses(_ named: NamedScreen) {
        #expect(named.screen.focusableElements().map(\.element.id) == Self.swipedIDs(named.screen))
    }
}
