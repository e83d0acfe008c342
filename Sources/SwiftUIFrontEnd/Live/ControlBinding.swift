import AccessibilityTree
import Scenes
import SwiftSyntax

/// The state a toggle, slider or stepper changes while a screen runs: the key of the state its
/// binding (`isOn: $isOn`, `value: $volume`) refers to, with the range and step it moves in.
struct ControlBinding {
    enum Kind { case toggle, slider, stepper }

    var kind: Kind
    var key: String
    /// `in: 0...10`, when given.
    var range: Value?
    /// `step: 0.5`, when given.
    var step: Value?

    /// The value after VoiceOver activates (a toggle) or swipes up or down (a slider or stepper)
    /// on `current`; nil when the control does not take `action` or the value is not known. A
    /// slider moves by a tenth of its range, as UIKit's (docs/live-source.md); a stepper by its
    /// step (1 unless given); both stay inside the range.
    func value(after action: ElementAction, from current: Value) -> Value? {
        switch (kind, action) {
        case (.toggle, .activate):
            return current.asBool.map { .bool(!$0) }
        case (.slider, .increment), (.slider, .decrement), (.stepper, .increment), (.stepper, .decrement):
            guard let number = current.asDouble else { return nil }
            var lower: Double?, upper: Double?
            if case .range(let low, let high, _)? = range {
                lower = low?.asDouble
                upper = high?.asDouble
            }
            let size = kind == .slider ? step?.asDouble ?? ((upper ?? 1) - (lower ?? 0)) / 10 : step?.asDouble ?? 1
            var next = number + (action == .increment ? size : -size)
            if let lower { next = max(next, lower) }
            if let upper { next = min(next, upper) }
            if case .int = current, let whole = Int(exactly: next) { return .int(whole) }
            return .double(next)
        default:
            return nil
        }
    }
}

extension Interpreter {
    /// `node` with the binding of the control `call` makes, while a screen runs.
    mutating func controlled(_ node: ViewNode, _ name: String, call: FunctionCallExprSyntax, _ scope: Scope) -> ViewNode {
        guard live != nil else { return node }
        let kinds: [String: (ControlBinding.Kind, String)] = ["Toggle": (.toggle, "isOn"), "Slider": (.slider, "value"),
                                                               "Stepper": (.stepper, "value")]
        guard let (kind, label) = kinds[name],
              let argument = call.arguments.first(where: { $0.label?.text == label }),
              let key = bindingKey(of: argument.expression, in: scope) else { return node }
        func value(_ label: String) -> Value? {
            call.arguments.first { $0.label?.text == label }.map { evaluate($0.expression, scope) }
        }
        var node = node
        node.control = ControlBinding(kind: kind, key: key, range: value("in"), step: value("step"))
        return node
    }
}
