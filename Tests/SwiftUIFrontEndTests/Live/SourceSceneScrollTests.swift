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

/// A `ForEach` row's own state while a screen runs: each row's view keeps it apart.
@Suite struct SourceSceneRowStateTests {
    @Test func eachRowKeepsItsOwnState() throws {
        var voiceOver = VoiceOver(scene: try SourceSceneStateTests.scene("""
            struct Row: View {
                let name: String
                @State private var isOn = false
                var body: some View {
                    Toggle(name, isOn: $isOn)
                }
            }
            struct Rows: View {
                var body: some View {
                    VStack {
                        ForEach(["Ada", "Grace"], id: \\.self) { name in
                            Row(name: name)
                        }
                    }
                }
            }
            #Preview { Rows() }
            """))
        voiceOver.start()
        #expect(SourceSceneStateTests.said(voiceOver.perform(script: [.doubleTap, .swipeRight]))
                == ["Ada. Switch Button. On.", "Grace. Switch Button. Off.", "Double tap to toggle setting."])
    }
}
