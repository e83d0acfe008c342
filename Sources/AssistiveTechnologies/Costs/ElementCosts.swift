import AccessibilityTree

/// What it takes to reach and activate one actionable element with each assistive technology,
/// from the start of the screen (docs/assistive-technology-costs.md).
public struct ElementCosts: Hashable, Sendable {
    public var element: AccessibilityElement
    /// VoiceOver: swipes right from the first element, then one double tap; nil when swiping
    /// never reaches it.
    public var voiceOverSwipes: Int?
    /// Switch Control: item scanning to it and Tap from its menu.
    public var switchControl: SwitchControlCost?
    /// Voice Control: whether it can be named.
    public var voiceControl: VoiceControlNaming
    /// Voice Control's grid: the commands to tap it by grid ("Show grid", a number for each zoom,
    /// "Tap" and a number); nil when no cell's centre lands on it (`VoiceControlGrid.commandsToTap`).
    public var voiceControlGridCommands: Int?
    /// Full Keyboard Access: Tab to its group, arrow keys within it, then Space; nil when it
    /// cannot be focused.
    public var keyboardPresses: Int?
    /// Dwell: whether a pointer held still on it can hit it reliably.
    public var dwell: DwellReach

    /// The costs of every interactive element of `screen`, in navigation order.
    public static func costs(on screen: Screen, switchControl settings: SwitchControlSettings = SwitchControlSettings(),
                             grid gridSettings: VoiceControlGridSettings = VoiceControlGridSettings()) -> [ElementCosts] {
        let index = ScreenIndex(screen)
        let order = index.order
        var swipesTo: [ElementID: Int] = [:]
        for (position, entry) in order.enumerated() where swipesTo[entry.id] == nil {
            swipesTo[entry.id] = position
        }
        let layout = ScanLayout(order: order)
        let targets = VoiceControlTarget.targets(inOrder: order.map(\.element))
        let nameCounts = Dictionary(targets.compactMap(\.displayedName).map { (VoiceControlName.matchKey($0), 1) },
                                    uniquingKeysWith: +)
        return targets.map { target in
            let element = target.element
            let scanPath = layout.path(to: element.id)
            let switchCost = scanPath.map {
                SwitchControlCost(path: $0, entry: .tap, menu: SwitchControlMenu.entries(for: element), settings: settings)
            }
            return ElementCosts(
                element: element, voiceOverSwipes: swipesTo[element.id], switchControl: switchCost,
                voiceControl: naming(of: target, counts: nameCounts),
                voiceControlGridCommands: VoiceControlGrid.commandsToTap(element, in: index, settings: gridSettings),
                keyboardPresses: scanPath.map(keyboardPresses), dwell: DwellReach(element: element))
        }
    }

    private static func naming(of target: VoiceControlTarget, counts: [String: Int]) -> VoiceControlNaming {
        guard let name = target.displayedName, VoiceControlName.isSayable(name) else {
            return .unsayable(target.displayedName)
        }
        let count = counts[VoiceControlName.matchKey(name)] ?? 1
        return count > 1 ? .ambiguous(name, count: count) : .unique(name)
    }

    /// Tab once for each group before the element's top-level group, an arrow key for each item
    /// before it inside that group, then Space.
    private static func keyboardPresses(along path: [Int]) -> Int {
        path[0] + path.dropFirst().reduce(0, +) + 1
    }
}
