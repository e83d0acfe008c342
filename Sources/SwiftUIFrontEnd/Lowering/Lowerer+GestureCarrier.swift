import AccessibilityTree

extension Lowerer {
    /// A gesture other than a tap (a drag, a pinch, a long press, a double tap) on a view showing
    /// several elements: the view's, not each element's. A VoiceOver, Switch Control or Voice
    /// Control user meets the elements one by one, and what the gesture does on the view is out
    /// of reach from all of them alike; the controls inside keep their own activation. So one
    /// element that is no accessibility element carries it, with the view's frame, at the
    /// modifier, where an alternative (`.accessibilityAction(named:)`,
    /// `.accessibilityScrollAction`) is added: it is reported once, not on every text and button
    /// inside. Several such gestures on one view share the carrier. An element that combines the
    /// view's children takes the carried gestures (`Lowered.carriedGestures`).
    ///
    /// A drag on a view holding the screen's scrolling content (a vertical scroll view, a list, a
    /// form; `ViewNode.holdsScreenContent`) is the scrolling's: VoiceOver scrolls such content
    /// with a three-finger swipe (docs/voiceover-speech.md), and a drag read beside it
    /// (`.simultaneousGesture(DragGesture().onChanged { … })`) watches the scrolling, to put the
    /// keyboard away or to count it. No element carries it (the caller leaves it out, as it does
    /// for such a drag on the list or scroll view alone).
    static func carryingGesture(_ gesture: Gesture, of modifier: AppliedModifier, over items: [Lowered], _ child: ViewNode,
                                _ frame: Rect, path: String) -> [Lowered] {
        let id = ElementID("\(path)/gestures")
        if let last = items.last, last.element.id == id {
            var carrier = last
            if !carrier.element.gestures.contains(gesture) { carrier.element.gestures.append(gesture) }
            return items.dropLast() + [carrier]
        }
        let carrier = AccessibilityElement(id: id, frame: frame, isAccessibilityElement: false, gestures: [gesture],
                                           source: modifier.source ?? child.source)
        return items + [Lowered(element: carrier)]
    }
}
