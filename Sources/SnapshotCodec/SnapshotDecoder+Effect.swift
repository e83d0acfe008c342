import AccessibilityTree
import Basics

/// Reading one effect: its kind, the keys that kind takes, and the ids and screens it names.
extension SnapshotDecoder {
    mutating func decodeEffect(_ node: JSONNode, scope: Reference.Scope) throws(JSONError) -> ActionEffect {
        guard case let .object(members) = node.value else {
            throw node.error("expected an effect object such as {\"effect\": \"announce\", \"text\": \"Saved\"}, found \(node.value.kindDescription)")
        }
        let kinds = SnapshotKeys.effects.map(\.kind)
        guard let kindValue = members.first(where: { $0.key == "effect" })?.value else {
            throw node.error("missing \"effect\" (one of: \(kinds.joined(separator: ", ")))")
        }
        let kindNode = JSONNode(value: kindValue, path: node.path.appending("effect"))
        let kind = try kindNode.string()
        guard let entry = SnapshotKeys.effects.first(where: { $0.kind == kind }) else {
            throw kindNode.error("unknown effect \"\(kind)\"" + NameSuggestion.hint(for: kind, in: kinds))
        }
        let object = try node.object(keys: ["effect"] + entry.keys)
        func target() throws(JSONError) -> ElementID? {
            try object.optional("target") { node throws(JSONError) in try reference(node, scope: scope) }
        }
        switch kind {
        case "setValue":
            return .setValue(try object.optional("value") { node throws(JSONError) in try node.stringOrNull() } ?? nil,
                             target: try target())
        case "stepValue":
            let valuesNode = try object.required("values")
            let values = try valuesNode.array().map { node throws(JSONError) in try node.string() }
            guard !values.isEmpty else { throw valuesNode.error("a step needs at least one value") }
            let stepNode = object["by"]
            let step = try stepNode?.integer(in: -1_000...1_000) ?? 1
            if step == 0, let stepNode { throw stepNode.error("a step of 0 changes nothing") }
            return .stepValue(through: values, by: step,
                              wraps: try object.optional("wraps", Self.decodeBool) ?? false, target: try target())
        case "show", "hide":
            return .setHidden(kind == "hide", target: try target())
        case "setTraits", "clearTraits", "toggleTraits":
            let traitsNode = try object.required("traits")
            let traits = try Self.decodeTraits(traitsNode)
            guard !traits.isEmpty else { throw traitsNode.error("name at least one trait") }
            let target = try target()
            return kind == "setTraits" ? .insertTraits(traits, target: target)
                : kind == "clearTraits" ? .removeTraits(traits, target: target)
                : .toggleTraits(traits, target: target)
        case "setLabel":
            return .setLabel(try object.optional("label") { node throws(JSONError) in try node.stringOrNull() } ?? nil,
                             target: try target())
        case "navigate":
            let screenNode = try object.required("screen")
            let destination = try screenNode.string()
            if let screenNames, !screenNames.contains(destination) {
                throw screenNode.error("no screen named \"\(destination)\" in \"screens\""
                    + (NameSuggestion.nearest(to: destination, in: screenNames).map { ". " + NameSuggestion.question($0) } ?? ""))
            }
            return .navigate(
                to: destination,
                presentation: try object.optional("presentation") { node throws(JSONError) in
                    try node.caseName("presentation", of: ActionEffect.Presentation.self)
                } ?? .push,
                notification: try decodeNotification(object, focusScope: .screen(destination)))
        case "back":
            return .back(notification: try decodeNotification(object, focusScope: .anyScreen))
        case "dismiss":
            return .dismiss(notification: try decodeNotification(object, focusScope: .anyScreen))
        case "announce":
            return .announce(
                try object.required("text").nonEmptyString("an announcement"),
                priority: try object.optional("priority") { node throws(JSONError) in
                    try node.caseName("priority", of: ActionEffect.AnnouncementPriority.self)
                } ?? .default)
        case "pageScrolled":
            return .pageScrolled(try object.required("text").nonEmptyString("a scroll position"))
        case "screenChanged":
            return .screenChanged(focus: try focus(object, scope: scope))
        default:
            return .layoutChanged(focus: try focus(object, scope: scope))
        }
    }

    private mutating func focus(_ object: JSONObject, scope: Reference.Scope) throws(JSONError) -> ElementID? {
        try object.optional("focus") { node throws(JSONError) in try reference(node, scope: scope) }
    }

    /// `notification` (`screenChanged` by default, `layoutChanged` or `none`) and its `focus`.
    private mutating func decodeNotification(_ object: JSONObject, focusScope: Reference.Scope)
        throws(JSONError) -> ActionEffect.NavigationNotification
    {
        let kind = try object.optional("notification") { node throws(JSONError) in
            try node.named("notification", in: SnapshotKeys.navigationNotifications.map { ($0, $0) })
        } ?? "screenChanged"
        let focus = try focus(object, scope: focusScope)
        switch kind {
        case "layoutChanged": return .layoutChanged(focus: focus)
        case "none":
            if focus != nil, let focusNode = object["focus"] {
                throw focusNode.error("a focus needs a notification to carry it (\"notification\" is \"none\")")
            }
            return .none
        default: return .screenChanged(focus: focus)
        }
    }
}
