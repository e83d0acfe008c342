import AccessibilityTree
import AssistiveTechnologies
import Scenes
import Testing

/// Touches passed through to a SwiftUI screen run from source: a `DragGesture`'s closures,
/// `onChange(of:)`, and `Date()` on the simulator's clock (docs/live-source.md).
@Suite struct SourceSceneTouchTests {
    static let source = """
        struct Pad: View {
            @State private var moves = 0
            @State private var lifted = "no"
            @State private var startedAt = Date.distantPast
            var body: some View {
                Color.blue
                    .frame(width: 200, height: 200)
                    .gesture(
                        DragGesture()
                            .onChanged { drag in moves += 1 }
                            .onEnded { drag in lifted = "at \\(Int(drag.location.x)), \\(Int(drag.translation.height))" }
                    )
                    .accessibilityElement()
                    .accessibilityLabel("Pad")
                    .accessibilityValue("\\(moves) moves, lifted \\(lifted)")
                    .onChange(of: moves) { newValue in
                        if newValue == 1 { startedAt = Date() }
                        if newValue == 3 { AccessibilityNotification.Announcement("\\(Int(Date().timeIntervalSince(startedAt) * 10)) tenths").post() }
                    }
            }
        }
        #Preview { Pad() }
        """

    @Test func aDragRunsOnChangedPastItsMinimumDistanceAndOnEndedWhereItLifts() throws {
        var scene = try SourceSceneStateTests.scene(Self.source)
        let pad = try #require(scene.render().root.children.first)
        let frame = try #require(pad.frame)
        let id = pad.id
        // SwiftUI's default minimum distance is 10 pt: a 5 pt move is not yet a drag.
        let start = Point(x: frame.minX + 20, y: frame.minY + 20)
        #expect(scene.perform(.touch(.began, at: start), on: id, at: .seconds(1)) == .handled)
        #expect(scene.perform(.touch(.moved, at: start.offsetBy(dx: 0, dy: 5)), on: id, at: .seconds(1)) == .handled)
        #expect(scene.render().root.children.first?.value == "0 moves, lifted no")
        #expect(scene.perform(.touch(.moved, at: start.offsetBy(dx: 0, dy: 12)), on: id, at: .milliseconds(1100)).events.isEmpty)
        #expect(scene.perform(.touch(.moved, at: start.offsetBy(dx: 0, dy: 20)), on: id, at: .milliseconds(1200)).events.isEmpty)
        let third = scene.perform(.touch(.moved, at: start.offsetBy(dx: 0, dy: 30)), on: id, at: .milliseconds(1400))
        // `onChange` read `Date()` at the first move (1.1 s) and the third (1.4 s).
        #expect(third.events == [.announcement("3 tenths", priority: .default)])
        _ = scene.perform(.touch(.ended, at: start.offsetBy(dx: 30, dy: 40)), on: id, at: .milliseconds(1500))
        #expect(scene.render().root.children.first?.value == "3 moves, lifted at 50, 40")
    }

    @Test func aTouchOutsideEveryGestureIsNotHandled() throws {
        var scene = try SourceSceneStateTests.scene(Self.source)
        let id = try #require(scene.render().root.children.first?.id)
        #expect(scene.perform(.touch(.began, at: Point(x: -50, y: -50)), on: "elsewhere", at: .zero) == .unhandled)
        #expect(scene.perform(.touch(.moved, at: Point(x: -20, y: -50)), on: id, at: .zero) == .unhandled)
    }
}
