import AccessibilityTree
import Basics

/// Reading an element's `behaviors` and the effects in them.
extension SnapshotDecoder {
    /// A behaviour; `declaredActions` are the element's custom action names, which the keys of
    /// `customActions` must be among (nil when reading a behaviour on its own).
    mutating func decodeBehavior(_ node: JSONNode, declaredActions: [String]?, screen: ScreenKey)
        throws(JSONError) -> ElementBehavior
    {
        let object = try node.object(keys: SnapshotKeys.behavior)
        func effects(_ key: String) throws(JSONError) -> [ActionEffect]? {
            try object.optional(key) { node throws(JSONError) in try decodeEffects(node, screen: screen) }
        }
        var behavior = ElementBehavior()
        behavior.activate = try effects("activate")
        behavior.increment = try effects("increment")
        behavior.decrement = try effects("decrement")
        behavior.escape = try effects("escape")
        behavior.magicTap = try effects("magicTap")
        if let customNode = object["customActions"] {
            let actions = try customNode.object(keys: customNode.value.objectKeys)
            for member in actions.members {
                let path = customNode.path.appending(member.key)
                if let declared = declaredActions, !declared.contains(member.key) {
                    throw path.error("the element has no custom action \"\(member.key)\""
                        + (NameSuggestion.nearest(to: member.key, in: declared).map { ". " + NameSuggestion.question($0) }
                            ?? " (declare it in \"customActions\")"))
                }
                behavior.customActions[member.key] = try decodeEffects(customNode.child(member.value, at: path), screen: screen)
            }
        }
        if let scrollNode = object["scroll"] {
            let directions = try scrollNode.object(keys: ElementBehavior.ScrollDirection.allCases.map(\.rawValue))
            for member in directions.members {
                let node = JSONNode(value: member.value, path: scrollNode.path.appending(member.key))
                if let direction = ElementBehavior.ScrollDirection(rawValue: member.key) {
                    behavior.scroll[direction] = try decodeEffects(node, screen: screen)
                }
            }
        }
        behavior.values = try object.list("values", Self.decodeString)
        behavior.wrapsValues = try object.optional("wrapsValues", Self.decodeBool) ?? false
        return behavior
    }

    /// A list of effects. Element ids in an effect refer to the screen current when it runs, which
    /// a `navigate` earlier in the list changes, and a `back` or `dismiss` makes unknown.
    mutating func decodeEffects(_ node: JSONNode, screen: ScreenKey) throws(JSONError) -> [ActionEffect] {
        var scope = Reference.Scope.screen(screen)
        var effects: [ActionEffect] = []
        for effectNode in try node.array() {
            let effect = try decodeEffect(effectNode, scope: scope)
            switch effect {
            case let .navigate(destination, _, _): scope = .screen(destination)
            case .back, .dismiss: scope = .anyScreen
            default: break
            }
            effects.append(effect)
        }
        return effects
    }
}
