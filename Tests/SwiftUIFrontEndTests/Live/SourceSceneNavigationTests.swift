import AccessibilityTree
import AssistiveTechnologies
import Scenes
import SwiftUIFrontEnd
import Testing

/// Navigation while a screen runs (docs/live-source.md, Navigation): a `NavigationLink(value:)`
/// or an action appending to `NavigationStack(path: $path)` pushes the destination for the value;
/// the back button and two-finger Z drop it again; each is a screen change.
@Suite struct SourceSceneNavigationTests {
    static let routes = """
        struct Routes: View {
            @State private var path: [String] = []
            var body: some View {
                NavigationStack(path: $path) {
                    VStack {
                        NavigationLink("Riverside", value: "Riverside")
                        Button("Harbor") { path.append("Harbor") }
                    }
                    .navigationTitle("Routes")
                    .navigationDestination(for: String.self) { name in
                        Text("\\(name) route")
                            .navigationTitle(name)
                    }
                }
            }
        }
        #Preview { Routes() }
        """

    static func said(_ utterances: [Utterance]) -> [String] { utterances.map(\.text) }

    static func hasBackButton(_ screen: Screen) -> Bool {
        screen.navigableElements.contains { $0.traits.contains(.backButton) }
    }

    @Test func aNavigationLinkPushesItsValuesDestinationAndTheBackButtonReturns() throws {
        var voiceOver = VoiceOver(scene: try SourceSceneStateTests.scene(Self.routes))
        #expect(Self.said(voiceOver.start()) == ["Routes. Heading."])
        #expect(!Self.hasBackButton(voiceOver.screen))
        #expect(Self.said(voiceOver.perform(script: [.swipeRight, .doubleTap, .swipeRight]))
                == ["Riverside. Button.", "Routes. Back Button.", "Riverside. Heading."])
        #expect(Self.hasBackButton(voiceOver.screen))
        #expect(Self.said(voiceOver.perform(script: [.swipeLeft, .doubleTap])) == ["Routes. Back Button.", "Routes. Heading."])
        #expect(!Self.hasBackButton(voiceOver.screen))
    }

    @Test func anActionAppendingToThePathPushesAndTwoFingerZGoesBack() throws {
        var voiceOver = VoiceOver(scene: try SourceSceneStateTests.scene(Self.routes))
        voiceOver.start()
        #expect(Self.said(voiceOver.perform(script: [.swipeRight, .swipeRight, .doubleTap, .swipeRight]))
                == ["Riverside. Button.", "Harbor. Button.", "Routes. Back Button.", "Harbor. Heading."])
        #expect(Self.said(voiceOver.perform(script: [.escape])) == ["Routes. Heading."])
        // On the first screen there is nothing to go back to.
        #expect(Self.said(voiceOver.perform(script: [.escape])) == [])
    }

    /// A preview's fixed path (`.constant`) has no state to change: the back button is tapped
    /// and nothing changes.
    @Test func aConstantPathStaysWhereItIs() throws {
        var scene = try SourceSceneStateTests.scene("""
            struct Detail: View {
                var body: some View {
                    NavigationStack(path: .constant(["Riverside"])) {
                        Text("Routes")
                            .navigationDestination(for: String.self) { name in Text(name) }
                    }
                }
            }
            #Preview { Detail() }
            """)
        let back = try #require(scene.render().navigableElements.first { $0.traits.contains(.backButton) })
        #expect(scene.perform(.activate, on: back.id, at: .zero) == .handled)
        #expect(Self.hasBackButton(scene.render()))
    }
}
