import AccessibilityTree
import SwiftSyntax

/// A scroll view's position while a screen runs (docs/live-source.md, Scroll position): each
/// `ForEach` row keeps its item's identity (its views' state is kept by it too), and `scrollPosition(id: $selection)` the state its
/// binding refers to, so that focusing a row with VoiceOver scrolls to it and sets the state.
extension Interpreter {
    /// The label of the argument that carries a `scrollPosition(id:)` binding's state key to lowering.
    static let scrollPositionKeyLabel = "perceive.scrollPositionKey"
    /// The label of the argument that carries the binding's current value to lowering.
    static let scrollPositionValueLabel = "perceive.scrollPositionValue"

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

    /// Ties the rows inside a `scrollPosition(id:)` to the state its binding refers to, and
    /// scrolls to the row the state names: "the scroll view scrolls to the view with the
    /// identity" the binding is set to
    /// ([scrollPosition(id:anchor:)](https://developer.apple.com/documentation/swiftui/view/scrollposition(id:anchor:))).
    /// The content moves so that the row's first element is where the first row's is unscrolled.
    mutating func recordScrollPosition(of modifier: AppliedModifier, on items: [Lowered]) -> [Lowered] {
        guard modifier.name == "scrollPosition", let key = modifier.argument(Interpreter.scrollPositionKeyLabel)?.value.asString
        else { return items }
        let ids = Self.elementIDs(in: items)
        for id in ids where handlers?[id]?.scrollItem != nil && handlers?[id]?.scrollPositionKey == nil {
            handlers?[id]?.scrollPositionKey = key
        }
        guard let current = modifier.argument(Interpreter.scrollPositionValueLabel)?.value else { return items }
        let frames = Dictionary(Self.elementFrames(in: items), uniquingKeysWith: { first, _ in first })
        let rows = ids.filter { handlers?[$0]?.scrollItem != nil }
        guard let first = rows.first.flatMap({ frames[$0] }),
              let target = rows.first(where: { handlers?[$0]?.scrollItem.map { Interpreter.equals($0, current) == true } ?? false })
                .flatMap({ frames[$0] })
        else { return items }
        let dx = first.minX - target.minX, dy = first.minY - target.minY
        guard dx != 0 || dy != 0 else { return items }
        return items.map { $0.offsetBy(dx: dx, dy: dy) }
    }

    static func elementFrames(in items: [Lowered]) -> [(ElementID, Rect)] {
        items.flatMap { item in (item.element.frame.map { [(item.element.id, $0)] } ?? []) + elementFrames(in: item.children) }
    }

    static func elementIDs(in items: [Lowered]) -> [ElementID] {
        items.flatMap { [$0.element.id] + elementIDs(in: $0.children) }
    }
}

extension Lowered {
    /// The element and its children moved by (`dx`, `dy`): a scroll view's content scrolled.
    func offsetBy(dx: Double, dy: Double) -> Lowered {
        var moved = self
        moved.element.frame = element.frame?.offsetBy(dx: dx, dy: dy)
        moved.element.activationPoint = element.activationPoint?.offsetBy(dx: dx, dy: dy)
        moved.children = children.map { $0.offsetBy(dx: dx, dy: dy) }
        return moved
    }
}
