import Basics

/// A text style's point size and line height (leading) at one content size category.
public struct TextStyleMetrics: Hashable, Codable, Sendable, CustomStringConvertible {
    /// The font's point size.
    public var pointSize: Double
    /// The line height, in points.
    public var leading: Double

    public init(pointSize: Double, leading: Double) {
        self.pointSize = pointSize
        self.leading = leading
    }

    /// `17/22`, as the HIG tables write it.
    public var description: String { "\(pointSize.compactDescription)/\(leading.compactDescription)" }
}
