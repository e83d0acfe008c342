import AccessibilityTree

/// Applying effects: changing elements, moving along the navigation stack, posting notifications.
extension StaticScene {
    /// The screen shown, on top of the stack.
    var top: ShownScreen {
        get { stack[stack.count - 1] }
        set { stack[stack.count - 1] = newValue }
    }

    /// Applies `effect` of an action on `id`, adding what it posts to `events`.
    mutating func apply(_ effect: ActionEffect, actedOn id: ElementID, events: inout [SceneEvent]) {
        if let target = effect.targetElement(actedOn: id) {
            _ = top.modify(target) { element in Self.change(&element, by: effect) }
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
        case let .pageScrolled(text):
            events.append(.pageScrolled(text))
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
        case .navigate, .back, .dismiss, .announce, .pageScrolled, .screenChanged, .layoutChanged:
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
}
