/// Where the code decides how large a control is, side by side: a constant `.frame(width:height:)`
/// around it, or an SF Symbol that alone fills it (sized by its font). The SwiftUI layout is an
/// estimate where text is measured; a side decided here is known from the code
/// (`VisualFacts.decidedSize`, docs/review.md).
public struct DecidedSize: Hashable, Codable, Sendable {
    /// The line to change to make the control larger: the `.frame` modifier, or the symbol's image.
    public var source: SourceLocation
    /// Whether the width is decided there.
    public var width: Bool
    /// Whether the height is decided there.
    public var height: Bool

    public init(source: SourceLocation, width: Bool, height: Bool) {
        self.source = source
        self.width = width
        self.height = height
    }
}
