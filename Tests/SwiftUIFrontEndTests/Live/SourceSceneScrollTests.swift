import AccessibilityTree
import AssistiveTechnologies
import Scenes
import Testing

/// `scrollPosition(id:)` while a screen runs from source: VoiceOver focusing a row of the scroll
/// view scrolls to it, and the binding takes the row's identity (docs/live-source.md).
@Suite struct SourceSceneScrollTests {
    static let source = """
        struct Pages: View {
            let names = ["Ada", "Grace", "Alan"]
            @State private var current: String?
            var body: some View {
                VStack {
                    ScrollView(.horizontal) {
                        LazyHStack {
                            ForEach(names, id: \\.self) { name in
                                Text(name)
                            }
                        }
                        .scrollTargetLayout()
                    }
                    .scrollPosition(id: $current)
                    Text("Shown: \\(current ?? "none")")
                }
            }
        }
        #Preview { Pages() }
        """

    @Test func focusingARowSetsTheScrollPosition() throws {
        var voiceOver = VoiceOver(scene: try SourceSceneStateTests.scene(Self.source))
        #expect(SourceSceneStateTests.said(voiceOver.start()) == ["Ada"])
        #expect(SourceSceneStateTests.said(voiceOver.perform(script: [.swipeRight, .swipeRight, .swipeRight]))
                == ["Grace", "Alan", "Shown: Alan"])
    }
}
