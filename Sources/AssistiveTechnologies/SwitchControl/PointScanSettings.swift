/// Point scanning's Gliding Cursor, as the model moves it.
///
/// Apple's guides describe the crosshairs — a broad band sweeps, Select fixes it, a fine line
/// sweeps inside it, Select fixes the line; then the same in the other direction — and a
/// Gliding Cursor setting for "the point scanning style and speed", but give no speeds, band
/// width or unit. Every value here is the model's assumption, to be set to a person's own
/// (docs/switch-control.md, Point scanning).
public struct PointScanSettings: Hashable, Sendable {
    /// The broad band's width, as a share of the side it sweeps across.
    public var bandFraction: Double
    /// How fast the broad band sweeps, in points a second.
    public var bandSpeed: Double
    /// How fast the fine line sweeps inside the band, in points a second.
    public var lineSpeed: Double
    /// How precisely a person times a press: a target the fine line crosses in less time than
    /// this is too small to land on reliably.
    public var pressTiming: Duration

    public init(bandFraction: Double = 0.25, bandSpeed: Double = 100, lineSpeed: Double = 25,
                pressTiming: Duration = .milliseconds(500)) {
        self.bandFraction = bandFraction
        self.bandSpeed = bandSpeed
        self.lineSpeed = lineSpeed
        self.pressTiming = pressTiming
    }
}
