import Foundation

/// Where the equalizer's handle sits: frequency across, amplitude up, each in -100...100.
struct FilterPosition: Equatable {
    static let range = -100...100
    static let step = 10

    var frequency = 0
    var amplitude = 10

    /// "frequency 0, amplitude 10".
    var description: String { "frequency \(frequency), amplitude \(amplitude)" }

    static func clamped(_ value: Int) -> Int { min(max(value, range.lowerBound), range.upperBound) }

    mutating func move(frequencyBy frequencyStep: Int = 0, amplitudeBy amplitudeStep: Int = 0) {
        frequency = Self.clamped(frequency + frequencyStep)
        amplitude = Self.clamped(amplitude + amplitudeStep)
    }
}
