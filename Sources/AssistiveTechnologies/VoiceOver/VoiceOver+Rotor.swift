import AccessibilityTree
import Scenes

extension VoiceOver {
    /// The rotor items offered for the current focus, in rotor order: the app's custom rotors
    /// (from the focused element up through its ancestors, docs/voiceover-speech.md, Rotor), then Headings, Links,
    /// Landmarks and Containers where the screen has them, then Actions and Adjust Value where the focused
    /// element supports them. A custom rotor of a system type replaces the built-in item.
    public func availableRotorItems() -> [RotorItem] {
        var items = customRotors().map { RotorItem.custom($0.displayName) }
        let builtIns: [(RotorItem, Bool)] = [
            (.headings, !screenIndex.headings.isEmpty),
            (.links, !screenIndex.links.isEmpty),
            (.landmarks, !screenIndex.landmarks.isEmpty),
            (.containers, !screenIndex.containers.isEmpty),
            (.actions, !(focusedElement?.actionsRotorNames.isEmpty ?? true)),
            (.moreContent, !(focusedElement?.customContent.isEmpty ?? true)),
            (.adjustValue, focusedElement?.traits.contains(.adjustable) ?? false),
        ]
        for (item, isAvailable) in builtIns where isAvailable && !items.contains(where: { $0.name == item.name }) {
            items.append(item)
        }
        return items
    }

    /// What swipes up and down do now: the chosen rotor item, else Adjust Value on an adjustable
    /// element, else Actions on one with custom actions.
    public var effectiveRotorItem: RotorItem? {
        if let rotorSelection { return rotorSelection }
        guard let element = focusedElement else { return nil }
        if element.traits.contains(.adjustable) { return .adjustValue }
        if !element.actionsRotorNames.isEmpty { return .actions }
        return nil
    }

    /// Two-finger twist: the next or previous available item, spoken by name.
    mutating func turnRotor(clockwise: Bool) {
        let items = availableRotorItems()
        guard !items.isEmpty else { return }
        let current = effectiveRotorItem.flatMap { items.firstIndex(of: $0) }
        let next = clockwise
            ? ((current ?? -1) + 1) % items.count
            : ((current ?? items.count) - 1 + items.count) % items.count
        rotorSelection = items[next]
        actionIndex = nil
        say(items[next].name, kind: .rotor)
    }

    /// One-finger swipe up or down, by the rotor item.
    mutating func swipeVertically(down: Bool) {
        switch effectiveRotorItem {
        case .adjustValue?: adjust(down ? .decrement : .increment)
        case .actions?: selectAction(forward: down)
        case .moreContent?: selectContent(forward: down)
        case .headings?: search(forward: down, among: screenIndex.headings)
        case .links?: search(forward: down, among: screenIndex.links)
        case .landmarks?: searchContainers(forward: down, among: screenIndex.landmarks)
        case .containers?: searchContainers(forward: down, among: screenIndex.containers)
        case .custom(let name)?: searchCustomRotor(named: name, forward: down)
        case nil: break
        }
    }

    /// Actions rotor (custom actions, then drag sources and drop points by name, WWDC 2018
    /// session 241): the first swipe after focus lands selects the first custom action whichever
    /// its direction, later swipes the next (down) or previous (up), wrapping; double tap performs
    /// it. The WWDC 2018 demo swipes up to hear "Open address in maps", then "Call"; the WWDC 2026
    /// equalizer swipes down through its actions from the first.
    private mutating func selectAction(forward: Bool) {
        guard let names = focusedElement?.actionsRotorNames, !names.isEmpty else { return }
        let count = names.count
        let next = actionIndex.map { forward ? ($0 + 1) % count : ($0 - 1 + count) % count } ?? 0
        actionIndex = next
        say(names[next], kind: .action, about: focusID)
    }

    /// The next or previous of `stops` (ascending indices in navigation order), or the boundary.
    private mutating func search(forward: Bool, among stops: [Int]) {
        let current = focusedIndex
        let found = forward
            ? stops.partitionPoint { $0 <= (current ?? -1) }
            : stops.partitionPoint { $0 < (current ?? order.count) } - 1
        guard stops.indices.contains(found) else { return sayBoundary() }
        moveFocus(to: order[stops[found]].id, at: stops[found])
    }

    /// The first element of the next or previous container, or the boundary.
    private mutating func searchContainers(forward: Bool, among starts: ContainerStarts) {
        let current = focusedIndex
        let target = forward ? starts.first(after: current) : starts.last(before: current, orderCount: order.count)
        guard let target else { return sayBoundary() }
        moveFocus(to: order[target].id, at: target)
    }

    /// A custom rotor: swipe down moves to the entry after the focused one, up to the one before
    /// (docs/voiceover-speech.md, Rotor); from an element that is no entry, down starts at the first and up at the
    /// last. An entry with its own label is spoken by that label.
    private mutating func searchCustomRotor(named name: String, forward: Bool) {
        guard let rotor = customRotors().first(where: { $0.displayName == name }) else { return }
        let entries = rotor.entries
        var current = entries.firstIndex { $0.target == focusID }
        if let position = customRotorPosition, position.name == name,
           entries.indices.contains(position.index), entries[position.index].target == focusID {
            current = position.index
        }
        var index = forward ? (current ?? -1) + 1 : (current ?? entries.count) - 1
        while entries.indices.contains(index) {
            let entry = entries[index]
            if let targetIndex = screenIndex.index.orderIndex(of: entry.target) {
                let target = order[targetIndex]
                customRotorPosition = (name, index)
                if let label = entry.label, !label.isEmpty {
                    moveFocus(to: target.id, isSilent: true)
                    say(label, kind: .element, about: target.id)
                } else {
                    moveFocus(to: target.id)
                }
                return
            }
            index += forward ? 1 : -1
        }
        sayBoundary()
    }

    /// The app's rotors for the focus: the focused element's, then each ancestor's, outward;
    /// a later rotor with a name already seen is left out.
    func customRotors() -> [CustomRotor] {
        var chain: [AccessibilityElement] = []
        if let focusID {
            if let element = screenIndex.index.element(withID: focusID) { chain.append(element) }
            chain += screenIndex.index.ancestors(of: focusID)
        } else {
            chain = [screen.root]
        }
        var seen: Set<String> = []
        return chain.flatMap(\.customRotors).filter { seen.insert($0.displayName).inserted }
    }
}

extension AccessibilityElement {
    /// The items of the Actions rotor: the custom actions, then the drag sources and drop points
    /// (their order among each other is UNVERIFIED, docs/voiceover-speech.md, Drag and drop).
    var actionsRotorNames: [String] { customActions.map(\.name) + dragDropPoints.map(\.name) }
}

extension CustomRotor {
    /// The name VoiceOver speaks: the system rotor's name for a system type, else `name`.
    var displayName: String { systemType?.displayName ?? name }
}
