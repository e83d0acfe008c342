import AccessibilityTree
import SwiftSyntax

/// Gestures, geometry and time while a screen runs (docs/live-source.md, Touches passed through):
/// a `DragGesture`'s `onChanged` and `onEnded` closures kept for the touches the simulator passes
/// to the app, a `GeometryReader`'s proxy measuring the view the touch is in, and `Date()` read
/// from the simulator's clock. Nothing here runs in the audit (`live` is nil there).
extension Interpreter {
    static let dragGestureCase = "perceive.dragGesture"
    static let geometryProxyCase = "perceive.geometryProxy"

    /// `DragGesture(minimumDistance: 10).onChanged { … }.onEnded { … }`: the gesture with its
    /// minimum distance and closures (`dragGestureCase`); nil for any other call.
    mutating func dragGesture(_ call: FunctionCallExprSyntax, named name: String, on base: ExprSyntax, _ scope: Scope) -> Value? {
        guard name == "onChanged" || name == "onEnded" else { return nil }
        var parts: [Value]
        if let start = base.as(FunctionCallExprSyntax.self), start.calledExpression.trimmedDescription == "DragGesture" {
            let distance = start.arguments.first { $0.label?.text == "minimumDistance" }.map { evaluate($0.expression, scope) }
            parts = [distance ?? .double(DragHandler.defaultMinimumDistance), .null, .null]
        } else if case .enumCase(Self.dragGestureCase, let kept) = evaluate(base, scope), kept.count == 3 {
            parts = kept
        } else {
            return nil
        }
        guard let closure = arguments(of: call, scope).last(where: { $0.value.isClosure })?.value else { return nil }
        parts[name == "onChanged" ? 1 : 2] = closure
        return .enumCase(Self.dragGestureCase, parts)
    }

    /// `proxy.size` of a `GeometryReader`'s proxy: the size of the view a passed-through touch is
    /// in, while the touch's code runs; a run-time value otherwise.
    func geometryMember(_ name: String, expression: ExprSyntax) -> Value {
        guard name == "size", let frame = live?.touchedFrame else {
            return .unknown(reason: "run-time value `\(expression.trimmedDescription.clipped)`")
        }
        return .object(ObjectValue(typeName: "CGSize", fields: [("width", .double(frame.width)), ("height", .double(frame.height))]))
    }

    /// `Date()`, `Date.now`: the simulator's time in seconds; `Date.distantPast` and
    /// `Date.distantFuture` as Foundation gives them (seconds from 2001). Nil for other members.
    func liveDate(_ name: String?) -> Value? {
        switch name {
        case nil, "now": .double(Double((live?.now ?? .zero).components.seconds) + Double((live?.now ?? .zero).components.attoseconds) / 1e18)
        case "distantPast": .double(-63_114_076_800)
        case "distantFuture": .double(63_113_904_000)
        default: nil
        }
    }

    /// `later.timeIntervalSince(earlier)` on two dates read by `liveDate`, to the microsecond: a
    /// `Date` holds seconds from 2001 in a `Double`, about a tenth of a microsecond apart on
    /// today's dates, so the simulator's exact times (0.9 s and 1.2 s) are 0.3 s apart.
    mutating func timeInterval(_ call: FunctionCallExprSyntax, on base: ExprSyntax, _ scope: Scope) -> Value? {
        guard call.arguments.count == 1, let argument = call.arguments.first,
              let later = evaluate(base, scope).asDouble, let earlier = evaluate(argument.expression, scope).asDouble
        else { return nil }
        return .double(((later - earlier) * 1_000_000).rounded() / 1_000_000)
    }
}
