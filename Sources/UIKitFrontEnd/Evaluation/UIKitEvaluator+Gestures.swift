/// Gesture recognizers as VoiceOver meets them: a double tap taps the element's activation
/// point, so a `UITapGestureRecognizer` on the view (or on a view above it) runs its action.
extension UIKitEvaluator {
    /// Runs the actions of the tap recognizers on `object` or its nearest ancestor that has
    /// any; whether one ran.
    mutating func fireTapRecognizers(on object: ObjectID) -> Bool {
        for view in [object] + heap.superviews(of: object) {
            let recognizers = (heap[view].properties["gestureRecognizers"]?.asArray ?? []).compactMap(\.asObject)
                .filter { heap[$0].className == "UITapGestureRecognizer" }
            if !recognizers.isEmpty {
                for recognizer in recognizers {
                    for action in heap[recognizer].targetActions {
                        guard let target = action.target else { continue }
                        _ = callMethod(action.method, on: target, [(nil, .object(recognizer))])
                    }
                }
                return true
            }
        }
        return false
    }
}
