/// The Switch Control settings the simulation depends on (Settings › Accessibility › Switch Control).
///
/// Apple's guides name every setting here but give a default only for the Auto Tap interval
/// (docs/switch-control.md). The rest default to what changes nothing (no pause, no limit on
/// loops) or to the model's stated assumption (one second a stop), to be set to a person's own.
public struct SwitchControlSettings: Hashable, Sendable {
    /// Auto Scanning Time: how long the highlight stays on an item. Apple does not document the
    /// default; the model uses one second.
    public var scanTime: Duration
    /// Tap Behavior › Auto Tap: selecting an item and doing nothing for `autoTapDelay` taps it,
    /// without the scanner menu.
    public var usesAutoTap: Bool
    /// The Auto Tap interval: "do nothing for the Auto Tap interval (0.75 seconds…)" (Apple's
    /// iPad User Guide, Switch Control).
    public var autoTapDelay: Duration
    /// Pause on First Item: how long the highlight stays on the first item of a level (the
    /// screen, a group, the scanner menu) when scanning enters it, instead of the Auto Scanning
    /// Time; nil when off. Apple's guides: "Set scanning to pause on the first item in a group".
    public var pauseOnFirstItem: Duration?
    /// Loops: how many times scanning cycles through a level before it stops ("Choose how many
    /// times to cycle through the screen before hiding Switch Control"); nil for no limit.
    public var loops: Int?
    /// Focused Item After Tap: after a tap, scanning resumes at the tapped item (true) or from the
    /// beginning of the screen (false), the guides' two choices.
    public var resumesAtTappedItem: Bool
    /// Speech: items are spoken as they are highlighted.
    public var speaksItems: Bool
    /// Point scanning's Gliding Cursor.
    public var pointScanning: PointScanSettings

    public init(scanTime: Duration = .seconds(1), usesAutoTap: Bool = false,
                autoTapDelay: Duration = .milliseconds(750), pauseOnFirstItem: Duration? = nil,
                loops: Int? = nil, resumesAtTappedItem: Bool = false, speaksItems: Bool = false,
                pointScanning: PointScanSettings = PointScanSettings()) {
        self.scanTime = scanTime
        self.usesAutoTap = usesAutoTap
        self.autoTapDelay = autoTapDelay
        self.pauseOnFirstItem = pauseOnFirstItem
        self.loops = loops
        self.resumesAtTappedItem = resumesAtTappedItem
        self.speaksItems = speaksItems
        self.pointScanning = pointScanning
    }

    /// How long the highlight stays on the stop at `index` of a level it has just entered
    /// (`isEntry`) or moved within.
    func highlightDuration(atIndex index: Int, isEntry: Bool) -> Duration {
        if index == 0, isEntry, let pauseOnFirstItem { return pauseOnFirstItem }
        return scanTime
    }

    /// The wait, with auto scanning, for the highlight to reach the stop at `index` of a level
    /// just entered.
    func wait(toReach index: Int) -> Duration {
        guard index > 0 else { return .zero }
        return highlightDuration(atIndex: 0, isEntry: true) + scanTime * (index - 1)
    }
}
