import AccessibilityTree
import Basics

/// Reading one element of a screen and, recursively, its children.
extension SnapshotDecoder {
    mutating func decodeElement(_ node: JSONNode, screen: ScreenKey) throws(JSONError) -> AccessibilityElement {
        let object = try node.object(keys: SnapshotKeys.element)
        let idNode = try object.required("id")
        let id = ElementID(try idNode.nonEmptyString("an element id"))
        try declare(id, at: node.path, screen: screen)

        var element = AccessibilityElement(id: id)
        element.label = try object.optional("label", Self.decodeString)
        element.value = try object.optional("value", Self.decodeString)
        element.hint = try object.optional("hint", Self.decodeString)
        element.traits = try object.optional("traits", Self.decodeTraits) ?? []
        element.frame = try object.optional("frame", Self.decodeRect)
        element.activationPoint = try object.optional("activationPoint", Self.decodePoint)
        element.customActions = try object.list("customActions", Self.decodeCustomAction)
        try Self.checkUnique(element.customActions.map(\.name), in: object["customActions"], what: "custom action")
        element.standardActions = try object.list("standardActions") { node throws(JSONError) in
            try node.caseName("standard action", of: StandardAction.self)
        }
        try Self.checkUnique(element.standardActions.map(\.rawValue), in: object["standardActions"], what: "standard action")
        element.customRotors = try object.list("customRotors") { node throws(JSONError) in
            try decodeRotor(node, screen: screen)
        }
        try Self.checkUnique(element.customRotors.map(\.name), in: object["customRotors"], what: "rotor")
        element.children = try object.list("children") { node throws(JSONError) in
            try decodeElement(node, screen: screen)
        }
        element.isAccessibilityElement = try object.optional("isAccessibilityElement", Self.decodeBool)
            ?? element.children.isEmpty
        element.isHidden = try object.optional("isHidden", Self.decodeBool) ?? false
        element.isModal = try object.optional("isModal", Self.decodeBool) ?? false
        element.containerType = try object.optional("containerType") { node throws(JSONError) in
            try node.caseName("container type", of: ContainerType.self)
        } ?? .none
        element.childOrder = try object.optional("childOrder") { node throws(JSONError) in
            try node.named("child order", in: SnapshotKeys.childOrders)
        } ?? .given
        element.sortPriority = try object.optional("sortPriority") { node throws(JSONError) in try node.number() }
        element.headingLevel = try object.optional("headingLevel") { node throws(JSONError) in
            try node.integer(in: 1...6)
        }
        element.headerElementIDs = try object.list("headerElementIDs") { node throws(JSONError) in
            try reference(node, scope: .screen(screen))
        }
        element.directTouch = try object.optional("directTouch", Self.decodeDirectTouch)
        element.inputLabels = try object.list("inputLabels") { node throws(JSONError) in
            try node.nonEmptyString("an input label")
        }
        element.identifier = try object.optional("identifier", Self.decodeString)
        element.language = try object.optional("language") { node throws(JSONError) in
            try node.nonEmptyString("a language")
        }
        element.largeContent = try object.optional("largeContent", Self.decodeLargeContent)
        element.respondsToUserInteraction = try object.optional("respondsToUserInteraction", Self.decodeBool)
        element.gestures = try object.list("gestures") { node throws(JSONError) in
            try node.caseName("gesture", of: Gesture.self)
        }
        element.source = try object.optional("source", Self.decodeSource)
        element.contentPassedAt = try object.optional("contentPassedAt", Self.decodeSource)
        element.symbolNameLabel = try object.optional("symbolNameLabel", Self.decodeSymbolNameLabel)
        element.tapSource = try object.optional("tapSource", Self.decodeSource)
        element.tapReachesOthers = try object.optional("tapReachesOthers", Self.decodeBool) ?? false
        element.elementsListedAt = try object.optional("elementsListedAt", Self.decodeSource)
        element.visual = try object.optional("visual", Self.decodeVisual)
        element.unresolved = try object.list("unresolved", Self.decodeUnresolved)
        element.stateDependentTraits = try object.optional("stateDependentTraits", Self.decodeTraits)
            ?? Self.stateDependentTraits(describedIn: element.unresolved)
        try Self.decodeContent(of: object, into: &element)
        if let behaviorNode = object["behaviors"] {
            let behavior = try decodeBehavior(
                behaviorNode, declaredActions: element.customActions.map(\.name), screen: screen)
            if !behavior.isEmpty { behaviors[screen, default: [:]][id] = behavior }
        }
        return element
    }

    /// `["button", "selected"]`: trait names as `Traits.named` spells them.
    static func decodeTraits(_ node: JSONNode) throws(JSONError) -> Traits {
        var traits: Traits = []
        for element in try node.array() {
            let name = try element.string()
            guard let trait = Traits(name: name) else {
                throw element.error("unknown trait \"\(name)\"" + NameSuggestion.hint(for: name, in: Traits.named.map(\.name)))
            }
            traits.insert(trait)
        }
        return traits
    }

    /// `"Call"` or `{"name": "Call", "source": {…}}`.
    static func decodeCustomAction(_ node: JSONNode) throws(JSONError) -> CustomAction {
        if case .string = node.value { return CustomAction(name: try node.nonEmptyString("a custom action name")) }
        let object = try node.object(keys: SnapshotKeys.customAction)
        return CustomAction(name: try object.required("name").nonEmptyString("a custom action name"),
                            source: try object.optional("source", decodeSource))
    }

    mutating func decodeRotor(_ node: JSONNode, screen: ScreenKey) throws(JSONError) -> CustomRotor {
        let object = try node.object(keys: SnapshotKeys.customRotor)
        return CustomRotor(
            name: try object.required("name").nonEmptyString("a rotor name"),
            systemType: try object.optional("systemType") { node throws(JSONError) in
                try node.caseName("system rotor type", of: SystemRotorType.self)
            },
            entries: try object.list("entries") { node throws(JSONError) in
                try decodeRotorEntry(node, screen: screen)
            },
            source: try object.optional("source", Self.decodeSource))
    }

    /// `"element-id"` or `{"target": "element-id", "label": "Spoken instead"}`.
    private mutating func decodeRotorEntry(_ node: JSONNode, screen: ScreenKey) throws(JSONError) -> CustomRotor.Entry {
        if case .string = node.value { return CustomRotor.Entry(target: try reference(node, scope: .screen(screen))) }
        let object = try node.object(keys: SnapshotKeys.rotorEntry)
        return CustomRotor.Entry(target: try reference(try object.required("target"), scope: .screen(screen)),
                                 label: try object.optional("label", Self.decodeString))
    }

    /// Rejects a name given twice in the array at `node` (custom actions and rotors are found by name).
    static func checkUnique(_ names: [String], in node: JSONNode?, what: String) throws(JSONError) {
        guard let node else { return }
        var seen: Set<String> = []
        for (index, name) in names.enumerated() where !seen.insert(name).inserted {
            throw node.path.appending(index).error("the \(what) \"\(name)\" is listed twice")
        }
    }
}
