import AccessibilityTree
import Basics
import Scenes
import SwiftSyntaxSupport

/// A SwiftUI screen that runs from its source (docs/live-source.md): each action runs the code
/// the element was given — a button's action, `onTapGesture`, `accessibilityAdjustableAction`,
/// `accessibilityAction(named:)`, a toggle's, slider's or stepper's binding — on the view's state kept between evaluations (`@State`, and
/// the parent's state a `@Binding` passed `$name` refers to); then the body is evaluated again
/// and lowered. What the code posts (`AccessibilityNotification.Announcement(…).post()`,
/// `.LayoutChanged`, `.ScreenChanged`, `UIAccessibility.post(notification:argument:)`) comes
/// back as scene events for the simulator to speak and act on.
///
/// What cannot run (a function the source does not declare, network, persistence) is skipped:
/// `unfollowed` says which actions met it. Every run is bounded by the interpreter's budgets.
///
/// Unchecked `Sendable`: the index holds parsed syntax, which is only read.
public struct SourceScene: Scene, @unchecked Sendable {
    let builder: ScreenBuilder
    let entry: EntryPoint
    var state = LiveState()
    var screen: Screen
    var handlers: [ElementID: SourceHandlers] = [:]
    /// The finger passed through to the app, from touch-down to lift-off.
    var activeTouch: ActiveTouch?
    /// The values the screen's `onChange(of:)` modifiers watched at the last evaluation.
    var observed: [String: Value] = [:]
    /// The actions that met code the interpreter could not follow, each with what it met, in
    /// the order they ran (`"Save: upload(data)"`).
    public private(set) var unfollowed: [String] = []

    /// The scene of `entry` in `files`, under `settings`, read as built for `platform`.
    public init(entry: EntryPoint, files: [ParsedSourceFile], settings: AccessibilitySettings, platform: TargetPlatform = .iOS,
                strings: StringsTables = .none) {
        let files = Unchecked(value: files)
        let index = LargeStack.run { Unchecked(value: SourceIndex(files: files.value, platform: platform, strings: strings)) }.value
        builder = ScreenBuilder(index: index, settings: settings)
        self.entry = entry
        screen = Screen(elements: [])
        rebuild()
    }

    /// The entry point the scene plays.
    public var entryPoint: EntryPoint { entry }

    public func render() -> Screen { screen }

    public mutating func perform(_ action: ElementAction, on id: ElementID, at time: Duration) -> SceneResponse {
        let handlers = handlers[id]
        let element = screen.element(withID: id)
        if let control = handlers?.control, let current = state.values[control.key],
           let next = control.value(after: action, from: current) {
            // A toggle, slider or stepper writes the state its binding refers to.
            state.values[control.key] = next
            return SceneResponse(isHandled: true, events: rebuild())
        }
        let code: SourceAction?
        var arguments: [Value] = []
        switch action {
        case .activate:
            code = handlers?.activate
            if code == nil, let key = handlers?.dismisses {
                return dismiss(key)
            }
            if code == nil, let key = handlers?.pops {
                return goBack(key)
            }
            if code == nil, let push = handlers?.pushes {
                return navigate(appending: push.value, to: push.key)
            }
            if code == nil, let key = handlers?.presents {
                return navigate(setting: key, to: true)
            }
            if code == nil, let what = handlers?.notFollowed {
                note(element, what)
                return .handled
            }
            if code == nil {
                // A control without code of its own is tapped and changes nothing, as a snapshot's.
                let isTappable = element.map { !$0.traits.isDisjoint(with: [.button, .link]) && !$0.traits.contains(.notEnabled) } ?? false
                return isTappable ? .handled : .unhandled
            }
        case .increment, .decrement:
            code = handlers?.adjust
            arguments = [.enumCase(action == .increment ? "increment" : "decrement", [])]
        case .customAction(let name):
            code = handlers?.custom[name]
            if code == nil, element?.customActions.contains(where: { $0.name == name }) == true {
                note(element, "the code of the action \"\(name)\" was not found")
                return .handled
            }
        case .escape:
            // Two-finger Z closes a sheet or alert: its presenting state becomes false; else it
            // goes back in a navigation stack.
            if let key = handlers?.dismisses { return dismiss(key) }
            guard let key = handlers?.pops else { return .unhandled }
            return goBack(key)
        case .touch(let phase, let point):
            return touch(phase, at: point, on: element, at: time)
        case .focus:
            return scroll(to: id)
        case .magicTap, .scroll:
            code = nil
        }
        guard let code else { return .unhandled }
        var response = run(code, arguments: arguments, on: element, at: time)
        if action == .activate, let key = handlers?.dismisses {
            // An alert's button closes the alert after its action.
            response.events += dismiss(key).events
        }
        return response
    }

    /// VoiceOver focused `id`: a row of a scroll view with `scrollPosition(id:)` is scrolled into
    /// view, and the binding takes the row's identity (docs/live-source.md, Scroll position).
    private mutating func scroll(to id: ElementID) -> SceneResponse {
        guard let handlers = handlers[id], let item = handlers.scrollItem, let key = handlers.scrollPositionKey else { return .unhandled }
        if let current = state.values[key], Interpreter.equals(current, item) == true { return .handled }
        state.values[key] = item
        return SceneResponse(isHandled: true, events: rebuild())
    }

    /// Sets the state presenting a sheet or alert false; VoiceOver moves to the screen under it.
    private mutating func dismiss(_ key: String) -> SceneResponse {
        state.values[key] = .bool(false)
        return rebuildNoting(SceneResponse(isHandled: true))
    }

    /// The back button, or two-finger Z on a pushed screen: the navigation stack's path loses its
    /// last view, as `NavigationStack(path:)` removes it when the person goes back
    /// ([NavigationStack](https://developer.apple.com/documentation/swiftui/navigationstack)).
    private mutating func goBack(_ pop: NavigationPop) -> SceneResponse {
        switch pop {
        case .path(let key):
            guard case .array(let views)? = state.values[key], !views.isEmpty else { return .unhandled }
            return navigate(to: Array(views.dropLast()), in: key)
        case .flag(let key):
            return navigate(setting: key, to: false)
        }
    }

    /// A `NavigationLink(destination:)` activated (true), or the back button on what it or a
    /// `navigationDestination(isPresented:)` pushed (false): the state that shows the destination
    /// changes, as SwiftUI sets the binding false when the person goes back
    /// ([navigationDestination(isPresented:destination:)](https://developer.apple.com/documentation/swiftui/view/navigationdestination(ispresented:destination:))).
    private mutating func navigate(setting key: String, to isPresented: Bool) -> SceneResponse {
        state.values[key] = .bool(isPresented)
        return screenChanging(rebuildNoting(SceneResponse(isHandled: true)))
    }

    /// A `NavigationLink(value:)` activated: its value joins the end of the stack's path, and the
    /// `navigationDestination(for:)` of its type shows it
    /// ([NavigationLink](https://developer.apple.com/documentation/swiftui/navigationlink)).
    private mutating func navigate(appending value: Value, to key: String) -> SceneResponse {
        guard case .array(let views)? = state.values[key] else { return .unhandled }
        return navigate(to: views + [value], in: key)
    }

    /// The stack's path becomes `path`; UIKit posts a screen change when a navigation controller
    /// pushes or pops a view controller, so focus goes to the new screen's first element.
    private mutating func navigate(to path: [Value], in key: String) -> SceneResponse {
        state.values[key] = .array(path)
        return screenChanging(rebuildNoting(SceneResponse(isHandled: true)))
    }

    /// `response` with a screen change, posted once.
    private func screenChanging(_ response: SceneResponse) -> SceneResponse {
        var response = response
        if !response.events.contains(where: { if case .screenChanged = $0 { return true }; return false }) {
            response.events.append(.screenChanged(focus: nil))
        }
        return response
    }

    /// Evaluates the body again; a presentation that appeared or went away posts a screen change
    /// (UIKit posts one when a view controller is presented or dismissed).
    mutating func rebuildNoting(_ response: SceneResponse) -> SceneResponse {
        let before = (screen.name, handlers[screen.root.id]?.pops)
        var response = response
        response.events += rebuild()
        // A view pushed or popped by state the code changed (`navigationDestination(isPresented:)`)
        // changes what going back does.
        if screen.name != before.0 || handlers[screen.root.id]?.pops != before.1 {
            return screenChanging(response)
        }
        return response
    }

    mutating func run(_ code: SourceAction, arguments: [Value], on element: AccessibilityElement?,
                      at time: Duration, touching frame: Rect? = nil) -> SceneResponse {
        let events = execute(code, arguments: arguments, on: element, at: time, touching: frame)
        return rebuildNoting(SceneResponse(isHandled: true, events: events))
    }

    /// Runs `code` on the kept state; returns what it posted. The screen is not evaluated again.
    mutating func execute(_ code: SourceAction, arguments: [Value], on element: AccessibilityElement?,
                          at time: Duration, touching frame: Rect? = nil) -> [SceneEvent] {
        state.posted = []
        state.unfollowed = []
        state.now = time
        state.touchedFrame = frame
        let step = LiveRun(index: builder.index, state: state, code: .action(code, arguments: arguments))
        let ran = LargeStack.run { step.running() }
        state = ran.state
        state.touchedFrame = nil
        for what in ran.state.unfollowed { note(element, what) }
        if !ran.didRun { note(element, "its code could not be run") }
        return ran.state.posted.map(Self.event)
    }

    /// Runs `work` at its due time on the kept state; returns what it posted. The screen is not
    /// evaluated again.
    mutating func execute(_ work: ScheduledWork) -> [SceneEvent] {
        state.posted = []
        state.unfollowed = []
        state.now = work.due
        let step = LiveRun(index: builder.index, state: state, code: .scheduled(work))
        let ran = LargeStack.run { step.running() }
        state = ran.state
        for what in ran.state.unfollowed { note(nil, what, in: "code run later") }
        return ran.state.posted.map(Self.event)
    }

    mutating func note(_ element: AccessibilityElement?, _ what: String, in place: String = "an element") {
        let name = element?.label ?? element.map { "\($0.id)" } ?? place
        let line = "\(name): \(what)"
        if !unfollowed.contains(line) { unfollowed.append(line) }
    }

    /// Evaluates the body again with the kept state, and lowers it with its elements' actions;
    /// then runs the `onChange(of:)` closures whose values changed (`SourceScene+Changes.swift`)
    /// and returns what they posted.
    @discardableResult
    mutating func rebuild() -> [SceneEvent] {
        evaluate()
        return runChangeObservers()
    }

    /// Evaluates the body again with the kept state, and lowers it with its elements' actions.
    mutating func evaluate() {
        let step = LiveRender(builder: builder, entry: entry, state: state)
        let rendered = LargeStack.run { step.rendering() }
        state = rendered.state
        screen = rendered.screen
        handlers = rendered.handlers
    }

    static func event(_ notification: PostedNotification) -> SceneEvent {
        switch notification {
        case .announcement(let text): .announcement(text, priority: .default)
        case .layoutChanged: .layoutChanged(focus: nil)
        case .screenChanged: .screenChanged(focus: nil)
        }
    }
}

/// One evaluation and lowering of a running screen, handed to the large stack and back.
private struct LiveRender: @unchecked Sendable {
    var builder: ScreenBuilder
    var entry: EntryPoint
    var state: LiveState
    var screen = Screen(elements: [])
    var handlers: [ElementID: SourceHandlers] = [:]

    func rendering() -> LiveRender {
        var live: LiveState? = state
        var recorded: [ElementID: SourceHandlers]? = [:]
        let result = builder.buildExploring(entry, live: &live, handlers: &recorded).result
        var done = self
        done.state = live ?? state
        // The presentation shown last is on top (a sheet presented from a sheet follows it).
        let presented = result.modals.last { $0.isPresentedInitially == true }?.screen
        done.screen = presented ?? result.screen
        done.handlers = recorded ?? [:]
        if presented == nil, let key = done.handlers.values.compactMap(\.pops).min() {
            // Two-finger Z anywhere on a pushed screen goes back.
            done.handlers[done.screen.root.id, default: SourceHandlers()].pops = key
        }
        return done
    }
}

/// One action's code, or scheduled work come due, run on a running screen's state, handed to
/// the large stack and back.
struct LiveRun: @unchecked Sendable {
    enum Code {
        case action(SourceAction, arguments: [Value])
        case scheduled(ScheduledWork)
    }

    var index: SourceIndex
    var state: LiveState
    var code: Code
    var didRun = false

    func running() -> LiveRun {
        var interpreter = Interpreter(index: index)
        interpreter.live = state
        var done = self
        switch code {
        case .action(let action, let arguments):
            done.didRun = interpreter.run(action, arguments: arguments) != nil
        case .scheduled(let work):
            interpreter.resume(work)
            done.didRun = true
        }
        done.state = interpreter.live ?? state
        return done
    }
}

/// A value handed to the large stack and back whole: parsed syntax, which is only read.
private struct Unchecked<Value>: @unchecked Sendable {
    var value: Value
}
