import AccessibilityTree
import Foundation
import Scenes

/// A finger passed through to the app: the view whose gesture it started and where it touched down.
struct ActiveTouch {
    var key: ElementID
    var start: Point
    /// The view's frame: where the gesture was recorded, or the element's it is inside.
    var frame: Rect
    /// Whether it has moved the gesture's minimum distance: from then on `onChanged` runs.
    var isDragging = false
}

extension SourceScene {
    /// A touch VoiceOver passes to the app (a passthrough drag, a direct touch area): the
    /// innermost view under the finger with a `DragGesture` gets it, as SwiftUI's hit testing
    /// gives it, until the finger lifts; when the layout measured none under the finger, the
    /// gesture inside the element VoiceOver passes the touch to gets it, in the element's frame. Once the finger has moved the gesture's
    /// `minimumDistance` each move runs `onChanged` and lifting runs `onEnded`, with the
    /// location in the view's coordinates; the screen is evaluated again after each.
    mutating func touch(_ phase: TouchPhase, at point: Point, on element: AccessibilityElement?,
                        at time: Duration) -> SceneResponse {
        if phase == .began {
            activeTouch = gesture(at: point, inside: element).map { ActiveTouch(key: $0.key, start: point, frame: $0.frame) }
        }
        guard var touch = activeTouch, var drag = handlers[touch.key]?.drag else { return .unhandled }
        drag.frame = touch.frame
        if !touch.isDragging, hypot(point.x - touch.start.x, point.y - touch.start.y) >= drag.minimumDistance {
            touch.isDragging = true
        }
        activeTouch = phase == .ended ? nil : touch
        guard touch.isDragging, let code = phase == .ended ? drag.onEnded : drag.onChanged else { return .handled }
        return run(code, arguments: [drag.value(at: point, from: touch.start)], on: element, at: time, touching: drag.frame)
    }
}

extension SourceScene {
    /// The view whose drag gesture a touch at `point` starts, and the frame it is taken in.
    func gesture(at point: Point, inside element: AccessibilityElement?) -> (key: ElementID, frame: Rect)? {
        let drags = handlers.compactMap { key, handlers in handlers.drag.map { (key: key, frame: $0.frame) } }
        func area(_ frame: Rect) -> Double { frame.width * frame.height }
        if let under = drags.filter({ $0.frame.contains(point) }).min(by: { (area($0.frame), $0.key) < (area($1.frame), $1.key) }) {
            return under
        }
        guard let element, let frame = element.frame else { return nil }
        let path = element.id.rawValue
        let inside = drags.filter { $0.key.rawValue == path || $0.key.rawValue.hasPrefix(path + "/") }
        return inside.min { $0.key < $1.key }.map { ($0.key, frame) }
    }
}
