import AccessibilityTree

/// Point scanning: the crosshairs' two passes, and the element a selection lands on.
///
/// Apple's guides: "Trigger your Select Item switch when the item you want is within the broad,
/// horizontal scanning band, then trigger again when the fine scanning line is on the item.
/// Repeat for vertical scanning." The model sweeps a vertical band from the left edge and a
/// fine vertical line inside it, then a horizontal band from the top and a fine horizontal
/// line inside it, at the speeds of `PointScanSettings`. A person aims at the element's
/// activation point (its frame's centre when it has none): the band is fixed when that point is
/// at its middle (or as near as the screen's edge allows), the line when it is on the point.
/// The selection then hits the front-most element there, as a finger would.
public struct PointScanSelection: Hashable, Sendable {
    /// Where the two fine lines cross.
    public var point: Point
    /// The element a tap there reaches, if any.
    public var hit: AccessibilityElement?
    /// Time from the crosshairs appearing until both lines are fixed.
    public var sweepTime: Duration
    /// How long the fine line stays over the element in the narrower of the two passes.
    public var shortestCrossing: Duration

    /// The presses that fix the crosshairs: the band and the line, in each direction.
    public static let fixingPresses = 4

    /// Whether the fine line crosses the element too quickly for a press timed to `pressTiming`.
    public func isTooSmall(for settings: PointScanSettings) -> Bool {
        shortestCrossing < settings.pressTiming
    }

    /// The selection aimed at `element` on `screen`, or nil when the element has no frame or its
    /// point is off the screen (scrolled out of view).
    public init?(aimingAt element: AccessibilityElement, on screen: Screen, settings: PointScanSettings) {
        guard let frame = element.frame else { return nil }
        let point = element.activationPoint ?? frame.center
        guard (0...screen.size.width).contains(point.x), (0...screen.size.height).contains(point.y) else { return nil }
        self.point = point
        hit = screen.hitTest(point)
        sweepTime = Self.sweep(to: point.x, across: screen.size.width, settings: settings)
            + Self.sweep(to: point.y, across: screen.size.height, settings: settings)
        shortestCrossing = Self.duration(min(frame.width, frame.height) / settings.lineSpeed)
    }

    /// The time one pass takes to fix the line on `coordinate` of a side `length` long: the band
    /// sweeps until `coordinate` is at its middle, then the line sweeps from the band's start.
    public static func sweep(to coordinate: Double, across length: Double, settings: PointScanSettings) -> Duration {
        let band = length * settings.bandFraction
        let bandStart = min(max(coordinate - band / 2, 0), max(length - band, 0))
        return duration(bandStart / settings.bandSpeed) + duration((coordinate - bandStart) / settings.lineSpeed)
    }

    /// `seconds` to the millisecond, so times print exactly.
    static func duration(_ seconds: Double) -> Duration {
        .milliseconds(Int((seconds * 1000).rounded()))
    }
}

/// What it takes to tap an element by point scanning, from the crosshairs appearing.
public struct PointScanCost: Hashable, Sendable {
    public var selection: PointScanSelection
    /// The four presses that fix the crosshairs, and Select on Tap, first in the menu (none with
    /// Auto Tap).
    public var presses: Int
    /// The sweeps, and the Auto Tap interval with Auto Tap.
    public var time: Duration
    /// Whether the selection lands on the element aimed at (not on one drawn over it).
    public var landsOnElement: Bool
    /// Whether the fine line crosses the element too quickly to land on it reliably.
    public var isTooSmall: Bool

    public init?(element: AccessibilityElement, on screen: Screen, settings: SwitchControlSettings) {
        guard let selection = PointScanSelection(aimingAt: element, on: screen, settings: settings.pointScanning) else {
            return nil
        }
        self.selection = selection
        presses = PointScanSelection.fixingPresses + (settings.usesAutoTap ? 0 : 1)
        time = selection.sweepTime + (settings.usesAutoTap ? settings.autoTapDelay : .zero)
        landsOnElement = selection.hit?.id == element.id
        isTooSmall = selection.isTooSmall(for: settings.pointScanning)
    }
}
