/// What an element of a snapshot does when an assistive technology acts on it: the effects of
/// activate, increment, decrement, escape, magic tap, each named custom action and scrolling.
///
/// A nil list means the snapshot says nothing about that action (a `StaticScene` then falls back
/// to defaults: a button's activation is handled with no effect); an empty list means the action
/// is handled and changes nothing.
public struct ElementBehavior: Hashable, Sendable {
    /// Double tap (`accessibilityActivate()`).
    public var activate: [ActionEffect]?
    /// Swipe up on an adjustable (`accessibilityIncrement()`).
    public var increment: [ActionEffect]?
    /// Swipe down on an adjustable (`accessibilityDecrement()`).
    public var decrement: [ActionEffect]?
    /// Two-finger Z (`accessibilityPerformEscape()`).
    public var escape: [ActionEffect]?
    /// Two-finger double tap (`accessibilityPerformMagicTap()`).
    public var magicTap: [ActionEffect]?
    /// The effects of each custom action, by the action's name.
    public var customActions: [String: [ActionEffect]]
    /// The effects of a three-finger swipe (`accessibilityScroll(_:)`) in each direction; a
    /// direction with none is unhandled and passes to the element's ancestors.
    public var scroll: [ScrollDirection: [ActionEffect]]
    /// The values an adjustable steps through when `increment` / `decrement` say nothing
    /// ("1 star" … "5 stars").
    public var values: [String]
    /// Whether stepping past the last value returns to the first (and back), rather than stopping.
    public var wrapsValues: Bool

    public init(activate: [ActionEffect]? = nil, increment: [ActionEffect]? = nil,
                decrement: [ActionEffect]? = nil, escape: [ActionEffect]? = nil,
                magicTap: [ActionEffect]? = nil, customActions: [String: [ActionEffect]] = [:],
                scroll: [ScrollDirection: [ActionEffect]] = [:], values: [String] = [], wrapsValues: Bool = false) {
        self.activate = activate
        self.increment = increment
        self.decrement = decrement
        self.escape = escape
        self.magicTap = magicTap
        self.customActions = customActions
        self.scroll = scroll
        self.values = values
        self.wrapsValues = wrapsValues
    }

    /// `UIAccessibilityScrollDirection`, by the names snapshots use.
    public enum ScrollDirection: String, Hashable, Sendable, CaseIterable {
        case right, left, up, down, next, previous
    }

    /// Whether it says nothing at all (such a behaviour is not written to a snapshot).
    public var isEmpty: Bool { self == ElementBehavior() }
}
