/// Numbers in captures: coordinates and lengths in points, written as text.
enum CaptureNumber {
    /// Coordinates and sizes beyond this many points are taken for a mistake (a screen is a few
    /// thousand points across; a scroll view's content may be long, but not a million).
    static let maximumMagnitude = 1_000_000.0

    /// `text` as a finite number of points within ±`maximumMagnitude`, or nil.
    static func points(_ text: some StringProtocol) -> Double? {
        guard let number = Double(text), number.isFinite, abs(number) <= maximumMagnitude else { return nil }
        return number
    }
}
