/// A fixed font size a storyboard or nib sets (`<fontDescription pointSize="17">`) that a UIKit
/// view still has, no code having replaced it (`VisualFacts.interfaceFixedFonts`).
public struct InterfaceFixedFont: Hashable, Codable, Sendable {
    /// The `<fontDescription>`: the line a fix edits.
    public var source: SourceLocation
    /// The point size.
    public var size: Double

    public init(source: SourceLocation, size: Double) {
        self.source = source
        self.size = size
    }
}
