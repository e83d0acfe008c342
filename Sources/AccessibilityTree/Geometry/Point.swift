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

extension Double {
    /// `12` rather than `12.0`, `12.5` as is: for messages and transcripts.
    public var compactDescription: String {
        if self == rounded(), abs(self) < 1e15 { return String(Int(self)) }
        return String(self)
    }
}
