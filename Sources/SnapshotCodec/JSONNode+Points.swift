import AccessibilityTree
import Basics

extension JSONNode {
    /// Coordinates and sizes beyond this many points are taken for a mistake (a screen is a
    /// few thousand points across; a scroll view's content may be long, but not a million).
    static let maximumMagnitude = 1_000_000.0

    /// A coordinate or length in points, within ±`maximumMagnitude`.
    func points() throws(JSONError) -> Double {
        let number = try number()
        guard abs(number) <= Self.maximumMagnitude else {
            throw error("\(number.compactDescription) is out of range (at most \(Int(Self.maximumMagnitude)) points)")
        }
        return number
    }
}
