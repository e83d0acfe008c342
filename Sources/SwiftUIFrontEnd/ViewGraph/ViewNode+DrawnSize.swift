import AccessibilityTree

extension ViewNode {
    /// Whether this view draws, beside the elements it is lowered to, a view whose size no code
    /// decides: a shape or a colour, sized by what its container proposes (Apple, `Shape`: shapes
    /// are drawn "in relation to an implicit frame of reference, such as the natural size of the
    /// view that contains it"; `Shape.sizeThatFits(_:)` answers a proposal); a picture drawn at its own size that is
    /// no element (`Image(decorative:)`, an image hidden from accessibility); a view the audit does
    /// not read; a list or a scroll view. Written in a control's label, such a view is part of what
    /// a finger can touch, so the control is at least as large as it is, whatever the label's
    /// elements measure: a poster button is its picture and its title line, not the line alone.
    /// A constant `.frame(width:height:)` around the view decides its size, and an SF Symbol is
    /// sized by its font; an overlay or a background, held in a modifier's arguments, does not
    /// change the size of the view it is on, and is not read.
    var drawsViewOfOpenSize: Bool {
        switch primitive {
        case .modifier(let modifier):
            if modifier.name == "frame" {
                let frame = FrameValue(modifier)
                if let width = frame.width ?? frame.maxWidth, let height = frame.height ?? frame.maxHeight,
                   width.isFinite, height.isFinite {
                    return false
                }
            }
            return children.first?.drawsViewOfOpenSize ?? false
        case .shape, .unknown, .list, .form, .scrollView, .map:
            return true
        case .image(let source):
            if case .symbol = source { return false }
            return true
        case .text, .spacer, .divider, .empty, .rotorEntry:
            return false
        default:
            return children.contains(where: \.drawsViewOfOpenSize)
        }
    }

    /// Whether this view, tapped, takes the touch across its frame, not only on its elements: it
    /// has a background, which fills its frame, or a content shape, which is its frame's hit
    /// region (Apple, `contentShape(_:eoFill:)`: "Defines the content shape for hit testing"), or
    /// its content draws a view of a size no code decides (`drawsViewOfOpenSize`: a picture or a
    /// shape filling what the view proposes, under a badge). A frame around the view is passed
    /// through: the picture fills it. A shape or a picture of constant size inside
    /// (`Circle().frame(width: 32, height: 32)` behind a symbol) does not fill the view, and a view
    /// of texts, symbols and padding alone leaves its elements' own frames the measure.
    var takesTouchAcrossItsFrame: Bool {
        if case .modifier(let modifier) = primitive {
            if modifier.name == "background" || modifier.name == "contentShape" { return true }
            return children.first?.takesTouchAcrossItsFrame ?? false
        }
        return drawsViewOfOpenSize
    }
}
