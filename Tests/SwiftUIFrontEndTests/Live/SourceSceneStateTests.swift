import AccessibilityTree
import AssistiveTechnologies
import Scenes
import SwiftSyntaxSupport
import SwiftUIFrontEnd
import Testing

/// `SourceScene` on small sources: state kept between evaluations, bindings between a parent
/// and its child, notifications posted from code, and what it cannot follow.
@Suite struct SourceSceneStateTests {
    static func scene(_ source: String) throws -> SourceScene {
        let files = [ParsedSourceFile(path: "View.swift", text: source)]
        let entry = try #require(SwiftUIFrontEnd.entryPoints(in: files).first)
        return SourceScene(entry: entry, files: files, settings: AccessibilitySettings())
    }

    static func said(_ utterances: [Utterance]) -> [String] { utterances.map(\.text) }

    @Test func aButtonsActionChangesStateAndTheBodyIsEvaluatedAgain() throws {
        var voiceOver = VoiceOver(scene: try Self.scene("""
            struct Counter: View {
                @State private var count = 0
                var body: some View {
                    Button("Add one") { count += 1 }
                        .accessibilityValue("\\(count) cups")
                }
            }
            #Preview { Counter() }
            """))
        #expect(Self.said(voiceOver.start()) == ["Add one: 0 cups. Button."])
        #expect(Self.said(voiceOver.perform(script: [.doubleTap, .doubleTap])) == ["Add one: 1 cups. Button.", "Add one: 2 cups. Button."])
    }

    @Test func aChildWritesItsParentsStateThroughABinding() throws {
        var voiceOver = VoiceOver(scene: try Self.scene("""
            struct Parent: View {
                @State private var isOn = false
                var body: some View {
                    VStack {
                        Switch(isOn: $isOn)
                        Text(isOn ? "Lights on" : "Lights off")
                    }
                }
            }
            struct Switch: View {
                @Binding var isOn: Bool
                var body: some View {
                    Button("Lights", action: flip)
                }
                private func flip() { isOn.toggle() }
            }
            #Preview { Parent() }
            """))
        #expect(Self.said(voiceOver.start()) == ["Lights. Button."])
        #expect(Self.said(voiceOver.perform(script: [.swipeRight])) == ["Lights off"])
        // The button itself does not change, so the double tap says nothing of its own.
        #expect(Self.said(voiceOver.perform(script: [.swipeLeft, .doubleTap, .swipeRight])) == ["Lights. Button.", "Lights on"])
    }

    @Test func stateKeptInAViewIsNotSharedWithAnotherInstance() throws {
        let scene = try Self.scene("""
            struct Pair: View {
                var body: some View {
                    VStack {
                        Counter(name: "Left")
                        Counter(name: "Right")
                    }
                }
            }
            struct Counter: View {
                let name: String
                @State private var count = 0
                var body: some View {
                    Button(name) { count += 1 }.accessibilityValue("\\(count)")
                }
            }
            #Preview { Pair() }
            """)
        var voiceOver = VoiceOver(scene: scene)
        voiceOver.start()
        #expect(Self.said(voiceOver.perform(script: [.doubleTap, .swipeRight])) == ["Left: 1. Button.", "Right: 0. Button."])
    }

    @Test func postedNotificationsBecomeSceneEvents() throws {
        var scene = try Self.scene("""
            struct Saver: View {
                @State private var saved = false
                var body: some View {
                    Button("Save") {
                        saved = true
                        UIAccessibility.post(notification: .announcement, argument: "Saved")
                        AccessibilityNotification.LayoutChanged(nil).post()
                        AccessibilityNotification.ScreenChanged(nil).post()
                    }
                }
            }
            #Preview { Saver() }
            """)
        let id = try #require(scene.render().root.children.first?.id)
        let response = scene.perform(.activate, on: id, at: .zero)
        #expect(response == SceneResponse(isHandled: true, events: [.announcement("Saved", priority: .default),
                                                                     .layoutChanged(focus: nil), .screenChanged(focus: nil)]))
        #expect(scene.unfollowed.isEmpty)
    }

    @Test func codeItCannotRunIsSkippedAndNamed() throws {
        var scene = try Self.scene("""
            struct Uploader: View {
                @State private var count = 0
                var body: some View {
                    Button("Upload") {
                        upload(to: server)
                        count += 1
                    }
                    .accessibilityValue("\\(count)")
                    .accessibilityAction(named: "Retry") { retry() }
                }
            }
            #Preview { Uploader() }
            """)
        let id = try #require(scene.render().root.children.first?.id)
        #expect(scene.perform(.activate, on: id, at: .zero) == .handled)
        #expect(scene.render().element(withID: id)?.value == "1")
        #expect(scene.perform(.customAction("Retry"), on: id, at: .zero) == .handled)
        #expect(scene.perform(.increment, on: id, at: .zero) == .unhandled)
        #expect(scene.unfollowed == ["Upload: upload(to: server)", "Upload: retry()"])
    }

    @Test func anAdjustableActionIsCalledWithItsDirection() throws {
        var voiceOver = VoiceOver(scene: try Self.scene("""
            struct Volume: View {
                @State private var level = 5
                var body: some View {
                    Text("Volume")
                        .accessibilityValue("\\(level)")
                        .accessibilityAdjustableAction { direction in
                            switch direction {
                            case .increment: level = min(level + 1, 6)
                            case .decrement: level -= 1
                            @unknown default: break
                            }
                        }
                }
            }
            #Preview { Volume() }
            """))
        voiceOver.start()
        #expect(Self.said(voiceOver.perform(script: [.swipeUp, .swipeUp, .swipeDown])) == ["6", "6", "5"])
    }
}

/// Controls write the state their bindings refer to.
@Suite struct SourceSceneControlTests {
    @Test func toggleSliderAndStepperWriteTheirBindings() throws {
        var voiceOver = VoiceOver(scene: try SourceSceneStateTests.scene("""
            struct Settings: View {
                @State private var isOn = false
                @State private var volume = 0.5
                @State private var cups = 1
                var body: some View {
                    VStack {
                        Toggle("Sound", isOn: $isOn)
                        Slider(value: $volume, in: 0...1) { Text("Volume") }
                        Stepper("Cups", value: $cups, in: 1...2)
                            .accessibilityValue("\\(cups)")
                    }
                }
            }
            #Preview { Settings() }
            """))
        #expect(SourceSceneStateTests.said(voiceOver.start()).first == "Sound. Switch Button. Off.")
        #expect(SourceSceneStateTests.said(voiceOver.perform(script: [.doubleTap])) == ["Sound. Switch Button. On."])
        #expect(SourceSceneStateTests.said(voiceOver.perform(script: [.swipeRight, .swipeUp, .swipeDown, .swipeDown])).dropFirst(2)
                == ["60%", "50%", "40%"])
        #expect(SourceSceneStateTests.said(voiceOver.perform(script: [.swipeRight, .swipeUp, .swipeUp, .swipeDown])).dropFirst(2)
                == ["2", "2", "1"])
    }
}

/// Models kept as state: a `@StateObject` observed by a child, its methods and fields.
@Suite struct SourceSceneModelTests {
    @Test func aStateObjectsMethodChangesWhatItsObserversShow() throws {
        var voiceOver = VoiceOver(scene: try SourceSceneStateTests.scene("""
            final class Basket: ObservableObject {
                @Published var count = 0
                func add() { count += 1 }
            }
            struct Shop: View {
                @StateObject private var basket = Basket()
                var body: some View {
                    VStack {
                        Button("Add") { basket.add() }
                        Button("Add two") { basket.count += 2 }
                        Summary(basket: basket)
                    }
                }
            }
            struct Summary: View {
                @ObservedObject var basket: Basket
                var body: some View { Text("\\(basket.count) in basket") }
            }
            #Preview { Shop() }
            """))
        #expect(SourceSceneStateTests.said(voiceOver.start()) == ["Add. Button."])
        #expect(SourceSceneStateTests.said(voiceOver.perform(script: [.doubleTap, .swipeRight, .doubleTap, .swipeRight]))
                == ["Add two. Button.", "3 in basket"])
    }
}

/// Sheets and alerts presented by state, and closed by `dismiss()`, their buttons or escape.
@Suite struct SourceScenePresentationTests {
    static let source = """
        struct Home: View {
            @State private var isShowingSettings = false
            @State private var isConfirming = false
            var body: some View {
                VStack {
                    Button("Settings") { isShowingSettings = true }
                    Button("Delete") { isConfirming = true }
                }
                .sheet(isPresented: $isShowingSettings) { SettingsSheet() }
                .alert("Delete everything?", isPresented: $isConfirming) {
                    Button("Cancel", role: .cancel) {}
                }
            }
        }
        struct SettingsSheet: View {
            @Environment(\\.dismiss) private var dismiss
            var body: some View {
                Button("Done") { dismiss() }
            }
        }
        #Preview { Home() }
        """

    @Test func aSheetOpensAndItsDismissClosesIt() throws {
        var voiceOver = VoiceOver(scene: try SourceSceneStateTests.scene(Self.source))
        #expect(SourceSceneStateTests.said(voiceOver.start()) == ["Settings. Button."])
        #expect(SourceSceneStateTests.said(voiceOver.perform(script: [.doubleTap])) == ["Done. Button."])
        #expect(SourceSceneStateTests.said(voiceOver.perform(script: [.doubleTap])) == ["Settings. Button."])
        #expect(SourceSceneStateTests.said(voiceOver.perform(script: [.doubleTap, .escape])) == ["Done. Button.", "Settings. Button."])
    }

    @Test func anAlertsButtonClosesIt() throws {
        var voiceOver = VoiceOver(scene: try SourceSceneStateTests.scene(Self.source))
        voiceOver.start()
        #expect(SourceSceneStateTests.said(voiceOver.perform(script: [.swipeRight, .doubleTap])).first == "Delete. Button.")
        #expect(voiceOver.scene.render().name == "View.swift:21 › alert")
        voiceOver.perform(script: [.lastElement, .doubleTap])
        #expect(voiceOver.scene.render().name == "View.swift:21")
    }
}
