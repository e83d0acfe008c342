import AccessibilityTree
import Scenes

/// A Switch Control session on a scene: item scanning with auto scanning (one switch) or manual
/// scanning (Next and Select switches), the scanner menu, Auto Tap, Pause on First Item and
/// Loops, on an injected clock (docs/switch-control.md, Scripts).
///
/// Scanning starts on the screen's first item. With auto scanning the highlight moves every
/// Auto Scanning Time; after a level's last stop it wraps to the first, and after `loops`
/// cycles it stops until Select is pressed. A group's stops end with its dashed highlight.
public struct SwitchControl: Sendable {
    public private(set) var scene: any Scene
    public private(set) var screen: Screen
    public private(set) var layout: ScanLayout
    public private(set) var events: [SwitchControlEvent] = []
    public let settings: SwitchControlSettings
    /// Manual scanning: the highlight moves only with Next and Previous.
    public let isManual: Bool
    private var clock: SimulatedClock
    /// The levels entered, from the screen's down; the scanner menu is the last when open.
    private var levels: [Level] = []
    /// The element the open menu acts on.
    private var menuElement: AccessibilityElement?
    /// When auto scanning next moves the highlight.
    private var nextMove: Duration?
    /// An Auto Tap waiting for its interval to pass.
    private var pendingAutoTap: (element: AccessibilityElement, due: Duration)?
    private var isStopped = false

    struct Level: Sendable {
        var stops: [SwitchControlHighlight]
        var index = 0
        var cycles = 0
    }

    public init(scene: any Scene, settings: SwitchControlSettings = SwitchControlSettings(), isManual: Bool = false,
                clock: SimulatedClock = SimulatedClock()) {
        self.scene = scene
        self.settings = settings
        self.isManual = isManual
        self.clock = clock
        screen = scene.render()
        layout = ScanLayout(screen: screen)
        startScanning(resumingAt: nil)
    }

    /// Performs `presses` one after another on a fresh session of `scene`.
    public static func run(_ presses: [SwitchPress], on scene: any Scene, settings: SwitchControlSettings = SwitchControlSettings(),
                           isManual: Bool = false) -> [SwitchControlEvent] {
        var switchControl = SwitchControl(scene: scene, settings: settings, isManual: isManual)
        for press in presses { switchControl.perform(press) }
        return switchControl.events
    }

    /// The time on the injected clock.
    public var now: Duration { clock.now }

    /// What the highlight is on; nil when scanning has stopped or there is nothing to scan.
    public var highlight: SwitchControlHighlight? {
        guard !isStopped, let level = levels.last, level.stops.indices.contains(level.index) else { return nil }
        return level.stops[level.index]
    }

    public mutating func perform(_ press: SwitchPress) {
        switch press {
        case .select:
            events.append(.pressed(.select, at: clock.now))
            select()
        case .next, .previous:
            events.append(.pressed(press, at: clock.now))
            move(by: press == .next ? 1 : -1)
        case let .wait(duration):
            pass(until: clock.now + duration)
        case let .choose(entry):
            choose(entry)
        }
    }

    // MARK: Time

    /// Lets time pass to `instant`, moving the highlight and firing Auto Tap as they fall due.
    private mutating func pass(until instant: Duration) {
        while true {
            let autoTap = pendingAutoTap?.due
            guard let due = [nextMove, autoTap].compactMap({ $0 }).min(), due <= instant else { break }
            clock.advance(to: due)
            if let pending = pendingAutoTap, pending.due == due {
                pendingAutoTap = nil
                act(.tap, on: pending.element)
            } else {
                autoScan()
            }
        }
        clock.advance(to: instant)
    }

    private mutating func autoScan() {
        guard var level = levels.popLast() else { return }
        level.index += 1
        if level.index == level.stops.count {
            level.index = 0
            level.cycles += 1
            if let loops = settings.loops, level.cycles >= loops {
                levels.append(level)
                isStopped = true
                nextMove = nil
                events.append(.stopped(loops: loops, at: clock.now))
                return
            }
        }
        levels.append(level)
        // A level of one stop keeps its highlight: nothing new is shown or spoken.
        highlightCurrent(isEntry: false, isShown: level.stops.count > 1)
    }

    // MARK: Switches

    private mutating func select() {
        if isStopped {
            isStopped = false
            menuElement = nil
            return startScanning(resumingAt: nil)
        }
        if let pending = pendingAutoTap {
            pendingAutoTap = nil
            return openMenu(on: pending.element)
        }
        guard let highlight else { return events.append(.refused("nothing is highlighted", at: clock.now)) }
        switch highlight {
        case let .item(.group(container, items)):
            enter(Level(stops: items.map(SwitchControlHighlight.item) + [.leaveGroup(container)]))
        case let .item(.element(element)):
            if settings.usesAutoTap {
                nextMove = nil
                pendingAutoTap = (element, clock.now + settings.autoTapDelay)
            } else {
                openMenu(on: element)
            }
        case .leaveGroup:
            levels.removeLast()
            levels[levels.count - 1].cycles = 0
            highlightCurrent(isEntry: false)
        case let .menuEntry(entry):
            guard let element = menuElement else { return }
            perform(entry, on: element)
        }
    }

    private mutating func move(by offset: Int) {
        guard !isStopped, var level = levels.popLast(), !level.stops.isEmpty else {
            return events.append(.refused("nothing is being scanned", at: clock.now))
        }
        pendingAutoTap = nil
        level.index = (level.index + offset + level.stops.count) % level.stops.count
        levels.append(level)
        highlightCurrent(isEntry: false)
    }

    private mutating func choose(_ entry: SwitchControlMenu.Entry) {
        guard menuElement != nil, !isStopped, let menu = levels.last else {
            return events.append(.refused("\(entry.title): the scanner menu is not open", at: clock.now))
        }
        guard let target = menu.stops.firstIndex(of: .menuEntry(entry)) else {
            return events.append(.refused("the menu has no \(entry.title)", at: clock.now))
        }
        while let index = levels.last?.index, index != target, menuElement != nil, !isStopped {
            if isManual {
                perform(.next)
            } else if let due = nextMove {
                pass(until: due)
            } else {
                break
            }
        }
        guard !isStopped, levels.last?.index == target else {
            return events.append(.refused("the highlight did not reach \(entry.title)", at: clock.now))
        }
        perform(.select)
    }

    // MARK: Levels and the menu

    private mutating func startScanning(resumingAt id: ElementID?) {
        levels = []
        nextMove = nil
        guard !layout.items.isEmpty else { return events.append(.nothingToScan(at: clock.now)) }
        var level = Level(stops: layout.items.map(SwitchControlHighlight.item))
        guard let id, let path = layout.path(to: id) else { return enter(level) }
        var items = layout.items
        for (depth, index) in path.enumerated() {
            level.index = index
            levels.append(level)
            guard depth < path.count - 1, case let .group(container, inner) = items[index] else { break }
            items = inner
            level = Level(stops: inner.map(SwitchControlHighlight.item) + [.leaveGroup(container)])
        }
        highlightCurrent(isEntry: false)
    }

    private mutating func enter(_ level: Level) {
        levels.append(level)
        highlightCurrent(isEntry: true)
    }

    private mutating func openMenu(on element: AccessibilityElement) {
        let entries = SwitchControlMenu.entries(for: element)
        menuElement = element
        events.append(.menuOpened(element, entries: entries, at: clock.now))
        enter(Level(stops: entries.map(SwitchControlHighlight.menuEntry)))
    }

    private mutating func closeMenu() {
        menuElement = nil
        levels.removeLast()
        highlightCurrent(isEntry: false)
    }

    private mutating func highlightCurrent(isEntry: Bool, isShown: Bool = true) {
        guard let highlight, let level = levels.last else { return }
        if isShown {
            events.append(.highlighted(highlight, at: clock.now))
            if settings.speaksItems { events.append(.spoken(Self.spokenName(of: highlight), at: clock.now)) }
        }
        nextMove = isManual ? nil : clock.now + settings.highlightDuration(atIndex: level.index, isEntry: isEntry)
    }

    static func spokenName(of highlight: SwitchControlHighlight) -> String {
        switch highlight {
        case let .item(.element(element)): SwitchControlText.name(of: element)
        case let .item(.group(container, _)): container.label ?? "Group"
        case let .leaveGroup(container): container.label ?? "Group"
        case let .menuEntry(entry): entry.title
        }
    }

    // MARK: Acting

    private mutating func perform(_ entry: SwitchControlMenu.Entry, on element: AccessibilityElement) {
        switch entry {
        case .tap, .customAction, .increment, .decrement:
            act(entry, on: element)
        case .system("Escape"):
            events.append(.menuClosed(at: clock.now))
            closeMenu()
        case .system("Scroll"):
            scroll(from: element)
        case .system:
            events.append(.notModelled(entry, at: clock.now))
            closeMenu()
        }
    }

    private mutating func act(_ entry: SwitchControlMenu.Entry, on element: AccessibilityElement) {
        let action: ElementAction = switch entry {
        case .increment: .increment
        case .decrement: .decrement
        case let .customAction(name): .customAction(name)
        default: .activate
        }
        let response = scene.perform(action, on: element.id, at: clock.now)
        events.append(.performed(entry, on: element, isHandled: response.isHandled, at: clock.now))
        settle(after: response, resumingAt: element.id)
    }

    /// Scrolls down the element or, when it does not scroll, the nearest ancestor that does.
    private mutating func scroll(from element: AccessibilityElement) {
        for node in [element] + screen.ancestors(of: element.id) {
            let response = scene.perform(.scroll(.down), on: node.id, at: clock.now)
            guard response.isHandled else { continue }
            events.append(.performed(.system("Scroll"), on: node, isHandled: true, at: clock.now))
            return settle(after: response, resumingAt: element.id)
        }
        events.append(.performed(.system("Scroll"), on: element, isHandled: false, at: clock.now))
        settle(after: .unhandled, resumingAt: element.id)
    }

    /// After an action: what the app announced, the screen again, and scanning from the beginning
    /// or at the element (Focused Item After Tap).
    private mutating func settle(after response: SceneResponse, resumingAt id: ElementID) {
        for event in response.events {
            if case let .announcement(text, _) = event { events.append(.announcement(text, at: clock.now)) }
        }
        menuElement = nil
        screen = scene.render()
        layout = ScanLayout(screen: screen)
        startScanning(resumingAt: settings.resumesAtTappedItem ? id : nil)
    }
}
