import AccessibilityTree

/// Custom rotors' items, found as VoiceOver finds them: the rotor's `itemSearch` block is called
/// with a `UIAccessibilityCustomRotorSearchPredicate` whose current item is nil, then each result
/// in turn, searching `.next`, until it returns nil or an item already found
/// (`UIAccessibilityCustomRotor`, Apple's documentation; WWDC 2016 session 202).
extension UIKitEvaluator {
    /// The objects the rotor's search block returns, in order, at most `maximumIterations`.
    mutating func rotorTargets(_ rotor: ObjectID) -> [ObjectID] {
        guard case .closure(let search)? = heap[rotor].properties["itemSearch"] else { return [] }
        var targets: [ObjectID] = []
        var current: UIKitValue = .null
        while targets.count < Self.maximumIterations, !isOverBudget {
            let currentItem = makeObject("UIAccessibilityCustomRotorItemResult", kind: .model, source: nil)
            heap[currentItem].properties = ["targetElement": current, "targetRange": .null]
            let predicate = makeObject("UIAccessibilityCustomRotorSearchPredicate", kind: .model, source: nil)
            heap[predicate].properties = ["currentItem": .object(currentItem), "searchDirection": .enumCase("next")]
            guard let result = callClosure(search, [.object(predicate)]).asObject,
                  let target = heap[result].properties["targetElement"]?.asObject, !targets.contains(target) else { break }
            targets.append(target)
            current = .object(target)
        }
        return targets
    }

    /// `UIAccessibilityCustomRotorItemResult(targetElement:targetRange:)`.
    mutating func makeRotorItemResult(_ labelled: [String: UIKitValue]) -> UIKitValue {
        let result = makeObject("UIAccessibilityCustomRotorItemResult", kind: .model, source: nil)
        heap[result].properties = ["targetElement": labelled["targetElement"] ?? .null, "targetRange": .null]
        return .object(result)
    }
}
