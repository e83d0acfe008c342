import Foundation

/// A snapshot file: a screen's accessibility tree, other named screens it can navigate to, and
/// what its elements do when acted on.
///
/// The JSON form is `{"format": "perceive-snapshot", "version": 1, "screen": {…},
/// "screens": {"gallery": {…}}}`, read and written by the `SnapshotCodec` module and documented
/// in `docs/snapshot-format.md` with a JSON Schema in `docs/snapshot.schema.json`. Behaviours are
/// written on the elements (`"behaviors"`) and kept here by screen and element id, since they are
/// not part of the accessibility tree.
public struct Snapshot: Hashable, Sendable {
    /// The screen shown first.
    public var screen: Screen
    /// Other screens, by the name behaviours navigate to.
    public var screens: [String: Screen]
    /// What the elements of `screen` do, by element id.
    public var behaviors: [ElementID: ElementBehavior]
    /// What the elements of each of `screens` do, by screen name and element id.
    public var screenBehaviors: [String: [ElementID: ElementBehavior]]

    public init(screen: Screen, screens: [String: Screen] = [:],
                behaviors: [ElementID: ElementBehavior] = [:],
                screenBehaviors: [String: [ElementID: ElementBehavior]] = [:]) {
        self.screen = screen
        self.screens = screens
        self.behaviors = behaviors
        self.screenBehaviors = screenBehaviors
    }

    /// The screen called `name`, or the first screen for nil.
    public func screen(named name: String?) -> Screen? {
        guard let name else { return screen }
        return screens[name]
    }

    /// The behaviours of the elements of the screen called `name` (the first screen for nil).
    public func behaviors(onScreen name: String?) -> [ElementID: ElementBehavior] {
        guard let name else { return behaviors }
        return screenBehaviors[name] ?? [:]
    }
}
