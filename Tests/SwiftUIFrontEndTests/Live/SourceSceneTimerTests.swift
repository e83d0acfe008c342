import AccessibilityTree
import AssistiveTechnologies
import Scenes
import SwiftSyntaxSupport
import SwiftUIFrontEnd
import Testing

/// Code that waits, on the simulator's clock (docs/live-source.md, Code that waits): what a
/// task posts after `Task.sleep`, an `asyncAfter` closure or a timer's block is spoken at the
/// simulated time it runs. A gesture takes 0.5 s (`VoiceOverGesture.standardDuration`).
@Suite struct SourceSceneTimerTests {
    static func scene(_ source: String) throws -> SourceScene {
        try SourceSceneStateTests.scene(source)
    }

    /// Each utterance's words and the time it was said, in milliseconds.
    static func timed(_ utterances: [Utterance]) -> [String] {
        utterances.map { "\($0.text) @\(Int($0.time / .milliseconds(1)))" }
    }

    @Test func whatATaskPostsAfterItsSleepIsSpokenWhenTheSleepEnds() throws {
        var voiceOver = VoiceOver(scene: try Self.scene("""
            struct Saver: View {
                var body: some View {
                    Button("Save") {
                        Task {
                            try await Task.sleep(for: .seconds(1.5))
                            AccessibilityNotification.Announcement("Saved").post()
                        }
                    }
                }
            }
            #Preview { Saver() }
            """))
        voiceOver.start()
        // The double tap lands at 0.5 s; the task wakes at 2 s, during the second wait.
        #expect(Self.timed(voiceOver.perform(script: [.doubleTap, .wait(.seconds(1))])) == [])
        #expect(voiceOver.scene.nextScheduledTime == .seconds(2))
        #expect(Self.timed(voiceOver.perform(.wait(.seconds(1)))) == ["Saved @2000"])
        #expect(voiceOver.scene.nextScheduledTime == nil)
        #expect(voiceOver.clock.now == .milliseconds(2500))
    }

    /// A throttle as apps write it: each change cancels the task announcing the last, so only
    /// the value standing half a second after the last change is announced. `try?` lets the
    /// cancelled task go on at once, and its `guard !Task.isCancelled` ends it.
    @Test func aCancelledTaskAnnouncesNothingAndOnlyTheLastChangeIsSpoken() throws {
        var voiceOver = VoiceOver(scene: try Self.scene("""
            struct Volume: View {
                @State private var level = 0
                @State private var pending: Task<Void, Never>?
                var body: some View {
                    Button("Louder") {
                        level += 1
                        pending?.cancel()
                        pending = Task {
                            try? await Task.sleep(nanoseconds: 700_000_000)
                            guard !Task.isCancelled else { return }
                            AccessibilityNotification.Announcement("Volume \\(level)").post()
                        }
                    }
                }
            }
            #Preview { Volume() }
            """))
        voiceOver.start()
        let said = voiceOver.perform(script: [.doubleTap, .doubleTap, .doubleTap, .wait(.seconds(1))])
        // Taps at 0.5, 1 and 1.5 s, each cancelling the task before; the last wakes at 2.2 s.
        #expect(Self.timed(said) == ["Volume 3 @2200"])
        #expect((voiceOver.scene as? SourceScene)?.unfollowed == [])
    }

    @Test func aTaskCancelledWhileAsleepEndsThere() throws {
        var voiceOver = VoiceOver(scene: try Self.scene("""
            struct Volume: View {
                @State private var pending: Task<Void, Error>?
                var body: some View {
                    VStack {
                        Button("Start") {
                            pending = Task {
                                try await Task.sleep(for: .seconds(2))
                                AccessibilityNotification.Announcement("Started").post()
                            }
                        }
                        Button("Stop") { pending?.cancel() }
                    }
                }
            }
            #Preview { Volume() }
            """))
        voiceOver.start()
        let said = voiceOver.perform(script: [.doubleTap, .swipeRight, .doubleTap, .wait(.seconds(2))])
        // Started at 0.5 s, to wake at 2.5 s; stopped at 1.5 s.
        #expect(Self.timed(said) == ["Stop. Button. @1000"])
        #expect(voiceOver.scene.nextScheduledTime == nil)
    }

    /// `asyncAfter` changes state later: the focused element's new words are spoken then, as
    /// when an action changes them.
    @Test func anAsyncAfterClosureChangesStateAtItsDeadline() throws {
        var voiceOver = VoiceOver(scene: try Self.scene("""
            struct Loader: View {
                @State private var isLoading = false
                var body: some View {
                    Button("Reload") {
                        isLoading = true
                        DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(700)) {
                            isLoading = false
                            UIAccessibility.post(notification: .announcement, argument: "Loaded")
                        }
                    }
                    .accessibilityValue(isLoading ? "loading" : "")
                }
            }
            #Preview { Loader() }
            """))
        #expect(Self.timed(voiceOver.start()) == ["Reload. Button. @0"])
        #expect(Self.timed(voiceOver.perform(script: [.doubleTap, .wait(.seconds(1))]))
                == ["Reload: loading. Button. @500", "Loaded @1200"])
        #expect(voiceOver.focusedElement?.value == "")
    }

    /// A repeating timer counts down once a second and stops itself: each new value of the
    /// focused element is spoken at its second, then nothing more is scheduled.
    @Test func aRepeatingTimerFiresEverySecondUntilItInvalidatesItself() throws {
        var voiceOver = VoiceOver(scene: try Self.scene("""
            struct Countdown: View {
                @State private var remaining = 3
                var body: some View {
                    Button("Start") {
                        Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { timer in
                            remaining -= 1
                            if remaining == 0 {
                                timer.invalidate()
                                AccessibilityNotification.Announcement("Time is up").post()
                            }
                        }
                    }
                    .accessibilityValue("\\(remaining) seconds")
                }
            }
            #Preview { Countdown() }
            """))
        voiceOver.start()
        #expect(Self.timed(voiceOver.perform(script: [.doubleTap, .wait(.seconds(5))]))
                == ["Start: 2 seconds. Button. @1500", "Start: 1 seconds. Button. @2500", "Time is up @3500"])
        #expect(voiceOver.scene.nextScheduledTime == nil)
        #expect(voiceOver.focusedElement?.value == "0 seconds")
    }

    /// A one-shot timer passed as a variable and stopped before it fires says nothing.
    @Test func aTimerInvalidatedBeforeItFiresDoesNothing() throws {
        var voiceOver = VoiceOver(scene: try Self.scene("""
            struct Reminder: View {
                @State private var timer: Timer?
                var body: some View {
                    VStack {
                        Button("Remind me") {
                            timer = Timer.scheduledTimer(withTimeInterval: 2, repeats: false) { _ in
                                AccessibilityNotification.Announcement("Reminder").post()
                            }
                        }
                        Button("Never mind") { timer?.invalidate() }
                    }
                }
            }
            #Preview { Reminder() }
            """))
        voiceOver.start()
        var other = voiceOver
        #expect(Self.timed(other.perform(script: [.doubleTap, .wait(.seconds(3))])) == ["Reminder @2500"])
        #expect(Self.timed(voiceOver.perform(script: [.doubleTap, .swipeRight, .doubleTap, .wait(.seconds(3))]))
                == ["Never mind. Button. @1000"])
    }

    /// A sleep the interpreter cannot suspend at — inside a branch of the task, or with a
    /// deadline — is named after the transcript; the rest of the action runs at once.
    @Test func aSleepItCannotFollowIsNamed() throws {
        var scene = try Self.scene("""
            struct Saver: View {
                @State private var isSlow = true
                var body: some View {
                    Button("Save") {
                        Task {
                            if isSlow { try await Task.sleep(for: .seconds(1)) }
                            try await Task.sleep(until: .now + .seconds(1), clock: .continuous)
                            AccessibilityNotification.Announcement("Saved").post()
                        }
                    }
                }
            }
            #Preview { Saver() }
            """)
        let id = try #require(scene.render().root.children.first?.id)
        #expect(scene.perform(.activate, on: id, at: .zero)
                == SceneResponse(isHandled: true, events: [.announcement("Saved", priority: .default)]))
        #expect(scene.nextScheduledTime == nil)
        #expect(scene.unfollowed == [
            "Save: Task.sleep(for: .seconds(1)) (a wait inside a branch, a loop or a function)",
            "Save: Task.sleep(until: .now + .seconds(1), clock: .continuous)",
        ])
    }
}
