import AccessibilityTree
import Scenes
import SwiftSyntax

/// The state a toggle, slider, stepper or picker changes while a screen runs: the key of the state
/// its binding (`isOn: $isOn`, `value: $volume`, `selection: $flavor`) refers to, with the range
/// and step it moves in.
struct ControlBinding {
    enum Kind {
        case toggle, slider, stepper
        /// A picker read as one adjustable element (`.pickerStyle(.wheel)`): its options' values
        /// in order (the option's `.tag`, else its text), which a swipe moves through.
        case picker([Value])
        /// A segment of a segmented picker: activating it selects its value.
        case choice(Value)
    }

    var kind: Kind
    var key: String
    /// `in: 0...10`, when given.
    var range: Value?
    /// `step: 0.5`, when given.
    var step: Value?

    /// The value after VoiceOver activates (a toggle, a segment) or swipes up or down (a slider,
    /// stepper or picker wheel) on `current`; nil when the control does not take `action` or the
    /// value is not known. A slider moves by a tenth of its range, as UIKit's (docs/live-source.md);
    /// a stepper by its step (1 unless given); both stay inside the range. A wheel moves to the
    /// next or previous option and stops at the ends.
    func value(after action: ElementAction, from current: Value) -> Value? {
        switch (kind, action) {
        case (.toggle, .activate):
            return current.asBool.map { .bool(!$0) }
        case (.choice(let value), .activate):
            return value
        case (.picker(let options), .increment), (.picker(let options), .decrement):
            // The next or previous option, stopping at the ends, as a picker wheel does.
            guard let index = options.firstIndex(where: { Interpreter.equals($0, current) == true }) else { return nil }
            let next = index + (action == .increment ? 1 : -1)
            return options.indices.contains(next) ? options[next] : nil
        case (.slider, .increment), (.slider, .decrement):
            return moved(current, by: action, slider: true)
        case (.stepper, .increment), (.stepper, .decrement):
            return moved(current, by: action, slider: false)
        default:
            return nil
        }
    }

    /// A slider's or stepper's value after a swipe up (`.increment`) or down.
    private func moved(_ current: Value, by action: ElementAction, slider: Bool) -> Value? {
        guard let number = current.asDouble else { return nil }
        var lower: Double?, upper: Double?
        if case .range(let low, let high, _)? = range {
            lower = low?.asDouble
            upper = high?.asDouble
        }
        let size = slider ? step?.asDouble ?? ((upper ?? 1) - (lower ?? 0)) / 10 : step?.asDouble ?? 1
        var next = number + (action == .increment ? size : -size)
        if let lower { next = max(next, lower) }
        if let upper { next = min(next, upper) }
        if case .int = current, let whole = Int(exactly: next) { return .int(whole) }
        return .double(next)
    }
}

extension Interpreter {
    /// `node` with the binding of the control `call` makes, while a screen runs.
    mutating func controlled(_ node: ViewNode, _ name: String, call: FunctionCallExprSyntax, _ scope: Scope) -> ViewNode {
        guard live != nil else { return node }
        let kinds: [String: (ControlBinding.Kind, String)] = ["Toggle": (.toggle, "isOn"), "Slider": (.slider, "value"),
                                                               "Stepper": (.stepper, "value"), "Picker": (.picker([]), "selection")]
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
