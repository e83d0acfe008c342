/// The Switch Control settings the costs depend on (Settings › Accessibility › Switch Control).
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

    public init(scanTime: Duration = .seconds(1), usesAutoTap: Bool = false,
                autoTapDelay: Duration = .milliseconds(750)) {
        self.scanTime = scanTime
        self.usesAutoTap = usesAutoTap
        self.autoTapDelay = autoTapDelay
    }
}
