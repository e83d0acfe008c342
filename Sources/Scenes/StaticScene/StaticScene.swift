import AccessibilityTree

/// A scene that plays a snapshot: it shows the snapshot's first screen and, when an assistive
/// technology acts on an element, applies the effects the snapshot declares for that action.
///
/// Navigation keeps a stack like a navigation controller's: `navigate` shows a fresh copy of
/// the named screen on top, `back` returns to the screen below with the state it was left in,
/// `dismiss` closes the most recently presented screen. Actions the snapshot says nothing about
/// follow UIKit's defaults: activating a button or link is handled and changes nothing
/// (`accessibilityActivate()` falls back to a tap, docs/voiceover-speech.md, Gestures and actions), an adjustable with
/// `values` steps through them, anything else is unhandled (an unhandled escape, magic tap or
/// scroll passes to the element's ancestors, which the simulator asks next).
public struct StaticScene: Scene {
    /// The snapshot played, as read.
    public let snapshot: Snapshot
    /// The screens shown, bottom first; never empty.
    var stack: [ShownScreen]

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
        // A snapshot declares no effect for a focus move or a touch (`effects(of:on:behavior:)`):
        // answered before looking the element up, as a swipe-through asks it of every element.
        switch action {
        case .focus, .touch: return .unhandled
        default: break
        }
        guard let chain = top.chain(to: id), let element = chain.last, !chain.contains(where: \.isHidden)
        else { return .unhandled }
        let behavior = snapshot.behaviors(onScreen: top.name)[id] ?? ElementBehavior()
        guard let effects = Self.effects(of: action, on: element, behavior: behavior) else { return .unhandled }
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
            return behavior.escape ?? (element.standardActions.contains(.escape) ? [] : nil)
        case .magicTap:
            return behavior.magicTap ?? (element.standardActions.contains(.magicTap) ? [] : nil)
        case let .customAction(name):
            if let effects = behavior.customActions[name] { return effects }
            return element.customActions.contains { $0.name == name } ? [] : nil
        case let .scroll(direction):
            let effects = ElementBehavior.ScrollDirection(rawValue: direction.rawValue).flatMap { behavior.scroll[$0] }
            return effects ?? (element.standardActions.contains(.scroll) ? [] : nil)
        case .touch, .focus:
            return nil
        }
    }

    private static func steps(_ behavior: ElementBehavior, by step: Int) -> [ActionEffect]? {
        guard !behavior.values.isEmpty else { return nil }
        return [.stepValue(through: behavior.values, by: step, wraps: behavior.wrapsValues)]
    }
}
