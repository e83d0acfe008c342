import AccessibilityTree
import Basics
import Scenes

/// A Voice Control session on a scene: names and numbers over the interactive elements, and the
/// commands a person says to act on them (docs/voice-control.md).
///
/// "Tap" followed by a name acts on the one target that answers to it. When several answer,
/// numbers are shown on them and the next number said chooses among them; with none, nothing
/// happens. Each command takes `commandDuration` of the injected clock, so scenes that throttle
/// what they announce see time pass.
public struct VoiceControl: Sendable {
    /// The simulated time a command takes to say and act on.
    public static let commandDuration: Duration = .seconds(1)

    public private(set) var scene: any Scene
    /// The screen as it is now, with its targets and the names they answer to.
    private var current: VoiceControlTargets
    /// Everything that happened, in order.
    public private(set) var events: [VoiceControlEvent] = []
    private var clock: SimulatedClock
    /// The matches of the last ambiguous name, which the next number chooses among.
    private var choices: [VoiceControlTarget]?

    public init(scene: any Scene, clock: SimulatedClock = SimulatedClock()) {
        self.scene = scene
        self.clock = clock
        current = VoiceControlTargets(scene.render())
    }

    /// The screen as it is now.
    public var screen: Screen { current.screen }

    /// The screen's targets, numbered in navigation order.
    public var targets: [VoiceControlTarget] { current.all }

    /// Performs `commands` one after another on a fresh session of `scene`.
    public static func run(_ commands: [VoiceCommand], on scene: any Scene) -> [VoiceControlEvent] {
        var voiceControl = VoiceControl(scene: scene)
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
        case let .tapName(name): act(.tap, onTargetNamed: name)
        case let .increment(name): act(.increment, onTargetNamed: name)
        case let .decrement(name): act(.decrement, onTargetNamed: name)
        case let .tapNumber(number): tap(number: number, among: pending)
        case let .scroll(direction): scroll(direction)
        }
        return Array(events[start...])
    }

    private mutating func act(_ action: VoiceControlAction, onTargetNamed name: String) {
        let matches = current.answering(to: name)
        switch matches.count {
        case 0:
            let names = targets.flatMap(\.names)
            events.append(.noMatch(name, suggestion: NameSuggestion.nearest(to: name, in: names)))
        case 1:
            act(action, on: matches[0])
        default:
            choices = matches
            let items = matches.enumerated().map { offset, target in
                VoiceControlOverlayItem(number: offset + 1, name: target.displayedName, id: target.id)
            }
            events.append(.ambiguous(name: name, matches: items))
        }
    }

    private mutating func tap(number: Int, among choices: [VoiceControlTarget]?) {
        let target = choices.map { number <= $0.count ? $0[number - 1] : nil }
            ?? current.target(numbered: number)
        guard let target else {
            events.append(.noMatch(String(number), suggestion: nil))
            return
        }
        act(.tap, on: target)
    }

    private mutating func act(_ action: VoiceControlAction, on target: VoiceControlTarget) {
        let elementAction: ElementAction = switch action {
        case .tap: .activate
        case .increment: .increment
        case .decrement: .decrement
        }
        let response = scene.perform(elementAction, on: target.id, at: clock.now)
        events.append(.acted(action, item: VoiceControlOverlayItem(target), isHandled: response.isHandled))
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
        let rendered = scene.render()
        if rendered != current.screen { current = VoiceControlTargets(rendered) }
    }
}
