import AccessibilityTree

/// Which elements a tap gesture reaches, and which of them act on their own.
///
/// VoiceOver's double tap activates the element in focus; an element with no action of its own
/// passes it on as a touch at its activation point, and the tap gesture of the view around it
/// runs (docs/swiftui-defaults.md, Gestures). So every element of a card with `.onTapGesture`
/// answers the card's tap, and an element the app announced as a link or a button with
/// `.accessibilityAddTraits` tells a person that tap is there. A control (`Button`, `Link`,
/// `Toggle`) answers with its own action instead: it does not share the tap.
extension Lowerer {
    /// `items` whose elements gained the button or link trait from `.accessibilityAddTraits`
    /// (`before` holds them as they were) marked as announcing what reaches them
    /// (`Lowered.announcesGivenActivation`).
    static func markingActivationTraitsAdded(_ items: [Lowered], before: [Lowered]) -> [Lowered] {
        let announcing: Traits = [.button, .link]
        return items.enumerated().map { position, item in
            let had = position < before.count ? before[position].element.traits : Traits()
            guard had.isDisjoint(with: Traits.activatable), !item.element.traits.isDisjoint(with: announcing) else { return item }
            var marked = item
            marked.announcesGivenActivation = true
            return marked
        }
    }

    /// `items` with `source` recorded as the tap each element answers, where the element has none
    /// nearer (a tap on its own view, or on a view between, runs first) and does not act on its own.
    ///
    /// Where one tap reaches several elements (an icon and a title in a row), a person touches any
    /// of them to run it: the target is all of them together, so a side that an element's own
    /// frame or symbol decides is not the target's side where they reach beyond it
    /// (`small-hit-region` judges only decided sides). Where the tapped view takes the touch across
    /// its frame (`ViewNode.takesTouchAcrossItsFrame`: a background, a content shape, a picture
    /// filling it under a badge), the target reaches as far as the tapped view, `tappedFrame`.
    static func recordingTapSource(_ source: SourceLocation?, on items: [Lowered], tappedFrame: Rect? = nil) -> [Lowered] {
        guard let source else { return items }
        let reached = items.indices.filter { items[$0].element.tapSource == nil && !items[$0].actsOnItsOwn }
        let frames = reached.compactMap { items[$0].element.frame } + [tappedFrame].compactMap { $0 }
        let target = reached.count > 1 || tappedFrame != nil ? frames.dropFirst().reduce(frames.first) { $0?.union($1) } : nil
        var answering = items
        for position in reached {
            answering[position].element.tapSource = source
            answering[position].element.tapReachesOthers = reached.count > 1
            guard let target, let frame = answering[position].element.frame else { continue }
            answering[position].element.undeciding(width: target.size.width > frame.size.width + 0.5,
                                                   height: target.size.height > frame.size.height + 0.5)
        }
        return answering
    }

    /// `merged`, the element combining `items`' leaves, answering the tap they answer, and
    /// announcing it where one of them did, unless it acts on its own (a button among them).
    static func answeringTheTapOfItsLeaves(_ merged: Lowered, _ items: [Lowered]) -> Lowered {
        let leaves = items.flatMap(\.visibleLeaves)
        var answering = merged
        answering.announcesGivenActivation = leaves.contains(where: \.announcesGivenActivation)
        if !answering.actsOnItsOwn {
            answering.element.tapSource = tapAtTheMiddle(of: leaves)
        }
        return answering
    }

    /// The tap an element merging `leaves` answers: VoiceOver's double tap lands at its activation
    /// point, the middle of its frame, so the tap more than half its leaves answer (one around
    /// them), not one a single leaf holds on its own view (a checkbox at the row's edge); none when
    /// no tap reaches most of them, so that a tap on a view around the merged element still can.
    static func tapAtTheMiddle(of leaves: [Lowered]) -> SourceLocation? {
        let taps = leaves.compactMap(\.element.tapSource)
        return taps.first { tap in 2 * taps.count(where: { $0 == tap }) > leaves.count }
    }
}
