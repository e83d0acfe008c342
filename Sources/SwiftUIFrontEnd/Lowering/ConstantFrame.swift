import AccessibilityTree

/// A `.frame(width:height:)` of constant sides around a view that is no control (a symbol in a
/// 32 pt frame): where a control's label is that view alone and the control measures the frame, the
/// frame, not the symbol's font, is the line that decides the control's size.
struct ConstantFrame {
    /// Where the `.frame` is written.
    var source: SourceLocation
    var size: Size

    /// Whether a control of `measured` size takes it from this frame.
    func sizes(_ measured: Size?) -> Bool {
        guard let measured else { return false }
        return abs(measured.width - size.width) < 0.5 && abs(measured.height - size.height) < 0.5
    }
}
