import AccessibilityTree

extension DecidedSize {
    /// The size of a control made of `parts` (a Button's content): decided on a side when every
    /// part's is (an SF Symbol, a constant frame), at the first part's deciding line; nil when
    /// a part is text or an image whose size the layout estimates.
    static func of(_ parts: [AccessibilityElement]) -> DecidedSize? {
        let decided = parts.map(\.visual?.decidedSize)
        guard let first = decided.first ?? nil, !decided.contains(nil) else { return nil }
        let sides = decided.compactMap { $0 }
        let width = sides.allSatisfy(\.width), height = sides.allSatisfy(\.height)
        guard width || height else { return nil }
        return DecidedSize(source: first.source, width: width, height: height)
    }

    /// The size of a control whose label is `content`, lowered to `parts`: as `of(_:)` decides it
    /// from the parts, unless the label also draws a view of a size no code decides (a picture
    /// the audit does not read above a title line, a shape filling the row:
    /// `ViewNode.drawsViewOfOpenSize`), which is then part of the control too.
    static func ofControl(_ parts: [Lowered], drawnBy content: [ViewNode]) -> DecidedSize? {
        guard let decided = of(parts.flatMap(\.visibleLeaves).map(\.element)),
              !content.contains(where: \.drawsViewOfOpenSize) else { return nil }
        return decided
    }
}

extension AccessibilityElement {
    /// Records that `decided`, the size a control's parts decide, fixes its size; where they decide
    /// none, the control has no decided size, not the one a merge copied from its first text (a
    /// one-line title is not the size of a button that also draws a picture).
    mutating func decidingControl(_ decided: DecidedSize?) {
        guard let decided else {
            visual?.decidedSize = nil
            return
        }
        deciding(decided)
    }

    /// Records that `decided` fixes sides of this element's size: a frame deciding both sides
    /// is the line to change; one deciding a single side adds it to what an inner frame or
    /// symbol decides, whose line is kept.
    mutating func deciding(_ decided: DecidedSize) {
        var facts = visual ?? VisualFacts()
        if let inner = facts.decidedSize, !(decided.width && decided.height) {
            facts.decidedSize = DecidedSize(source: inner.source, width: inner.width || decided.width,
                                            height: inner.height || decided.height)
        } else {
            facts.decidedSize = decided
        }
        visual = facts
    }

    /// Records that the sides `width` and `height` are no longer decided where the element's
    /// size was recorded: a frame with an infinite maximum makes it as large as its container.
    mutating func undeciding(width: Bool, height: Bool) {
        guard width || height, var facts = visual, let decided = facts.decidedSize else { return }
        let keepsWidth = decided.width && !width, keepsHeight = decided.height && !height
        facts.decidedSize = keepsWidth || keepsHeight
            ? DecidedSize(source: decided.source, width: keepsWidth, height: keepsHeight) : nil
        visual = facts
    }
}
