/// A column of content that fits on the screen at the text size it was built at but, laid out at
/// an accessibility size, is taller than the room between the screen's bars, in a container that
/// does not scroll: what lies below the edge can be neither seen nor tapped, and VoiceOver cannot
/// scroll to it (WCAG 1.4.4 Resize Text, 1.4.10 Reflow).
///
/// Set by the SwiftUI front end, only where the code states the column's content (docs/dynamic-type.md,
/// Content taller than the screen); snapshots carry it (`contentBeyondScreen`).
public struct ContentBeyondScreen: Hashable, Sendable {
    /// Where the column is written: the view a `ScrollView` would wrap.
    public var source: SourceLocation
    /// The accessibility size the column was laid out at.
    public var size: ContentSizeCategory
    /// The column's height at the text size the screen was built at, in points.
    public var height: Double
    /// Its height at `size`.
    public var heightAtSize: Double
    /// The height between the bars the code shows (safe areas, navigation and tab bars).
    public var room: Double

    public init(source: SourceLocation, size: ContentSizeCategory, height: Double, heightAtSize: Double, room: Double) {
        self.source = source
        self.size = size
        self.height = height
        self.heightAtSize = heightAtSize
        self.room = room
    }
}
