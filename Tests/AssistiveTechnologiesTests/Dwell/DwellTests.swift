import AccessibilityTree
@testable import AssistiveTechnologies
import Scenes
import Testing

@Suite struct DwellTests {
    static let screen = Screen(elements: [
        AccessibilityElement(id: "play", label: "Play", traits: .button, frame: Rect(x: 0, y: 0, width: 100, height: 100)),
        AccessibilityElement(id: "next", label: "Next", traits: .button, frame: Rect(x: 200, y: 0, width: 100, height: 100)),
    ], size: Size(width: 400, height: 800))
    static var scene: StaticScene { StaticScene(snapshot: Snapshot(screen: screen)) }

    private func run(_ path: String, _ settings: DwellSettings = DwellSettings()) throws -> [DwellEvent] {
        Dwell.run(path: try #require(DragStep.path(from: path)), on: Self.scene, settings: settings)
    }

    @Test func aRestWithinTheToleranceFiresOnceOnTheElementThere() throws {
        let events = try run("50,50@0;55,52@0.6;58,50@1.4;52,50@3")
        #expect(events == [.fired(at: Point(x: 50, y: 50), time: .seconds(1), element: Self.screen.root.children[0],
                                  isHandled: true)])
    }

    @Test func movingBeyondTheToleranceStartsTheRestAgain() throws {
        // The rest at (50, 50) is cut short at 0.8 s; the one at (70, 50) lasts from 0.8 s and
        // fires at 1.8 s, on Play; the last at (250, 50) is too short.
        let events = try run("50,50@0;70,50@0.8;70,50@1.5;71,50@1.9;250,50@2;250,50@2.5", DwellSettings(tolerance: 10))
        #expect(events == [.fired(at: Point(x: 70, y: 50), time: .milliseconds(1800), element: Self.screen.root.children[0],
                                  isHandled: true)])
    }

    @Test func aRestOnNothingOrOffTheScreenTapsNothing() throws {
        #expect(try run("150,50@0;150,50@2") == [.fired(at: Point(x: 150, y: 50), time: .seconds(1), element: nil,
                                                         isHandled: false)])
        #expect(try run("500,50@0;500,50@2") == [.outsideScreen(at: Point(x: 500, y: 50), time: .seconds(1))])
    }

    @Test func restingOnEachControlTriesEveryOneInOrder() {
        let path = Dwell.restOnEachControl(of: Self.screen)
        #expect(DwellText.text(of: Dwell.run(path: path, on: Self.scene)) == """
            1 s at (50, 50): tapped Play (play)
            2.5 s at (250, 50): tapped Next (next)

            """)
    }
}

/// Dwell hit-tests through the touch-target grid it builds once per screen state: every rest
/// fires on what `Screen.hitTest(_:)` finds there.
@Suite struct DwellGridTests {
    /// Overlapping cells, a full-screen background behind them, a banner over part of them.
    static let screen: Screen = {
        let background = AccessibilityElement(id: "background", label: "Background", traits: .button,
                                              frame: Rect(x: 0, y: 0, width: 400, height: 800))
        let cells: [AccessibilityElement] = (0..<120).map { index in
            let frame = Rect(x: Double(index % 8) * 50, y: Double(index / 8) * 50, width: 60, height: 60)
            return AccessibilityElement(id: ElementID("cell-\(index)"), label: "Cell \(index)", traits: .button, frame: frame)
        }
        let banner = AccessibilityElement(id: "banner", label: "Banner", traits: .button,
                                          frame: Rect(x: 100, y: 120, width: 200, height: 30))
        return Screen(elements: [background] + cells + [banner], size: Size(width: 400, height: 800))
    }()

    @Test func everyRestFiresOnTheElementTheTreeWalkFinds() {
        var points: [Point] = []
        for y in stride(from: 5.0, to: 800, by: 23) {
            for x in stride(from: 3.0, to: 400, by: 17) { points.append(Point(x: x, y: y)) }
        }
        var path: [DragStep] = []
        for (index, point) in points.enumerated() {
            path.append(DragStep(point: point, time: .seconds(2 * index)))
            path.append(DragStep(point: point, time: .seconds(2 * index + 1)))
        }
        let events = Dwell.run(path: path, on: StaticScene(snapshot: Snapshot(screen: Self.screen)))
        let hit = events.compactMap { event -> ElementID?? in
            if case let .fired(_, _, element, _) = event { return .some(element?.id) }
            return nil
        }
        #expect(hit.count == points.count)
        #expect(hit == points.map { Self.screen.hitTest($0)?.id })
        #expect(Set(hit.compactMap { $0 }).count == 118)
    }
}
