import AccessibilityTree
import SwiftSyntax

/// Code an element runs when acted on: a closure (`Button { … }`, `.accessibilityAdjustableAction
/// { direction in … }`), or a function named by reference (`Button(action: toggleFavorite)`)
/// with the scope it is named in.
struct SourceAction {
    var value: Value
    /// The argument as written, for a function named by reference.
    var expression: ExprSyntax?
    /// Where it is named, for a function named by reference (boxed: a view keeps its action,
    /// and a scope keeps views).
    var named: NamingScope?

    init(value: Value, expression: ExprSyntax? = nil, scope: Scope? = nil) {
        self.value = value
        self.expression = expression
        named = scope.map(NamingScope.init)
    }
}

/// The scope a function is named in by reference.
final class NamingScope {
    let scope: Scope

    init(_ scope: Scope) {
        self.scope = scope
    }
}

/// What the elements of a running screen do when acted on, by element.
struct SourceHandlers {
    /// Double tap: a button's action, `onTapGesture`, the default `accessibilityAction`.
    var activate: SourceAction?
    /// Swipe up and down: `accessibilityAdjustableAction`, called with `.increment` or `.decrement`.
    var adjust: SourceAction?
    /// The custom actions (`accessibilityAction(named:)`) by name.
    var custom: [String: SourceAction] = [:]
    /// The state a toggle, slider or stepper changes.
    var control: ControlBinding?
    /// The state presenting the sheet or alert this element dismisses: an alert's buttons after
    /// their action, a presentation's root on escape (two-finger Z).
    var dismisses: String?
    /// The view's `DragGesture`, recorded under the view's path (not an element's).
    var drag: DragHandler?
    /// The view's `onChange(of:)` modifiers in order, recorded under the view's path.
    var observers: [ChangeObserver] = []
    /// What going back changes, for the navigation stack whose back button this is (or whose
    /// screen this is the root of, for two-finger Z).
    var pops: NavigationPop?
    /// The path state and the value a `NavigationLink(value:)` appends to it when activated.
    var pushes: (key: String, value: Value)?
    /// The state a `NavigationLink(destination:)` sets true when activated, pushing its destination.
    var presents: String?
    /// What activating the element would do that is not followed (a `NavigationLink` outside a
    /// navigation stack), named after the transcript.
    var notFollowed: String?
    /// The identity of the `ForEach` row the element is in, and the state of the enclosing
    /// scroll view's `scrollPosition(id:)` binding: focusing the element scrolls to the row.
    var scrollItem: Value?
    var scrollPositionKey: String?

    /// Marks what dismisses the presentation `screen` shows, presented by the state `key`.
    static func dismissing(_ key: String, _ presentation: ModalScreen.Presentation, _ screen: Screen,
                           in handlers: inout [ElementID: SourceHandlers]?) {
        handlers?[screen.root.id, default: SourceHandlers()].dismisses = key
        guard presentation == .alert || presentation == .confirmationDialog else { return }
        func mark(_ element: AccessibilityElement) {
            if element.traits.contains(.button) { handlers?[element.id, default: SourceHandlers()].dismisses = key }
            element.children.forEach(mark)
        }
        screen.root.children.forEach(mark)
    }
}

extension Interpreter {
    /// Runs `action` with `arguments`: a closure is called; a function named by reference is
    /// looked up on `self` where it is named and called. Nil when it cannot be run.
    mutating func run(_ action: SourceAction, arguments: [Value]) -> Value? {
        if case .closure(let closure) = action.value { return call(closure, arguments: arguments) }
        guard let reference = action.expression?.as(DeclReferenceExprSyntax.self), let scope = action.named?.scope,
              let selfObject = scope.selfObject,
              let function = index.type(selfObject.typeName, near: selfObject.declaringFile)?.functions[reference.baseName.text]?.first
        else { return nil }
        let passed = arguments.map { CallArgument(label: nil, expression: ExprSyntax(NilLiteralExprSyntax()), value: $0) }
        return callFunction(function, arguments: passed, selfObject: selfObject, selfView: nil, scope)
    }

    /// A `Button`'s action among its arguments, while a screen runs: the one labelled `action`,
    /// else the unlabelled closure beside a title, a `label:` or a `role:`.
    func buttonAction(_ arguments: [CallArgument], _ scope: Scope) -> SourceAction? {
        guard live != nil else { return nil }
        if let action = arguments.first(where: { $0.label == "action" }) {
            return SourceAction(value: action.value, expression: action.expression, scope: scope)
        }
        guard arguments.count > 1, let closure = arguments.first(where: { $0.label == nil && $0.value.isClosure }) else { return nil }
        return SourceAction(value: closure.value, expression: closure.expression, scope: scope)
    }
}

/// What a view does when acted on while a screen runs, boxed in `ViewNode.running` (never
/// changed once made: a change makes a new box with a changed copy of `facts`).
final class RunningFacts {
    /// The facts themselves, a value: copying them copies every one.
    struct Facts {
        /// What a button runs when activated.
        var action: SourceAction?
        /// The state a toggle, slider or stepper changes.
        var control: ControlBinding?
        /// The identity of a `ForEach` row (its item's `id`), which a scroll view's
        /// `scrollPosition(id:)` binding takes when the row is scrolled to.
        var scrollItem: Value?
        /// The state holding a `NavigationStack(path: $path)`'s path: going back drops its last view.
        var navigationPathKey: String?
        /// A `NavigationLink(value:)`'s value, appended to the enclosing stack's path when activated.
        var navigationValue: Value?
        /// A `NavigationLink(destination:)`'s destination and the state that shows it.
        var linkDestination: LinkDestination?
        /// The state that showed a view pushed by a link or `navigationDestination(isPresented:)`:
        /// going back from it sets the state false.
        var pushedByFlag: String?
    }

    let facts: Facts

    init(_ facts: Facts) {
        self.facts = facts
    }
}

extension ViewNode {
    /// What a button runs when activated, while a screen runs.
    var action: SourceAction? {
        get { running?.facts.action }
        set { setRunning(\.action, newValue) }
    }

    /// The state a toggle, slider, stepper or picker changes, while a screen runs.
    var control: ControlBinding? {
        get { running?.facts.control }
        set { setRunning(\.control, newValue) }
    }

    /// The identity of a `ForEach` row, while a screen runs.
    var scrollItem: Value? {
        get { running?.facts.scrollItem }
        set { setRunning(\.scrollItem, newValue) }
    }

    /// The state holding a navigation stack's path, while a screen runs.
    var navigationPathKey: String? {
        get { running?.facts.navigationPathKey }
        set { setRunning(\.navigationPathKey, newValue) }
    }

    /// A navigation link's value, while a screen runs.
    var navigationValue: Value? {
        get { running?.facts.navigationValue }
        set { setRunning(\.navigationValue, newValue) }
    }

    private mutating func setRunning<Fact>(_ fact: WritableKeyPath<RunningFacts.Facts, Fact?>, _ value: Fact?) {
        var facts = running?.facts ?? RunningFacts.Facts()
        facts[keyPath: fact] = value
        running = RunningFacts(facts)
    }

    /// A navigation link's destination, while a screen runs.
    var linkDestination: LinkDestination? {
        get { running?.facts.linkDestination }
        set { setRunning(\.linkDestination, newValue) }
    }

    /// The state that showed this pushed view, while a screen runs.
    var pushedByFlag: String? {
        get { running?.facts.pushedByFlag }
        set { setRunning(\.pushedByFlag, newValue) }
    }
}
