import AccessibilityTree
import Scenes

/// Dwell over a scene: the pointer follows a path; when it rests within the movement tolerance
/// of one point for the dwell time, the action fires there — a tap on the element hit-tested at
/// that point. The pointer must then leave the tolerance before it can fire again.
public enum Dwell {
    /// What happened along `path` (times since it began; the pointer rests between samples).
    ///
    /// The touch targets are filed once per state of the screen (`TouchTargetGrid`), so each rest
    /// that fires costs O(1) on average, not a walk of the tree.
    public static func run(path: [DragStep], on scene: any Scene,
                           settings: DwellSettings = DwellSettings()) -> [DwellEvent] {
        var scene = scene
        var screen = scene.render()
        var targets = TouchTargetGrid(screen: screen)
        var events: [DwellEvent] = []
        guard var anchor = path.first else { return [] }
        var isArmed = true
        func fireIfDue(by time: Duration) {
            guard isArmed, time - anchor.time >= settings.dwellTime else { return }
            isArmed = false
            let firedAt = anchor.time + settings.dwellTime
            let point = anchor.point
            guard (0...screen.size.width).contains(point.x), (0...screen.size.height).contains(point.y) else {
                return events.append(.outsideScreen(at: point, time: firedAt))
            }
            guard let element = targets.frontMost(at: anchor.point) else {
                return events.append(.fired(at: anchor.point, time: firedAt, element: nil, isHandled: false))
            }
            let response = scene.perform(.activate, on: element.id, at: firedAt)
            events.append(.fired(at: anchor.point, time: firedAt, element: element, isHandled: response.isHandled))
            for event in response.events {
                if case let .announcement(text, _) = event { events.append(.announcement(text)) }
            }
            let rendered = scene.render()
            if rendered != screen {
                screen = rendered
                targets = TouchTargetGrid(screen: rendered)
            }
        }
        for sample in path.dropFirst() {
            if distance(sample.point, anchor.point) > settings.tolerance {
                fireIfDue(by: sample.time)
                anchor = sample
                isArmed = true
            } else {
                fireIfDue(by: sample.time)
            }
        }
        return events
    }

    /// A still pointer on the centre of each interactive element, one after another: where each
    /// rest fires. The path a person would take to try every control once.
    public static func restOnEachControl(of screen: Screen, settings: DwellSettings = DwellSettings()) -> [DragStep] {
        let centres = screen.navigationOrder.map(\.element).filter(\.isInteractive).compactMap(\.frame?.center)
        let step = settings.dwellTime + .milliseconds(500)
        return centres.enumerated().flatMap { index, centre in
            let start = step * index
            return [DragStep(point: centre, time: start), DragStep(point: centre, time: start + settings.dwellTime)]
        }
    }

    private static func distance(_ a: Point, _ b: Point) -> Double {
        ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot()
    }
}

/// What happened along a Dwell pointer path.
public enum DwellEvent: Hashable, Sendable {
    /// The dwell fired at the point: on the element hit there (nil: nothing), handled or not.
    case fired(at: Point, time: Duration, element: AccessibilityElement?, isHandled: Bool)
    /// The rest was off the screen (a control scrolled out of view): the pointer cannot be there.
    case outsideScreen(at: Point, time: Duration)
    case announcement(String)
}
