import Basics

/// A point in screen points, origin top-left, y growing downwards (UIKit's coordinate space).
public struct Point: Hashable, Codable, Sendable, CustomStringConvertible {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    public static let zero = Point(x: 0, y: 0)

    public var description: String { "(\(x.compactDescription), \(y.compactDescription))" }

    public func offsetBy(dx: Double, dy: Double) -> Point { Point(x: x + dx, y: y + dy) }
}
