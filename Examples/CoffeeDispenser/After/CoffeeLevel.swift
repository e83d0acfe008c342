import Foundation

/// How much coffee to brew, in ounces.
enum CoffeeLevel {
    static let capacity = 12.0

    /// "6 ounces", "6.4 ounces", "1 ounce".
    static func spoken(_ ounces: Double) -> String {
        let tenths = Int((ounces * 10).rounded())
        let number = tenths % 10 == 0 ? "\(tenths / 10)" : "\(tenths / 10).\(tenths % 10)"
        return ounces == 1 ? "\(number) ounce" : "\(number) ounces"
    }

    static func clamped(_ ounces: Double) -> Double { min(max(ounces, 0), capacity) }
}
