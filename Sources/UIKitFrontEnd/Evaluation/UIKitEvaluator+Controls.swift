import AccessibilityTree
import SwiftSyntax

/// Custom controls: a `UIControl` of the app's own class, or a `UIControl` given targets.
///
/// `UIControl` tracks a touch itself and sends `touchUpInside` (and its other touch events) to the
/// targets its users add (Apple, `UIControl`: "controls use the target-action mechanism"), so a
/// person's tap on a control of the app's own class does something, wherever those targets are
/// added. But a control that is not one of UIKit's is no accessibility element unless it says so
/// (Apple, `isAccessibilityElement`: the default is true only for UIKit's own controls): VoiceOver
/// reads what is inside it, with no trait saying it acts.
extension UIKitEvaluator {
    /// Whether a tap on `object` runs code of the app: a control of the app's own class (not one
    /// that follows a drag — its class tracks moving touches, or a pan recognizer is on it or a
    /// view inside it — which `touch-tracking-without-adjustable` judges), or
    /// a plain `UIControl` given a target–action; neither when it takes no touches
    /// (`isUserInteractionEnabled = false`).
    mutating func answersTaps(_ object: ObjectID) -> Bool {
        guard heap[object].kind == .control,
              readProperty("isUserInteractionEnabled", of: object).asBool != false else { return false }
        let chain = index.chain(of: heap[object].className)
        guard !chain.contains(where: Self.tracksDrags), !pans(object) else { return false }
        return !chain.isEmpty || heap[object].targetActions.contains { !Self.notControlEvents.contains($0.event) }
    }

    /// Whether a pan recognizer is on `object` or a view inside it (Brave's video scrubber pans
    /// its knob): a control that follows a drag.
    private func pans(_ object: ObjectID) -> Bool {
        heap.views(under: object).contains { view in
            (heap[view].properties["gestureRecognizers"]?.asArray ?? []).contains { recognizer in
                recognizer.asObject.map { heap[$0].className == "UIPanGestureRecognizer" } ?? false
            }
        }
    }

    /// Where code the control's class gives each instance goes: after the last statement of the
    /// initialiser of its class, or of the superclass of the app nearest UIKit's that declares
    /// one (which serves every subclass: Blink's `CommandControl`), else at its class's
    /// declaration, else (a plain `UIControl`) where it is made.
    func placeForSetup(of object: ObjectID) -> SourceLocation? {
        if let initializer = heap[object].lastInitializer {
            let end = initializer.syntax.body?.statements.last.map(Syntax.init) ?? Syntax(initializer.syntax)
            return location(of: end, in: initializer.file)
        }
        if let type = index.types[heap[object].className] { return index.location(of: type) }
        return heap[object].source
    }

    /// The events recorded beside control events: a custom action's and a gesture recognizer's.
    private static let notControlEvents: Set<String> = ["customAction", "gesture"]

    /// Whether a class follows a finger as it moves (a slider, a knob of its own).
    private static func tracksDrags(_ type: UIKitClassIndex.TypeDecl) -> Bool {
        type.functions["continueTracking"] != nil || type.functions["touchesMoved"] != nil
    }
}
