/// The width a container offers the views lowered inside it at the size text is judged at (AX3),
/// worked out only when a text is judged there (`LoweringContext.offeredWidth`): most views hold
/// no text a line limit or a constant height caps, and laying a horizontal stack out again at
/// AX3 for each of them cost every audit 5 % more work. Once worked out, it is kept.
final class OfferedWidth {
    private let compute: () -> Double?
    private var worked: Double??

    init(_ width: Double?) {
        compute = { width }
    }

    init(computing compute: @escaping () -> Double?) {
        self.compute = compute
    }

    /// The width; nil where unknown, infinite where the content may be as wide as it wants.
    var width: Double? {
        if let worked { return worked }
        let width = compute()
        worked = .some(width)
        return width
    }
}
