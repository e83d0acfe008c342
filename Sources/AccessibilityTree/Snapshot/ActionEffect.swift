/// One thing that happens when a person performs an action on an element in a snapshot's
/// scene: a value changes, an element appears, the app navigates, or it posts a notification.
///
/// Effects are declarative so a snapshot can play a small app without code. They post only the
/// notifications they name (a `show` does not post `layoutChanged` by itself), so a snapshot
/// can reproduce an app that forgets to notify, as the talks' "before" apps do. Element targets
/// are ids in the screen that is current when the effect runs; nil means the element acted on.
public enum ActionEffect: Hashable, Sendable {
    /// Sets (or, with nil, clears) the target's value.
    case setValue(String?, target: ElementID? = nil)
    /// Moves the target's value `by` places through `values` (`-1` backwards), wrapping around
    /// the ends or stopping at them. A value not in the list steps to the first (forwards) or
    /// last (backwards) entry.
    case stepValue(through: [String], by: Int = 1, wraps: Bool = false, target: ElementID? = nil)
    /// Shows (`false`) or hides (`true`) the target: `isHidden`.
    case setHidden(Bool, target: ElementID? = nil)
    /// Adds traits to the target (`selected` when a favourite is added).
    case insertTraits(Traits, target: ElementID? = nil)
    /// Removes traits from the target.
    case removeTraits(Traits, target: ElementID? = nil)
    /// Adds each trait the target lacks and removes each it has (a toggle's `selected`).
    case toggleTraits(Traits, target: ElementID? = nil)
    /// Sets (or, with nil, clears) the target's label.
    case setLabel(String?, target: ElementID? = nil)
    /// Shows the snapshot's screen `screen` (a key of `screens`), pushed or presented, then posts
    /// `notification` (by default `screenChanged` with no focus: docs/voiceover-speech.md, Notifications).
    case navigate(to: String, presentation: Presentation = .push,
                  notification: NavigationNotification = .screenChanged(focus: nil))
    /// Returns to the screen shown before the current one.
    case back(notification: NavigationNotification = .screenChanged(focus: nil))
    /// Closes the most recently presented screen and whatever was pushed on top of it (as
    /// `dismiss(animated:)`); with nothing presented, the same as `back`.
    case dismiss(notification: NavigationNotification = .screenChanged(focus: nil))
    /// Posts `UIAccessibility.Notification.announcement` with `text`.
    case announce(String, priority: AnnouncementPriority = .default)
    /// Posts `pageScrolled` with the position to speak ("Page 2 of 5"), after a scroll.
    case pageScrolled(String)
    /// Posts `screenChanged`, moving focus to `focus` or the first element.
    case screenChanged(focus: ElementID? = nil)
    /// Posts `layoutChanged`, moving focus to `focus` or keeping it.
    case layoutChanged(focus: ElementID? = nil)

    /// How a screen is shown: pushed onto a navigation stack or presented modally.
    public enum Presentation: String, Hashable, Sendable, CaseIterable {
        case push, present
    }

    /// The notification posted after navigating.
    public enum NavigationNotification: Hashable, Sendable {
        case screenChanged(focus: ElementID?)
        case layoutChanged(focus: ElementID?)
        /// Nothing: the app forgot to tell assistive technologies the screen changed.
        case none
    }

    /// `UIAccessibilityPriority` (iOS 17) of an announcement.
    public enum AnnouncementPriority: String, Hashable, Sendable, CaseIterable {
        case high, `default`, low
    }

    /// The element the effect changes, resolved against `actedOn`; nil for effects that change
    /// no element.
    public func targetElement(actedOn: ElementID) -> ElementID? {
        switch self {
        case let .setValue(_, target), let .stepValue(_, _, _, target), let .setHidden(_, target),
             let .insertTraits(_, target), let .removeTraits(_, target), let .toggleTraits(_, target),
             let .setLabel(_, target):
            target ?? actedOn
        case .navigate, .back, .dismiss, .announce, .pageScrolled, .screenChanged, .layoutChanged:
            nil
        }
    }
}
