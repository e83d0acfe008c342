import Basics

/// A width and height in points.
public struct Size: Hashable, Codable, Sendable, CustomStringConvertible {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    public static let zero = Size(width: 0, height: 0)

    /// The minimum hit target: 44×44 pt (HIG, Accessibility › Mobility: "controls … at least 44x44 pt").
    public static let minimumHitTarget = Size(width: 44, height: 44)

    public var description: String { "\(width.compactDescription)×\(height.compactDescription)" }
}
