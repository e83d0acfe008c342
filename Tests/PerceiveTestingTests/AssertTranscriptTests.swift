import AccessibilityTree
import PerceiveExamples
import PerceiveTesting
import Testing

@Suite struct AssertTranscriptTests {
    @Test func matchingTranscriptPasses() {
        assertTranscript(of: ExceptionalDogsScene(variant: .after), gestures: "up,right", matches: """
            Dog picker, Pinky, adjustable
              Swipe up or down with one finger to adjust the value.
            Layla
            Favorite, off, button
            """)
    }

    @Test func swipeThroughWithoutGestures() {
        assertTranscript(of: BrightnessSliderScene(), matches: """
            Brightness: 50%. Adjustable.
              Swipe up or down with one finger to adjust the value.
            """, matching: .exact)
    }

    @Test func snapshotsWork() {
        let screen = Screen(elements: [AccessibilityElement(id: "play", label: "Play", traits: .button,
                                                            frame: Rect(x: 0, y: 0, width: 100, height: 44))])
        assertTranscript(of: Snapshot(screen: screen), matches: "Play, button")
    }

    @Test func mismatchIsRecordedAsAnIssueWithTheDiff() {
        withKnownIssue {
            assertTranscript(of: BrightnessSliderScene(), gestures: "up", matches: """
                Brightness, 50%, adjustable
                  Swipe up or down with one finger to adjust the value.
                70%
                """)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.hasSuffix("− 70%\n+ 60%") }
        }
    }

    @Test func badGestureScriptIsRecordedAsAnIssue() {
        withKnownIssue {
            assertTranscript(of: BrightnessSliderScene(), gestures: "up,sideways", matches: "")
        } matching: { issue in
            issue.comments.contains { $0.rawValue.hasPrefix("Gesture script: step 2 'sideways'") }
        }
    }
}
