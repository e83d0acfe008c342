import AccessibilityTree
import Scenes

/// A UIKit screen evaluated from source, played as a scene: each render lowers the objects as
/// they are now, and each action runs the code UIKit would call — `accessibilityIncrement()`,
/// `accessibilityActivate()`, a custom action's handler or target–selector, a button's
/// `touchUpInside` targets, `accessibilityPerformEscape()`, `accessibilityPerformMagicTap()` —
/// then reports the notifications that code posted.
///
/// Unchecked `Sendable`: the evaluator holds parsed syntax, which is only read.
public struct UIKitScene: Scene, @unchecked Sendable {
    var evaluator: UIKitEvaluator
    let root: ObjectID
    let name: String
    let settings: AccessibilitySettings

    init(evaluator: UIKitEvaluator, root: ObjectID, name: String, settings: AccessibilitySettings) {
        self.evaluator = evaluator
        self.root = root
        self.name = name
        self.settings = settings
        // Getters that create and cache elements run once now, so their objects (and ids) stay.
        var lowerer = UIKitLowerer(evaluator: evaluator)
        _ = lowerer.screen(root: root, name: name, settings: settings)
        self.evaluator = lowerer.evaluator
    }

    /// Whether the scene is a table or collection view cell with no text of its own: its labels
    /// are filled by a data source at run time, so on its own it says nothing that can be
    /// checked (it is audited in the list that shows it).
    var isUnfilledCell: Bool {
        let kind = evaluator.heap[root].kind
        guard kind == .tableViewCell || kind == .collectionViewCell else { return false }
        let id = UIKitLowerer.elementID(root, in: evaluator.heap)
        guard let cell = render().exposedNodes.first(where: { $0.id == id }) else { return false }
        return cell.label == nil && cell.unresolved.contains { $0.fact == .label }
    }

    /// The view shown now: the root's, or the view of the controller last pushed over it.
    var shownRoot: ObjectID { evaluator.shownView(over: root) }

    public func render() -> Screen {
        var lowerer = UIKitLowerer(evaluator: evaluator)
        return lowerer.screen(root: shownRoot, name: name, settings: settings)
    }

    /// The screen once the code has shown the views it hides at setup, as that code does
    /// (`UIKitEvaluator.showViewsShownLater`: an empty-state label, a retry button), nil when it
    /// hides none that it shows.
    public func renderWithViewsShownLater() -> Screen? {
        var shownLater = evaluator
        let owner = shownLater.controller(owning: root) ?? root
        guard !shownLater.showViewsShownLater(under: shownRoot, owner: owner).isEmpty else { return nil }
        var lowerer = UIKitLowerer(evaluator: shownLater)
        return lowerer.screen(root: shownRoot, name: name, settings: settings)
    }

    public mutating func perform(_ action: ElementAction, on id: ElementID, at time: Duration) -> SceneResponse {
        var lowerer = UIKitLowerer(evaluator: evaluator)
        _ = lowerer.screen(root: shownRoot, name: name, settings: settings)
        evaluator = lowerer.evaluator
        guard let object = UIKitLowerer.object(for: id), object < evaluator.heap.count else { return .unhandled }
        evaluator.beginAction()
        let handled = run(action, on: object)
        let events = evaluator.posted.map(event)
        // Getters that cache elements run again now, so the objects they create keep their ids.
        var after = UIKitLowerer(evaluator: evaluator)
        _ = after.screen(root: shownRoot, name: name, settings: settings)
        evaluator = after.evaluator
        return SceneResponse(isHandled: handled, events: events)
    }

    private mutating func run(_ action: ElementAction, on object: ObjectID) -> Bool {
        let className = evaluator.heap[object].className
        func override(_ method: String) -> Bool? {
            guard evaluator.index.function(method, in: className) != nil else { return nil }
            return evaluator.callMethod(method, on: object, []).asBool ?? true
        }
        switch action {
        case .increment, .decrement:
            let method = action == .increment ? "accessibilityIncrement" : "accessibilityDecrement"
            if let handled = override(method) { return handled }
            if evaluator.heap[object].kind == .slider { return stepSlider(object, up: action == .increment) }
            return false
        case .activate:
            if let handled = override("accessibilityActivate") { return handled }
            if let navigation = evaluator.navigationControllerGoingBack(from: object) { return evaluator.pop(navigation) }
            if evaluator.heap[object].kind == .switchControl {
                let isOn = evaluator.heap[object].properties["isOn"]?.asBool == true
                evaluator.heap[object].properties["isOn"] = .bool(!isOn)
                _ = evaluator.fire("valueChanged", on: object)
                return true
            }
            return evaluator.fire("touchUpInside", on: object) || evaluator.fire("primaryActionTriggered", on: object)
                || evaluator.selectCell(object) || evaluator.fireTapRecognizers(on: object)
        case .escape:
            return override("accessibilityPerformEscape") ?? false
        case .magicTap:
            return override("accessibilityPerformMagicTap") ?? false
        case .customAction(let name):
            return performCustomAction(named: name, on: object)
        case .touch, .scroll, .focus:
            return false
        }
    }

    private mutating func performCustomAction(named name: String, on object: ObjectID) -> Bool {
        let actions = evaluator.readProperty("accessibilityCustomActions", of: object).asArray?.compactMap(\.asObject) ?? []
        guard let action = actions.first(where: { evaluator.heap[$0].properties["name"]?.asString == name }) else { return false }
        if case .closure(let handler)? = evaluator.heap[action].properties["actionHandler"] {
            return evaluator.callClosure(handler, [.object(action)]).asBool ?? true
        }
        guard let binding = evaluator.heap[action].targetActions.first, let target = binding.target else { return false }
        return evaluator.callMethod(binding.method, on: target, [(nil, .object(action))]).asBool ?? true
    }

    /// UIKit's slider moves by a tenth of its range per swipe (docs/uikit.md).
    private mutating func stepSlider(_ object: ObjectID, up: Bool) -> Bool {
        let properties = evaluator.heap[object].properties
        let minimum = properties["minimumValue"]?.asDouble ?? 0
        let maximum = properties["maximumValue"]?.asDouble ?? 1
        let value = properties["value"]?.asDouble ?? minimum
        let next = min(max(value + (up ? 1 : -1) * (maximum - minimum) / 10, minimum), maximum)
        evaluator.heap[object].properties["value"] = .double(next)
        _ = evaluator.fire("valueChanged", on: object)
        return true
    }

    private func event(_ notification: PostedNotification) -> SceneEvent {
        let heap = evaluator.heap
        switch notification {
        case .screenChanged(let focus): return .screenChanged(focus: focus.map { UIKitLowerer.elementID($0, in: heap) })
        case .layoutChanged(let focus): return .layoutChanged(focus: focus.map { UIKitLowerer.elementID($0, in: heap) })
        case .announcement(let text): return .announcement(text, priority: .default)
        case .pageScrolled(let text): return .pageScrolled(text)
        }
    }
}
