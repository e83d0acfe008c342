import AccessibilityTree
import AssistiveTechnologies
import Scenes
import Testing

/// Escape and magic tap reach the focused element first (`accessibilityPerformEscape()`,
/// `accessibilityPerformMagicTap()`): an element that handles one itself
/// (`standardActions`, SwiftUI `.accessibilityAction(.magicTap)`) keeps it from its ancestors.
@Suite struct VoiceOverStandardActionsTests {
    /// A player screen whose root plays on a magic tap and closes on an escape; the episode row
    /// may handle both itself.
    static func player(rowHandles standardActions: [StandardAction]) -> StaticScene {
        let root = AccessibilityElement.container(id: "root", children: [
            AccessibilityElement(id: "episode", label: "Episode 12", standardActions: standardActions),
            AccessibilityElement(id: "share", label: "Share", traits: .button),
        ])
        let behaviors: [ElementID: ElementBehavior] = [
            "root": ElementBehavior(escape: [.announce("Closed")], magicTap: [.announce("Playing")]),
        ]
        return StaticScene(snapshot: Snapshot(screen: Screen(name: "Player", root: root), behaviors: behaviors))
    }

    @Test func anElementThatHandlesThemKeepsEscapeAndMagicTapFromItsAncestors() {
        var voiceOver = VoiceOver(scene: Self.player(rowHandles: [.magicTap, .escape]))
        #expect(voiceOver.start().texts == ["Episode 12"])
        #expect(voiceOver.perform(.magicTap).isEmpty)
        #expect(voiceOver.perform(.escape).isEmpty)
        #expect(voiceOver.perform(.swipeRight).texts == ["Share. Button."])
        #expect(voiceOver.perform(.magicTap).texts == ["Playing"])
        #expect(voiceOver.perform(.escape).texts == ["Closed"])
    }

    @Test func anElementThatHandlesOnlyEscapeLetsMagicTapReachItsAncestors() {
        var voiceOver = VoiceOver(scene: Self.player(rowHandles: [.escape]))
        voiceOver.start()
        #expect(voiceOver.perform(.escape).isEmpty)
        #expect(voiceOver.perform(.magicTap).texts == ["Playing"])
    }

    @Test func anElementThatHandlesNeitherLetsBothReachItsAncestors() {
        var voiceOver = VoiceOver(scene: Self.player(rowHandles: []))
        voiceOver.start()
        #expect(voiceOver.perform(.escape).texts == ["Closed"])
        #expect(voiceOver.perform(.magicTap).texts == ["Playing"])
    }
}
