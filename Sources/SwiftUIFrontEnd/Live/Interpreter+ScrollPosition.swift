import AccessibilityTree
import SwiftSyntax

/// A scroll view's position while a screen runs (docs/live-source.md, Scroll position): each
/// `ForEach` row keeps its item's identity (its views' state is kept by it too), and `scrollPosition(id: $selection)` the state its
/// binding refers to, so that focusing a row with VoiceOver scrolls to it and sets the state.
extension Interpreter {
    /// The label of the argument that carries a `scrollPosition(id:)` binding's state key to lowering.
    static let scrollPositionKeyLabel = "perceive.scrollPositionKey"

    /// The identity SwiftUI gives the row of `item`: `ForEach(items, id: \.name)` reads the key
    /// path (`\.self` is the item); otherwise an `Identifiable` item's `id`.
    mutating func rowIdentity(of item: Value, call: FunctionCallExprSyntax, _ scope: Scope) -> Value? {
        let expression = ExprSyntax(call)
        if let argument = call.arguments.first(where: { $0.label?.text == "id" }) {
            guard case .keyPath(let path) = evaluate(argument.expression, scope) else { return nil }
            return path.filter { $0 != "self" }.reduce(item) { value, name in member(name, of: value, expression: expression, scope) }
        }
        let identity = member("id", of: item, expression: expression, scope)
        if case .unknown = identity { return nil }
        return identity
    }
}

extension Closure {
    /// The row closure of a `ForEach`, for the row of `identity` (its position when it has none):
    /// views it creates keep their state apart from the other rows' (SwiftUI's explicit identity).
    func inRow(_ identity: Value?, offset: Int) -> Closure {
        var closure = self
        closure.scope.statePath += "[\(identity?.interpolated ?? "#\(offset)")]"
        return closure
    }
}

extension Lowerer {
    /// Marks every element a `ForEach` row produced with the row's identity.
    mutating func recordScrollItem(_ item: Value, on items: [Lowered]) {
        for id in Self.elementIDs(in: items) where handlers?[id]?.scrollItem == nil {
            handlers?[id, default: SourceHandlers()].scrollItem = item
        }
    }

    /// Ties the rows inside a `scrollPosition(id:)` to the state its binding refers to.
    mutating func recordScrollPosition(of modifier: AppliedModifier, on items: [Lowered]) {
        guard modifier.name == "scrollPosition", let key = modifier.argument(Interpreter.scrollPositionKeyLabel)?.value.asString
        else { return }
        for id in Self.elementIDs(in: items) where handlers?[id]?.scrollItem != nil && handlers?[id]?.scrollPositionKey == nil {
            handlers?[id]?.scrollPositionKey = key
        }
    }

    static func elementIDs(in items: [Lowered]) -> [ElementID] {
        items.flatMap { [$0.element.id] + elementIDs(in: $0.children) }
    }
}
