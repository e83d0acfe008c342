import AccessibilityTree
import AssistiveTechnologies
import Scenes
import SwiftUIFrontEnd
import Testing

/// Navigation without a path while a screen runs (docs/live-source.md, Navigation): a
/// `NavigationLink` to a destination view, in each of its spellings, and
/// `navigationDestination(isPresented:)` push a screen; the back button and two-finger Z go back.
@Suite struct SourceSceneDestinationTests {
    static let library = """
        struct Library: View {
            var body: some View {
                NavigationView {
                    VStack {
                        NavigationLink(destination: Shelf(name: "Poetry")) { Text("Poetry") }
                        NavigationLink("Maps", destination: Text("Map room").navigationTitle("Maps"))
                        NavigationLink {
                            Text("Open until eight")
                                .navigationTitle("Hours")
                        } label: {
                            Text("Opening hours")
                        }
                    }
                    .navigationTitle("Library")
                }
            }
        }
        struct Shelf: View {
            let name: String
            var body: some View {
                Text("\\(name) shelf")
                    .navigationTitle(name)
            }
        }
        #Preview { Library() }
        """


    @Test func aLinkWithADestinationAndALabelPushesItAndTheBackButtonReturns() throws {
        var voiceOver = VoiceOver(scene: try SourceSceneStateTests.scene(Self.library))
        #expect(SourceSceneStateTests.said(voiceOver.start()) == ["Library. Heading."])
        #expect(SourceSceneStateTests.said(voiceOver.perform(script: [.swipeRight, .doubleTap, .swipeRight, .swipeRight]))
                == ["Poetry. Button.", "Library. Back Button.", "Poetry. Heading.", "Poetry shelf"])
        #expect(SourceSceneStateTests.said(voiceOver.perform(script: [.swipeLeft, .swipeLeft, .doubleTap]))
                == ["Poetry. Heading.", "Library. Back Button.", "Library. Heading."])
        // Back on the first screen, the link pushes again.
        #expect(SourceSceneStateTests.said(voiceOver.perform(script: [.swipeRight, .doubleTap]))
                == ["Poetry. Button.", "Library. Back Button."])
    }

    @Test func aTitledLinkAndATrailingClosureDestinationPushAndTwoFingerZReturns() throws {
        var voiceOver = VoiceOver(scene: try SourceSceneStateTests.scene(Self.library))
        voiceOver.start()
        #expect(SourceSceneStateTests.said(voiceOver.perform(script: [.swipeRight, .swipeRight, .doubleTap, .swipeRight]))
                == ["Poetry. Button.", "Maps. Button.", "Library. Back Button.", "Maps. Heading."])
        #expect(SourceSceneStateTests.said(voiceOver.perform(script: [.escape])) == ["Library. Heading."])
        let toHours: [VoiceOverGesture] = [.swipeRight, .swipeRight, .swipeRight, .doubleTap, .swipeRight, .swipeRight]
        #expect(SourceSceneStateTests.said(voiceOver.perform(script: toHours))
                == ["Poetry. Button.", "Maps. Button.", "Opening hours. Button.", "Library. Back Button.",
                    "Hours. Heading.", "Open until eight"])
        #expect(SourceSceneStateTests.said(voiceOver.perform(script: [.escape])) == ["Library. Heading."])
        #expect(SourceSceneStateTests.said(voiceOver.perform(script: [.escape])) == [])
    }

    /// A link to a destination inside a stack bound to a path pushes too, and going back from it
    /// leaves the path alone.
    @Test func aDestinationLinkInAStackWithAPathPushes() throws {
        var voiceOver = VoiceOver(scene: try SourceSceneStateTests.scene("""
            struct Garden: View {
                @State private var path: [String] = []
                var body: some View {
                    NavigationStack(path: $path) {
                        NavigationLink("Roses") { Text("Climbing roses").navigationTitle("Roses") }
                            .navigationTitle("Garden")
                    }
                }
            }
            #Preview { Garden() }
            """))
        #expect(SourceSceneStateTests.said(voiceOver.start()) == ["Garden. Heading."])
        #expect(SourceSceneStateTests.said(voiceOver.perform(script: [.swipeRight, .doubleTap, .swipeRight, .swipeRight]))
                == ["Roses. Button.", "Garden. Back Button.", "Roses. Heading.", "Climbing roses"])
        #expect(SourceSceneStateTests.said(voiceOver.perform(script: [.swipeLeft, .swipeLeft, .doubleTap]))
                == ["Roses. Heading.", "Garden. Back Button.", "Garden. Heading."])
    }

    /// The rows of a `ForEach` keep apart: each row's link pushes its own destination.
    @Test func eachRowsLinkPushesItsOwnDestination() throws {
        var voiceOver = VoiceOver(scene: try SourceSceneStateTests.scene("""
            struct Stations: View {
                let names = ["North", "South"]
                var body: some View {
                    NavigationStack {
                        VStack {
                            ForEach(names, id: \\.self) { name in
                                NavigationLink(name) { Text("\\(name) platforms").navigationTitle(name) }
                            }
                        }
                        .navigationTitle("Stations")
                    }
                }
            }
            #Preview { Stations() }
            """))
        voiceOver.start()
        #expect(SourceSceneStateTests.said(voiceOver.perform(script: [.swipeRight, .swipeRight, .doubleTap, .swipeRight, .swipeRight]))
                == ["North. Button.", "South. Button.", "Stations. Back Button.", "South. Heading.", "South platforms"])
        #expect(SourceSceneStateTests.said(voiceOver.perform(script: [.escape, .swipeRight, .doubleTap, .swipeRight]))
                == ["Stations. Heading.", "North. Button.", "Stations. Back Button.", "North. Heading."])
    }

    static let checkout = """
        struct Checkout: View {
            @State private var isPaid = false
            var body: some View {
                NavigationStack {
                    Button("Pay") { isPaid = true }
                        .navigationTitle("Basket")
                        .navigationDestination(isPresented: $isPaid) {
                            Receipt()
                        }
                }
            }
        }
        struct Receipt: View {
            @Environment(\\.dismiss) private var dismiss
            var body: some View {
                Button("Done") { dismiss() }
                    .navigationTitle("Paid")
            }
        }
        #Preview { Checkout() }
        """

    @Test func anActionSettingTheFlagPushesAndTheBackButtonSetsItFalse() throws {
        var voiceOver = VoiceOver(scene: try SourceSceneStateTests.scene(Self.checkout))
        #expect(SourceSceneStateTests.said(voiceOver.start()) == ["Basket. Heading."])
        #expect(SourceSceneStateTests.said(voiceOver.perform(script: [.swipeRight, .doubleTap, .swipeRight, .swipeRight]))
                == ["Pay. Button.", "Basket. Back Button.", "Paid. Heading.", "Done. Button."])
        #expect(SourceSceneStateTests.said(voiceOver.perform(script: [.swipeLeft, .swipeLeft, .doubleTap]))
                == ["Paid. Heading.", "Basket. Back Button.", "Basket. Heading."])
        // The flag is false again: paying again pushes again; two-finger Z returns.
        #expect(SourceSceneStateTests.said(voiceOver.perform(script: [.swipeRight, .doubleTap]))
                == ["Pay. Button.", "Basket. Back Button."])
        #expect(SourceSceneStateTests.said(voiceOver.perform(script: [.escape])) == ["Basket. Heading."])
    }

    @Test func dismissInThePushedDestinationSetsTheFlagFalse() throws {
        var voiceOver = VoiceOver(scene: try SourceSceneStateTests.scene(Self.checkout))
        voiceOver.start()
        #expect(SourceSceneStateTests.said(voiceOver.perform(script: [.swipeRight, .doubleTap, .swipeRight, .swipeRight, .doubleTap]))
                == ["Pay. Button.", "Basket. Back Button.", "Paid. Heading.", "Done. Button.", "Basket. Heading."])
    }

    /// A link outside any navigation stack has nowhere to push: it is tapped, the screen stays,
    /// and it is named as not followed.
    @Test func aLinkOutsideAStackIsNamedAsNotFollowed() throws {
        var scene = try SourceSceneStateTests.scene("""
            struct Menu: View {
                var body: some View {
                    NavigationLink("Settings") { Text("Settings page") }
                }
            }
            #Preview { Menu() }
            """)
        let link = try #require(scene.render().navigableElements.first)
        #expect(link.label == "Settings")
        #expect(scene.perform(.activate, on: link.id, at: .zero) == .handled)
        #expect(scene.render().navigableElements.map(\.label) == ["Settings"])
        #expect(scene.unfollowed == ["Settings: the navigation it pushes (a `NavigationLink` is followed only inside a "
                                     + "`NavigationStack` or `NavigationView`: with a destination, or with a value in a "
                                     + "`NavigationStack(path:)` bound to state)"])
    }
}
