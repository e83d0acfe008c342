import AccessibilityTree

/// A scene that plays a snapshot: it shows the snapshot's first screen and, when an assistive
/// technology acts on an element, applies the effects the snapshot declares for that action.
///
/// Navigation keeps a stack like a navigation controller's: `navigate` shows a fresh copy of
/// the named screen on top, `back` returns to the screen below with the state it was left in,
/// `dismiss` closes the most recently presented screen. Actions the snapshot says nothing about
/// follow UIKit's defaults: activating a button or link is handled and changes nothing
/// (`accessibilityActivate()` falls back to a tap, `spec/voiceover.md` §11), an adjustable with
/// `values` steps through them, anything else is unhandled.
public struct StaticScene: Scene {
    /// One screen on the navigation stack, in its current state.
    struct ShownScreen: Hashable, Sendable {
        /// The key in `Snapshot.screens`; nil for the snapshot's first screen.
        var name: String?
        var screen: Screen
        /// Whether it was presented modally (closed by `dismiss`) rather than pushed.
        var isPresented: Bool
    }

    /// The snapshot played, as read.
    public let snapshot: Snapshot
    /// The screens shown, bottom first; never empty.
    private var stack: [ShownScreen]

    public init(snapshot: Snapshot) {
        self.snapshot = snapshot
        stack = [ShownScreen(name: nil, screen: snapshot.screen, isPresented: false)]
    }

    /// The name of the screen shown (a key of `snapshot.screens`), nil for the first screen.
    public var currentScreenName: String? { top.name }

    /// How many screens are shown on top of the first one.
    public var navigationDepth: Int { stack.count - 1 }

    public func render() -> Screen { top.screen }

    public mutating func perform(_ action: ElementAction, on id: ElementID, at time: Duration) -> SceneResponse {
        guard let found = Self.find(id, in: top.screen.root), !found.isHidden else { return .unhandled }
        let behavior = snapshot.behaviors(onScreen: top.name)[id] ?? ElementBehavior()
        guard let effects = Self.effects(of: action, on: found.element, behavior: behavior) else { return .unhandled }
        var events: [SceneEvent] = []
        for effect in effects {
            apply(effect, actedOn: id, events: &events)
        }
        return SceneResponse(isHandled: true, events: events)
    }

    // MARK: - Choosing the effects

    /// The effects `action` has on `element`: its behaviour's, else UIKit's default, or nil when
    /// the element does not handle the action.
    static func effects(of action: ElementAction, on element: AccessibilityElement,
                        behavior: ElementBehavior) -> [ActionEffect]? {
        switch action {
        case .activate:
            if let effects = behavior.activate { return effects }
            let isTappable = !element.traits.isDisjoint(with: [.button, .link]) && !element.traits.contains(.notEnabled)
            return isTappable ? [] : nil
        case .increment:
            return behavior.increment ?? steps(behavior, by: 1)
        case .decrement:
            return behavior.decrement ?? steps(behavior, by: -1)
        case .escape:
            return behavior.escape
        case .magicTap:
            return behavior.magicTap
        case let .customAction(name):
            if let effects = behavior.customActions[name] { return effects }
            return element.customActions.contains { $0.name == name } ? [] : nil
        case .touch, .scroll:
            return nil
        }
    }

    private static func steps(_ behavior: ElementBehavior, by step: Int) -> [ActionEffect]? {
        guard !behavior.values.isEmpty else { return nil }
        return [.stepValue(through: behavior.values, by: step, wraps: behavior.wrapsValues)]
    }

    // MARK: - Applying effects

    private var top: ShownScreen {
        get { stack[stack.count - 1] }
        set { stack[stack.count - 1] = newValue }
    }

    private mutating func apply(_ effect: ActionEffect, actedOn id: ElementID, events: inout [SceneEvent]) {
        if let target = effect.targetElement(actedOn: id) {
            _ = Self.modify(target, in: &top.screen.root) { element in Self.change(&element, by: effect) }
            return
        }
        switch effect {
        case let .navigate(name, presentation, notification):
            guard let screen = snapshot.screens[name] else { return }
            stack.append(ShownScreen(name: name, screen: screen, isPresented: presentation == .present))
            events += Self.events(for: notification)
        case let .back(notification):
            guard stack.count > 1 else { return }
            stack.removeLast()
            events += Self.events(for: notification)
        case let .dismiss(notification):
            guard stack.count > 1 else { return }
            let presented = stack.lastIndex { $0.isPresented } ?? stack.count - 1
            stack.removeSubrange(max(presented, 1)...)
            events += Self.events(for: notification)
        case let .announce(text, priority):
            events.append(.announcement(text, priority: Self.priority(priority)))
        case let .screenChanged(focus):
            events.append(.screenChanged(focus: focus))
        case let .layoutChanged(focus):
            events.append(.layoutChanged(focus: focus))
        case .setValue, .stepValue, .setHidden, .insertTraits, .removeTraits, .toggleTraits, .setLabel:
            return
        }
    }

    /// Applies an effect that changes one element.
    static func change(_ element: inout AccessibilityElement, by effect: ActionEffect) {
        switch effect {
        case let .setValue(value, _):
            element.value = value
        case let .stepValue(values, step, wraps, _):
            element.value = stepped(element.value, through: values, by: step, wraps: wraps)
        case let .setHidden(isHidden, _):
            element.isHidden = isHidden
        case let .insertTraits(traits, _):
            element.traits.formUnion(traits)
        case let .removeTraits(traits, _):
            element.traits.subtract(traits)
        case let .toggleTraits(traits, _):
            element.traits.formSymmetricDifference(traits)
        case let .setLabel(label, _):
            element.label = label
        case .navigate, .back, .dismiss, .announce, .screenChanged, .layoutChanged:
            return
        }
    }

    /// The value `step` places from `value` in `values`, wrapping or stopping at the ends; a
    /// value not in the list steps onto the first entry (forwards) or the last (backwards).
    public static func stepped(_ value: String?, through values: [String], by step: Int, wraps: Bool) -> String? {
        guard !values.isEmpty else { return value }
        guard let value, let index = values.firstIndex(of: value) else {
            return step > 0 ? values.first : values.last
        }
        let next = index + step
        if wraps {
            let count = values.count
            return values[((next % count) + count) % count]
        }
        return values[min(max(next, 0), values.count - 1)]
    }

    private static func events(for notification: ActionEffect.NavigationNotification) -> [SceneEvent] {
        switch notification {
        case let .screenChanged(focus): [.screenChanged(focus: focus)]
        case let .layoutChanged(focus): [.layoutChanged(focus: focus)]
        case .none: []
        }
    }

    private static func priority(_ priority: ActionEffect.AnnouncementPriority) -> AnnouncementPriority {
        switch priority {
        case .high: .high
        case .default: .default
        case .low: .low
        }
    }

    // MARK: - Finding elements

    /// The element `id` under `root`, and whether it or an ancestor is hidden.
    static func find(_ id: ElementID, in root: AccessibilityElement) -> (element: AccessibilityElement, isHidden: Bool)? {
        if root.id == id { return (root, root.isHidden) }
        for child in root.children {
            if let found = find(id, in: child) { return (found.element, found.isHidden || root.isHidden) }
        }
        return nil
    }

    /// Applies `change` to the element `id` under `root`; false when there is none.
    static func modify(_ id: ElementID, in root: inout AccessibilityElement,
                       _ change: (inout AccessibilityElement) -> Void) -> Bool {
        if root.id == id {
            change(&root)
            return true
        }
        for index in root.children.indices where modify(id, in: &root.children[index], change) {
            return true
        }
        return false
    }
}
