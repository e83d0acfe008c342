import AccessibilityTree
import AssistiveTechnologies
import Testing

@Suite struct GestureScriptTests {
    @Test func readsEveryKindOfStep() throws {
        let script = "right,left, up ,down,doubletap,rotor,rotor-left,escape,magictap,touch(120,300),"
            + "hold-drag(200,400@0;200,350@0.5),drag(1,2;3,4),scroll(down),wait(0.5)"
        #expect(try VoiceOverGesture.parseScript(script) == [
            .swipeRight, .swipeLeft, .swipeUp, .swipeDown, .doubleTap, .rotorClockwise, .rotorCounterclockwise,
            .escape, .magicTap, .touch(Point(x: 120, y: 300)),
            .holdAndDrag([DragStep(x: 200, y: 400, seconds: 0), DragStep(x: 200, y: 350, seconds: 0.5)]),
            .drag([DragStep(x: 1, y: 2, seconds: 0), DragStep(x: 3, y: 4, seconds: 0.1)]),
            .threeFingerSwipe(.down), .wait(.milliseconds(500)),
        ])
    }

    @Test func readsTheReadingGestures() throws {
        #expect(try VoiceOverGesture.parseScript("read-all,read-from-here,first,last")
            == [.readAll, .readFromFocus, .firstElement, .lastElement])
    }

    @Test func acceptsAliasesCaseAndNewLines() throws {
        #expect(try VoiceOverGesture.parseScript("Swipe-Right\nDOUBLE-TAP,\n magic-tap, wait(250ms), wait(2s),") ==
            [.swipeRight, .doubleTap, .magicTap, .wait(.milliseconds(250)), .wait(.seconds(2))])
    }

    @Test func acceptsWaitsAndTimesUpToADay() throws {
        #expect(try VoiceOverGesture.parseScript("wait(86400),drag(0,0@86400s)") ==
            [.wait(.seconds(86_400)), .drag([DragStep(x: 0, y: 0, seconds: 86_400)])])
    }

    @Test func descriptionsParseBack() throws {
        let gestures: [VoiceOverGesture] = [
            .swipeRight, .rotorCounterclockwise, .touch(Point(x: 1.5, y: 2)), .threeFingerSwipe(.previous),
            .holdAndDrag([DragStep(x: 1, y: 2, seconds: 0), DragStep(x: 3, y: 4, seconds: 0.25)]),
            .wait(.milliseconds(1500)),
        ]
        let script = gestures.map(\.description).joined(separator: ",")
        #expect(script == "right,rotor-counterclockwise,touch(1.5,2),scroll(previous),"
            + "hold-drag(1,2@0;3,4@0.25),wait(1.5)")
        #expect(try VoiceOverGesture.parseScript(script) == gestures)
    }

    struct BadScript: CustomTestStringConvertible, Sendable {
        var script: String
        var message: String
        var testDescription: String { script }
    }

    static let badScripts: [BadScript] = [
        BadScript(script: "right,dubletap", message: "step 2 'dubletap': unknown gesture. Did you mean 'doubletap'?"),
        BadScript(script: "rotr", message: "step 1 'rotr': unknown gesture. Did you mean 'rotor'?"),
        BadScript(script: "right,fly", message: "step 2 'fly': unknown gesture"),
        BadScript(script: "touch(12)", message: "step 1 'touch(12)': expected a point x,y, as in touch(120,300)"),
        BadScript(script: "touch", message: "step 1 'touch': 'touch' needs an argument in parentheses, as in touch(120,300)"),
        BadScript(script: "right(3)", message: "step 1 'right(3)': 'right' takes no argument"),
        BadScript(script: "left,touch(1,2", message: "step 2 'touch(1,2': missing ')' at the end"),
        BadScript(script: "scroll(dwn)",
                  message: "step 1 'scroll(dwn)': expected a direction (right, left, up, down, next, previous). Did you mean 'down'?"),
        BadScript(script: "wait(-1)", message: "step 1 'wait(-1)': expected seconds, as in wait(0.5)"),
        // Found by fuzzing (docs/fuzzing.md): a time past Int64 milliseconds stopped the program.
        BadScript(script: "drag(0,0@1e308)",
                  message: "step 1 'drag(0,0@1e308)': expected points x,y@seconds separated by ';', as in drag(100,300@0;200,300@0.5)"),
        BadScript(script: "wait(1e300)", message: "step 1 'wait(1e300)': a wait lasts at most 86400 seconds (a day)"),
        BadScript(script: "wait(86400001ms)", message: "step 1 'wait(86400001ms)': a wait lasts at most 86400 seconds (a day)"),
        BadScript(script: "hold-drag(1,2@1;3,4@0.5)",
                  message: "step 1 'hold-drag(1,2@1;3,4@0.5)': expected points x,y@seconds separated by ';', as in hold-drag(200,400@0;200,350@0.5)"),
    ]

    @Test(arguments: badScripts)
    func badStepsAreNamedWithASuggestion(_ bad: BadScript) {
        #expect {
            try VoiceOverGesture.parseScript(bad.script)
        } throws: { error in
            (error as? VoiceOverScriptError)?.description == bad.message
        }
    }
}
