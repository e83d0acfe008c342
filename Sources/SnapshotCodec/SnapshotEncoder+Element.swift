import AccessibilityTree
import Basics

/// Writing elements, their small values and their behaviours.
extension SnapshotEncoder {
    static func encodeElement(_ element: AccessibilityElement, behaviors: [ElementID: ElementBehavior]) -> JSONValue {
        var object = ObjectBuilder()
        object["id"] = .string(element.id.rawValue)
        object["label"] = element.label.map(JSONValue.string)
        object["value"] = element.value.map(JSONValue.string)
        object["hint"] = element.hint.map(JSONValue.string)
        if !element.traits.isEmpty { object["traits"] = encodeTraits(element.traits) }
        object["frame"] = element.frame.map(encodeRect)
        object["activationPoint"] = element.activationPoint.map(encodePoint)
        if !element.customActions.isEmpty {
            object["customActions"] = .array(element.customActions.map { action in
                guard let source = action.source else { return .string(action.name) }
                return .object([("name", .string(action.name)), ("source", encodeSource(source))])
            })
        }
        object["standardActions"] = encodeStrings(element.standardActions.map(\.rawValue))
        if !element.customRotors.isEmpty { object["customRotors"] = .array(element.customRotors.map(encodeRotor)) }
        if !element.children.isEmpty {
            object["children"] = .array(element.children.map { encodeElement($0, behaviors: behaviors) })
        }
        if element.isAccessibilityElement != element.children.isEmpty {
            object["isAccessibilityElement"] = .bool(element.isAccessibilityElement)
        }
        if element.isHidden { object["isHidden"] = .bool(true) }
        if element.isModal { object["isModal"] = .bool(true) }
        if element.containerType != .none { object["containerType"] = .string(element.containerType.rawValue) }
        if element.childOrder != .given { object["childOrder"] = .string(element.childOrder.rawValue) }
        object["sortPriority"] = element.sortPriority.map(JSONValue.number)
        object["headingLevel"] = element.headingLevel.map { .number(Double($0)) }
        object["headerElementIDs"] = encodeStrings(element.headerElementIDs.map(\.rawValue))
        object["directTouch"] = element.directTouch.map { directTouch in
            let names = SnapshotKeys.directTouchOptions.filter { directTouch.options.contains($0.option) }.map(\.name)
            return names.isEmpty ? .object([]) : .object([("options", .array(names.map(JSONValue.string)))])
        }
        object["inputLabels"] = encodeStrings(element.inputLabels)
        object["identifier"] = element.identifier.map(JSONValue.string)
        object["language"] = element.language.map(JSONValue.string)
        object["largeContent"] = element.largeContent.map { content in
            var largeContent = ObjectBuilder()
            largeContent["title"] = content.title.map(JSONValue.string)
            largeContent["imageName"] = content.imageName.map(JSONValue.string)
            return largeContent.value
        }
        object["respondsToUserInteraction"] = element.respondsToUserInteraction.map(JSONValue.bool)
        object["gestures"] = encodeStrings(element.gestures.map(\.rawValue))
        object["source"] = element.source.map(encodeSource)
        object["contentPassedAt"] = element.contentPassedAt.map(encodeSource)
        object["symbolNameLabel"] = element.symbolNameLabel.map { label in
            var symbolNameLabel = ObjectBuilder()
            symbolNameLabel["symbol"] = .string(label.symbol)
            symbolNameLabel["isInControlLabel"] = .bool(label.isInControlLabel)
            return symbolNameLabel.value
        }
        object["tapSource"] = element.tapSource.map(encodeSource)
        if element.tapReachesOthers { object["tapReachesOthers"] = .bool(true) }
        object["elementsListedAt"] = element.elementsListedAt.map(encodeSource)
        object["visual"] = element.visual.map(encodeVisual)
        object["unresolved"] = encodeStrings(element.unresolved.map(\.description))
        if !element.stateDependentTraits.isEmpty {
            object["stateDependentTraits"] = encodeTraits(element.stateDependentTraits)
        }
        encodeContent(of: element, into: &object)
        if let behavior = behaviors[element.id], !behavior.isEmpty { object["behaviors"] = encodeBehavior(behavior) }
        return object.value
    }

    /// Custom content, drag and drop points, Smart Invert, speech attributes and relations.
    static func encodeContent(of element: AccessibilityElement, into object: inout ObjectBuilder) {
        if !element.customContent.isEmpty {
            object["customContent"] = .array(element.customContent.map { content in
                var entry = ObjectBuilder()
                entry["label"] = .string(content.label)
                entry["value"] = .string(content.value)
                if content.importance != .default { entry["importance"] = .string(content.importance.rawValue) }
                return entry.value
            })
        }
        if !element.dragDropPoints.isEmpty {
            object["dragDropPoints"] = .array(element.dragDropPoints.map { point in
                var entry = ObjectBuilder()
                entry["kind"] = .string(point.kind.rawValue)
                entry["name"] = .string(point.name)
                entry["point"] = point.point.map(encodePoint)
                return entry.value
            })
        }
        if element.ignoresInvertColors { object["ignoresInvertColors"] = .bool(true) }
        object["speech"] = element.speech.map { speech in
            var entry = ObjectBuilder()
            entry["textContentType"] = speech.textContentType.map(JSONValue.string)
            entry["alwaysIncludesPunctuation"] = speech.alwaysIncludesPunctuation.map(JSONValue.bool)
            entry["spellsOutCharacters"] = speech.spellsOutCharacters.map(JSONValue.bool)
            entry["adjustedPitch"] = speech.adjustedPitch.map(JSONValue.number)
            entry["announcementsQueued"] = speech.announcementsQueued.map(JSONValue.bool)
            return entry.value
        }
        if !element.relations.isEmpty {
            object["relations"] = .array(element.relations.map { relation in
                .object([("kind", .string(relation.kind.rawValue)), ("id", .string(relation.id)),
                         ("namespace", .string(relation.namespace))])
            })
        }
    }

    static func encodeRotor(_ rotor: CustomRotor) -> JSONValue {
        var object = ObjectBuilder()
        object["name"] = .string(rotor.name)
        object["systemType"] = rotor.systemType.map { .string($0.rawValue) }
        if !rotor.entries.isEmpty {
            object["entries"] = .array(rotor.entries.map { entry in
                guard let label = entry.label else { return .string(entry.target.rawValue) }
                return .object([("target", .string(entry.target.rawValue)), ("label", .string(label))])
            })
        }
        object["source"] = rotor.source.map(encodeSource)
        return object.value
    }

    static func encodeVisual(_ visual: VisualFacts) -> JSONValue {
        var object = ObjectBuilder()
        object["foregroundColor"] = visual.foregroundColor.map(JSONValue.string)
        object["backgroundColor"] = visual.backgroundColor.map(JSONValue.string)
        object["font"] = visual.font.map { font in
            switch font {
            case let .textStyle(style): .string(style.rawValue)
            case let .fixed(size): .object([("size", .number(size))])
            case let .scaled(size, style): .object([("size", .number(size)), ("relativeTo", .string(style.rawValue))])
            }
        }
        object["fontWeight"] = visual.fontWeight.map { .string($0.rawValue) }
        object["lineLimit"] = visual.lineLimit.map { .number(Double($0)) }
        object["explicitSize"] = visual.explicitSize.map(encodeSize)
        object["maximumContentSize"] = visual.maximumContentSize.map { .string($0.rawValue) }
        object["text"] = visual.text.map(JSONValue.string)
        object["isTruncated"] = visual.isTruncated.map(JSONValue.bool)
        object["cutOffAtAccessibilitySize"] = visual.cutOffAtAccessibilitySize.map(encodeSource)
        object["cutOffByHeightAt"] = visual.cutOffByHeightAt.map(encodeSource)
        if !visual.interfaceFixedFonts.isEmpty {
            object["interfaceFixedFonts"] = .array(visual.interfaceFixedFonts.map { font in
                .object([("source", encodeSource(font.source)), ("size", .number(font.size))])
            })
        }
        if !visual.fontsNotAdjusting.isEmpty {
            object["fontsNotAdjusting"] = .array(visual.fontsNotAdjusting.map { font in
                .object([("source", encodeSource(font.source)), ("buttonTitle", .bool(font.isButtonTitle))])
            })
        }
        object["decidedSize"] = visual.decidedSize.map { decided in
            .object([("source", encodeSource(decided.source)), ("width", .bool(decided.width)), ("height", .bool(decided.height))])
        }
        return object.value
    }
}
