import AccessibilityTree
import Basics

/// Writing behaviours and effects.
extension SnapshotEncoder {
    static func encodeBehavior(_ behavior: ElementBehavior) -> JSONValue {
        var object = ObjectBuilder()
        object["activate"] = behavior.activate.map(encodeEffects)
        object["increment"] = behavior.increment.map(encodeEffects)
        object["decrement"] = behavior.decrement.map(encodeEffects)
        object["escape"] = behavior.escape.map(encodeEffects)
        object["magicTap"] = behavior.magicTap.map(encodeEffects)
        if !behavior.customActions.isEmpty {
            object["customActions"] = .object(behavior.customActions.sorted { $0.key < $1.key }.map { name, effects in
                (name, encodeEffects(effects))
            })
        }
        if !behavior.scroll.isEmpty {
            object["scroll"] = .object(behavior.scroll.map { direction, effects in
                (direction.rawValue, encodeEffects(effects))
            })
        }
        object["values"] = encodeStrings(behavior.values)
        if behavior.wrapsValues { object["wrapsValues"] = .bool(true) }
        return object.value
    }

    static func encodeEffects(_ effects: [ActionEffect]) -> JSONValue {
        .array(effects.map(encodeEffect))
    }

    static func encodeEffect(_ effect: ActionEffect) -> JSONValue {
        var object = ObjectBuilder()
        func target(_ id: ElementID?) { object["target"] = id.map { .string($0.rawValue) } }
        switch effect {
        case let .setValue(value, id):
            object["effect"] = .string("setValue")
            object["value"] = value.map(JSONValue.string)
            target(id)
        case let .stepValue(values, step, wraps, id):
            object["effect"] = .string("stepValue")
            object["values"] = .array(values.map(JSONValue.string))
            if step != 1 { object["by"] = .number(Double(step)) }
            if wraps { object["wraps"] = .bool(true) }
            target(id)
        case let .setHidden(isHidden, id):
            object["effect"] = .string(isHidden ? "hide" : "show")
            target(id)
        case let .insertTraits(traits, id), let .removeTraits(traits, id), let .toggleTraits(traits, id):
            object["effect"] = .string(effect.traitEffectName)
            object["traits"] = encodeTraits(traits)
            target(id)
        case let .setLabel(label, id):
            object["effect"] = .string("setLabel")
            object["label"] = label.map(JSONValue.string)
            target(id)
        case let .navigate(screen, presentation, notification):
            object["effect"] = .string("navigate")
            object["screen"] = .string(screen)
            if presentation != .push { object["presentation"] = .string(presentation.rawValue) }
            encodeNotification(notification, into: &object)
        case let .back(notification):
            object["effect"] = .string("back")
            encodeNotification(notification, into: &object)
        case let .dismiss(notification):
            object["effect"] = .string("dismiss")
            encodeNotification(notification, into: &object)
        case let .announce(text, priority):
            object["effect"] = .string("announce")
            object["text"] = .string(text)
            if priority != .default { object["priority"] = .string(priority.rawValue) }
        case let .pageScrolled(text):
            object["effect"] = .string("pageScrolled")
            object["text"] = .string(text)
        case let .screenChanged(focus):
            object["effect"] = .string("screenChanged")
            object["focus"] = focus.map { .string($0.rawValue) }
        case let .layoutChanged(focus):
            object["effect"] = .string("layoutChanged")
            object["focus"] = focus.map { .string($0.rawValue) }
        }
        return object.value
    }

    private static func encodeNotification(_ notification: ActionEffect.NavigationNotification,
                                           into object: inout ObjectBuilder) {
        switch notification {
        case let .screenChanged(focus):
            object["focus"] = focus.map { .string($0.rawValue) }
        case let .layoutChanged(focus):
            object["notification"] = .string("layoutChanged")
            object["focus"] = focus.map { .string($0.rawValue) }
        case .none:
            object["notification"] = .string("none")
        }
    }
}

extension ActionEffect {
    /// The JSON name of a trait effect.
    fileprivate var traitEffectName: String {
        switch self {
        case .removeTraits: "clearTraits"
        case .toggleTraits: "toggleTraits"
        default: "setTraits"
        }
    }
}
