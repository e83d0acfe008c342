/// Dwell's settings: how long the pointer must rest, and how far it may wander while resting.
///
/// Apple documents both settings ("Dwell time", "Movement tolerance": AssistiveTouch › Dwell
/// Control on iPhone and iPad; Accessibility › Pointer Control › Dwell on the Mac) but not their
/// defaults on iOS. The model's defaults — one second and 10 points — are assumptions, to be
/// set with `--dwell-time` and `--tolerance` to match a person's settings.
public struct DwellSettings: Hashable, Sendable {
    public var dwellTime: Duration
    /// In points, from where the rest began.
    public var tolerance: Double

    public init(dwellTime: Duration = .seconds(1), tolerance: Double = 10) {
        self.dwellTime = dwellTime
        self.tolerance = tolerance
    }
}

extension DragStep {
    /// Points `x,y` or `x,y@seconds` separated by `;`, as in a gesture script's `drag(…)`; nil
    /// when the text is not such a path.
    public static func path(from text: String) -> [DragStep]? {
        VoiceOverGesture.parsePath(text)
    }
}
