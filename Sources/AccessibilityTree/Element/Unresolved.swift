/// Something a front end could not work out about an element, and why.
///
/// Rules report a finding that rests on an unresolved fact for review rather than guessing. An
/// entry that names no fact (an unknown modifier, a view budget spent) may have changed any of
/// them, so it counts for every fact.
public struct Unresolved: Hashable, Sendable, CustomStringConvertible {
    /// The facts of an element a front end can fail to work out: its properties and its visual
    /// facts, named as `AccessibilityElement` and `VisualFacts` name them.
    public enum Fact: String, Hashable, Sendable, CaseIterable {
        case label, value, hint, traits, frame, activationPoint, customActions, customRotors, children
        case isAccessibilityElement, isHidden, isModal, containerType, sortPriority, directTouch, inputLabels
        case gestures, visual, foregroundColor, backgroundColor, font, fontWeight, lineLimit, isTruncated, text
        /// Whether the element is on screen at all: a view shown in one branch of a run-time
        /// condition (`if model.isLoggedIn { … }`). What it says and does is known for when it is
        /// shown, so only rules about what else is on screen with it depend on it.
        case presence
    }

    /// Where an unknown comes from, when that decides whether a rule asks about it.
    public enum Origin: String, Hashable, Sendable {
        /// Content the view's callers pass (a `Label: View` property, a button style's
        /// `configuration.label`), open only where the view is lowered on its own: wherever a
        /// caller is lowered, the view is lowered again with the caller's content, and the rules
        /// judge it there.
        case callerContent
        /// A view the audit does not read: one from a package or an SDK framework the front end
        /// does not model (`ValueSlider`, `ZoomableScrollView`), or a wrapped UIKit view. What it says
        /// of itself is its own; what the code around it adds (a tap gesture) is known.
        case opaqueView
        /// A literal read as a key into a strings table (`"settings.push.main-toggle"`): VoiceOver
        /// speaks its translation, so the key's words are not the words heard.
        case stringsTableKey
        /// A view met again inside itself, through the same call (a repost inside a repost:
        /// `EventView` → `RepostedEvent` → `EventView`): the nested copy runs the code the outer
        /// copy already runs, and the rules judge that code there.
        case nestedInItself
        /// The name of an image chosen at run time (`Image(viewData.iconName)`, `Image(systemName:
        /// status.symbol)`): VoiceOver reads the picture by that name (an asset's name is its
        /// localization key, Apple's `Image.init(_:bundle:)`), or an SF Symbol by its description or
        /// its name's words, so the picture is read by some name, not as just "Image".
        case imageName
        /// Words the code sets from a value read at run time (a UIKit button's
        /// `setTitle(OCLocalizedString("Proceed", nil), for: .normal)`, `accessibilityLabel =
        /// name(for: item)`): the element is named, by words the audit cannot read, as SwiftUI's
        /// `Text(model.name)` is.
        case runTimeText

        /// Whether the rules judge what this unknown stands for at another place of the same
        /// screens, so no question is asked about it here.
        public var isJudgedElsewhere: Bool { self == .callerContent || self == .nestedInItself }
    }

    /// The fact concerned; nil when it may be any.
    public var fact: Fact?
    /// What was not understood, in words for people ("run-time value `dog.name`").
    public var reason: String
    /// Where it comes from, when a rule treats that apart; nil for any other unknown.
    public var origin: Origin?

    public init(_ fact: Fact? = nil, reason: String, origin: Origin? = nil) {
        self.fact = fact
        self.reason = reason
        self.origin = origin
    }

    /// Whether it may concern one of `facts`: when it names one of them, or names none.
    public func concerns(anyOf facts: [Fact]) -> Bool {
        fact.map(facts.contains) ?? true
    }

    /// `label: reason`, or the reason alone when no fact is named (the form `perceive tree` prints).
    public var description: String {
        guard let fact else { return reason }
        return reason.isEmpty ? fact.rawValue : "\(fact.rawValue): \(reason)"
    }
}
