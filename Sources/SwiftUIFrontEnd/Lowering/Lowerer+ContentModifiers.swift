import AccessibilityTree

extension Lowerer {
    /// The modifiers that add content, actions or pronunciation to an element without changing
    /// its label, value or traits: custom content, scroll actions, drag and drop points, Smart
    /// Invert, speech attributes, linked groups and labelled pairs (docs/swiftui-coverage.md).
    /// Returns nil for any other modifier.
    func applyContentEffect(of modifier: AppliedModifier, to items: [Lowered], _ child: ViewNode, _ frame: Rect,
                            path: String) -> [Lowered]? {
        let first = modifier.first
        switch modifier.name {
        case "accessibilityCustomContent":
            guard let label = Self.customContentLabel(first) else { return items }
            let value = modifier.arguments.dropFirst().first { $0.label == nil }
            let importance: CustomContent.Importance = modifier.argument("importance")?.value.enumName == "high" ? .high : .default
            return updating(items, child, frame, path: path, createsElement: true) { element in
                // The same label again replaces the earlier value and importance (Apple's page for the modifier).
                let index = element.customContent.firstIndex { $0.label == label }
                guard let value, case .null = value.value else {
                    let content = CustomContent(label: label, value: Self.text(of: value)?.text ?? "", importance: importance)
                    if let index { element.customContent[index] = content } else { element.customContent.append(content) }
                    return
                }
                // A nil value removes the entry.
                if let index { element.customContent.remove(at: index) }
            }
        case "accessibilityScrollAction":
            return updating(items, child, frame, path: path, createsElement: true) { element in
                if !element.standardActions.contains(.scroll) { element.standardActions.append(.scroll) }
            }
        case "accessibilityDragPoint", "accessibilityDropPoint":
            guard let name = Self.text(of: modifier.argument("description"))?.text else { return items }
            let kind: DragDropPoint.Kind = modifier.name == "accessibilityDragPoint" ? .drag : .drop
            return updating(items, child, frame, path: path, createsElement: true) { element in
                let point = ActivationPoint.point(from: first?.value, in: element.frame ?? frame)
                element.dragDropPoints.append(DragDropPoint(kind: kind, name: name, point: point))
            }
        case "accessibilityIgnoresInvertColors":
            let ignores = first?.value.asBool ?? true
            return items.map { item in
                var item = item
                item.element.ignoresInvertColors = ignores
                return item
            }
        case "accessibilityTextContentType", "speechAlwaysIncludesPunctuation", "speechSpellsOutCharacters",
             "speechAdjustedPitch", "speechAnnouncementsQueued":
            return items.map { item in
                var item = item
                var speech = item.element.speech ?? SpeechAttributes()
                Self.apply(modifier, to: &speech)
                item.element.speech = speech
                return item
            }
        case "accessibilityRotorEntry":
            let key = RotorEntryKey(id: modifier.argument("id")?.value.interpolated, namespace: modifier.argument("in")?.sourceText)
            return items.map { item in
                var item = item
                item.rotorEntryKey = key
                return item
            }
        case "accessibilityLinkedGroup", "accessibilityLabeledPair":
            guard let id = modifier.argument("id")?.sourceText, let namespace = modifier.argument("in")?.sourceText else {
                return items
            }
            let kind: ElementRelation.Kind = switch modifier.argument("role")?.value.enumName {
            case "label"?: .pairLabel
            case "content"?: .pairContent
            default: .linkedGroup
            }
            let relation = ElementRelation(kind: kind, id: id, namespace: namespace)
            return updating(items, child, frame, path: path, createsElement: false) { $0.relations.append(relation) }
        default:
            return nil
        }
    }

    /// The entries of an `accessibilityRotor` builder bound to elements of `items` by
    /// `.accessibilityRotorEntry(id:in:)`, in the builder's order; an entry whose id or namespace
    /// is not known, or that no element carries, is left out.
    static func rotorEntries(of modifier: AppliedModifier, in items: [Lowered]) -> [CustomRotor.Entry] {
        guard let builder = modifier.arguments.reversed().lazy.compactMap(\.value.asView).first else { return [] }
        var targets: [RotorEntryKey: ElementID] = [:]
        func collect(_ item: Lowered) {
            if let key = item.rotorEntryKey, key.isResolved, targets[key] == nil { targets[key] = item.element.id }
            item.children.forEach(collect)
        }
        items.forEach(collect)
        return builder.rotorEntries.compactMap { key, label in
            guard key.isResolved, let target = targets[key] else { return nil }
            return CustomRotor.Entry(target: target, label: label)
        }
    }

    /// `"Age"`, `Text("Age")`, or `AccessibilityCustomContentKey("Age", id: "age")`: the label spoken.
    private static func customContentLabel(_ argument: AppliedModifier.Argument?) -> String? {
        guard let argument else { return nil }
        if case .object(let key) = argument.value, key.typeName == "AccessibilityCustomContentKey",
           let label = key.fieldNames.first.flatMap({ key[$0] }) {
            return text(of: AppliedModifier.Argument(label: nil, value: label, sourceText: ""))?.text
        }
        return text(of: argument)?.text
    }

    private static func apply(_ modifier: AppliedModifier, to speech: inout SpeechAttributes) {
        let value = modifier.first?.value
        switch modifier.name {
        case "accessibilityTextContentType": speech.textContentType = value?.enumName
        case "speechAlwaysIncludesPunctuation": speech.alwaysIncludesPunctuation = value?.asBool ?? true
        case "speechSpellsOutCharacters": speech.spellsOutCharacters = value?.asBool ?? true
        case "speechAdjustedPitch": speech.adjustedPitch = value?.asDouble
        default: speech.announcementsQueued = value?.asBool ?? true
        }
    }
}
