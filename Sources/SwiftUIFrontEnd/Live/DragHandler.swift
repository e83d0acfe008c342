import AccessibilityTree

/// A `DragGesture` a view was given, while a screen runs: the touches the simulator passes to
/// the app (a passthrough drag, a direct touch area) run its closures (docs/live-source.md,
/// Touches passed through).
struct DragHandler {
    /// SwiftUI's default `minimumDistance` (10 points, `DragGesture.init(minimumDistance:coordinateSpace:)`).
    static let defaultMinimumDistance = 10.0

    /// The view's frame on screen: a touch inside it starts the gesture, and its location is
    /// given in the view's own coordinates (SwiftUI's default `.local` coordinate space).
    var frame: Rect
    var minimumDistance: Double
    var onChanged: SourceAction?
    var onEnded: SourceAction?

    /// The gesture `value` makes (`Interpreter.dragGestureCase`) on a view in `frame`; nil for any other value.
    init?(_ value: Value?, frame: Rect) {
        guard case .enumCase(Interpreter.dragGestureCase, let parts)? = value, parts.count == 3 else { return nil }
        self.frame = frame
        minimumDistance = parts[0].asDouble ?? Self.defaultMinimumDistance
        onChanged = parts[1].isClosure ? SourceAction(value: parts[1]) : nil
        onEnded = parts[2].isClosure ? SourceAction(value: parts[2]) : nil
    }

    /// `DragGesture.Value` for a finger at `point` that touched down at `start` (both on screen):
    /// `location`, `startLocation` and `translation`, in the view's coordinates.
    func value(at point: Point, from start: Point) -> Value {
        func local(_ point: Point) -> Value {
            .object(ObjectValue(typeName: "CGPoint", fields: [("x", .double(point.x - frame.minX)), ("y", .double(point.y - frame.minY))]))
        }
        let translation = ObjectValue(typeName: "CGSize", fields: [("width", .double(point.x - start.x)), ("height", .double(point.y - start.y))])
        return .object(ObjectValue(typeName: "DragGesture.Value", fields: [
            ("location", local(point)), ("startLocation", local(start)), ("translation", .object(translation)),
            ("predictedEndLocation", local(point)),
        ]))
    }
}

/// An `onChange(of:)` a view was given, while a screen runs: when the value it watches differs
/// after an action, its closure runs with the old and new values.
struct ChangeObserver {
    var value: Value
    var action: SourceAction
}
