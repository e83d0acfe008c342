import AccessibilityTree
import Basics
import Scenes

/// A Voice Control session on a scene: names and numbers over the interactive elements, and the
/// commands a person says to act on them (docs/voice-control.md).
///
/// "Tap" followed by a name acts on the one target that answers to it, and a custom action's name
/// performs it on the one target that has it. When several answer, numbers are shown on them and
/// the next number said chooses among them; with none, nothing happens. "Show grid" lays a
/// numbered grid over the screen: a number zooms into its cell, "Tap" and a number taps the
/// cell's centre. Each command takes `commandDuration` of the injected clock, so scenes that
/// throttle what they announce see time pass.
public struct VoiceControl: Sendable {
    /// The simulated time a command takes to say and act on.
    public static let commandDuration: Duration = .seconds(1)

    public private(set) var scene: any Scene
    /// The screen as it is now.
    public private(set) var screen: Screen
    /// Everything that happened, in order.
    public private(set) var events: [VoiceControlEvent] = []
    /// The grid on screen, if any.
    public private(set) var grid: VoiceControlGrid?
    public let gridSettings: VoiceControlGridSettings
    private var clock: SimulatedClock
    /// The matches of the last ambiguous name and what to do to the one the next number chooses.
    private var choices: (targets: [VoiceControlTarget], action: VoiceControlAction)?

    public init(scene: any Scene, clock: SimulatedClock = SimulatedClock(),
                gridSettings: VoiceControlGridSettings = VoiceControlGridSettings()) {
        self.scene = scene
        self.clock = clock
        self.gridSettings = gridSettings
        screen = scene.render()
    }

    /// The screen's targets, numbered in navigation order.
    public var targets: [VoiceControlTarget] { VoiceControlTarget.targets(on: screen) }

    /// Performs `commands` one after another on a fresh session of `scene`.
    public static func run(_ commands: [VoiceCommand], on scene: any Scene,
                           gridSettings: VoiceControlGridSettings = VoiceControlGridSettings()) -> [VoiceControlEvent] {
        var voiceControl = VoiceControl(scene: scene, gridSettings: gridSettings)
        for command in commands { voiceControl.perform(command) }
        return voiceControl.events
    }

    /// Hears `command` and does what Voice Control does with it; returns what happened.
    @discardableResult
    public mutating func perform(_ command: VoiceCommand) -> [VoiceControlEvent] {
        let start = events.count
        events.append(.heard(command))
        clock.advance(by: Self.commandDuration)
        let pending = choices
        choices = nil
        switch command {
        case .showNames: events.append(.overlay(.names, targets.map(VoiceControlOverlayItem.init)))
        case .showNumbers: events.append(.overlay(.numbers, targets.map(VoiceControlOverlayItem.init)))
        case .hideOverlay: break
        case let .showGrid(columns, rows):
            let shown = VoiceControlGrid(over: screen, columns: columns ?? gridSettings.columns, rows: rows ?? gridSettings.rows)
            grid = shown
            events.append(.grid(shown))
        case .hideGrid: grid = nil
        case let .tapName(name): act(.tap, onTargetNamed: name)
        case let .increment(name): act(.increment, onTargetNamed: name)
        case let .decrement(name): act(.decrement, onTargetNamed: name)
        case let .customAction(name): perform(customActionNamed: name)
        case let .tapNumber(number):
            if pending == nil, let grid { tapCell(number, of: grid) } else { choose(number, among: pending) }
        case let .number(number):
            if pending == nil, let grid { zoom(into: number, of: grid) } else { choose(number, among: pending) }
        case let .scroll(direction): scroll(direction)
        }
        return Array(events[start...])
    }

    private mutating func act(_ action: VoiceControlAction, onTargetNamed name: String) {
        let targets = targets
        let matches = targets.filter { $0.answers(to: name) }
        guard !matches.isEmpty else {
            let names = targets.flatMap(\.names)
            return events.append(.noMatch(name, suggestion: NameSuggestion.nearest(to: name, in: names)))
        }
        act(action, onOneOf: matches, named: name)
    }

    /// Performs the custom action on the one target that has an action of that name (compared as
    /// names are); several ask for a number, none is a failure.
    private mutating func perform(customActionNamed name: String) {
        let targets = targets
        let key = VoiceControlName.matchKey(name)
        let matches = targets.filter { target in
            target.element.customActions.contains { VoiceControlName.matchKey($0.name) == key }
        }
        guard let first = matches.first else {
            let names = targets.flatMap { $0.element.customActions.map(\.name) }
            return events.append(.noMatch(name, suggestion: NameSuggestion.nearest(to: name, in: names)))
        }
        let exact = first.element.customActions.first { VoiceControlName.matchKey($0.name) == key }?.name ?? name
        act(.customAction(exact), onOneOf: matches, named: name)
    }

    private mutating func act(_ action: VoiceControlAction, onOneOf matches: [VoiceControlTarget], named name: String) {
        guard matches.count > 1 else { return act(action, on: matches[0]) }
        choices = (matches, action)
        let items = matches.enumerated().map { offset, target in
            VoiceControlOverlayItem(number: offset + 1, name: target.displayedName, id: target.id)
        }
        events.append(.ambiguous(name: name, matches: items))
    }

    private mutating func choose(_ number: Int, among choices: (targets: [VoiceControlTarget], action: VoiceControlAction)?) {
        let target = choices.map { number <= $0.targets.count ? $0.targets[number - 1] : nil }
            ?? targets.first { $0.number == number }
        guard let target else {
            events.append(.noMatch(String(number), suggestion: nil))
            return
        }
        act(choices?.action ?? .tap, on: target)
    }

    private mutating func act(_ action: VoiceControlAction, on target: VoiceControlTarget) {
        let elementAction: ElementAction = switch action {
        case .tap: .activate
        case .increment: .increment
        case .decrement: .decrement
        case let .customAction(name): .customAction(name)
        }
        let response = scene.perform(elementAction, on: target.id, at: clock.now)
        events.append(.acted(action, item: VoiceControlOverlayItem(target), isHandled: response.isHandled))
        record(response)
    }

    /// A number said with the grid shown: the grid is drawn again over that cell.
    private mutating func zoom(into number: Int, of grid: VoiceControlGrid) {
        guard let deeper = grid.zoomed(into: number) else {
            return events.append(.noMatch(String(number), suggestion: nil))
        }
        self.grid = deeper
        events.append(.grid(deeper))
    }

    /// "Tap" and a number with the grid shown: a tap at the centre of that cell, on whatever is
    /// there. The grid then goes (as after a tap on an item).
    private mutating func tapCell(_ number: Int, of grid: VoiceControlGrid) {
        guard let cell = grid.cell(number) else {
            return events.append(.noMatch(String(number), suggestion: nil))
        }
        self.grid = nil
        guard let element = screen.hitTest(cell.center) else {
            return events.append(.tappedPoint(cell.center, item: nil, isHandled: false))
        }
        let item = targets.first { $0.id == element.id }.map(VoiceControlOverlayItem.init)
            ?? VoiceControlOverlayItem(number: 0, name: element.label, id: element.id)
        let response = scene.perform(.activate, on: element.id, at: clock.now)
        events.append(.tappedPoint(cell.center, item: item, isHandled: response.isHandled))
        record(response)
    }

    /// Scrolls the first node, from the root down, that scrolls in `direction`.
    private mutating func scroll(_ direction: ScrollDirection) {
        for node in screen.exposedNodes {
            let response = scene.perform(.scroll(direction), on: node.id, at: clock.now)
            guard response.isHandled else { continue }
            record(response)
            return
        }
        events.append(.nothingToScroll(direction))
    }

    private mutating func record(_ response: SceneResponse) {
        for event in response.events {
            if case let .announcement(text, _) = event { events.append(.announcement(text)) }
        }
        screen = scene.render()
    }
}
