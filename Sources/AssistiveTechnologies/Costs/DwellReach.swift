import AccessibilityTree

/// Whether Dwell can hit an element: a person holds the pointer still on it for the dwell time,
/// within a movement tolerance, and the action fires where the pointer rests.
///
/// Apple documents Dwell's settings (dwell time, movement tolerance) but not their defaults; a
/// target smaller than the Human Interface Guidelines' minimum hit region (44 by 44 points on
/// iOS) is counted as too small to dwell on reliably.
public enum DwellReach: Hashable, Sendable {
    case reliable
    /// Smaller than 44 pt on a side.
    case tooSmall(Size)
    /// Its place on screen is unknown.
    case unknown

    public static let minimumSide = 44.0

    public init(element: AccessibilityElement) {
        guard let frame = element.frame else {
            self = .unknown
            return
        }
        self = frame.width >= Self.minimumSide && frame.height >= Self.minimumSide
            ? .reliable : .tooSmall(Size(width: frame.width, height: frame.height))
    }
}
