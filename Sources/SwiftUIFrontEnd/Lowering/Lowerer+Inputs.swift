import AccessibilityTree
import Foundation

extension Lowerer {
    /// Toggles, sliders, steppers, pickers, text fields and progress views: one element each with
    /// the label, value and traits of docs/swiftui-defaults.md, Default labels and traits.
    mutating func lowerControl(_ node: ViewNode, _ context: LoweringContext, _ frame: Rect, path: String) -> [Lowered] {
        let parts = lowerParts(node, slots: [.label, .content], context, frame, path: path)
        let labelElement = ElementMerging.combine(parts, id: ElementID(path), frame: frame, source: node.source)
        var label = labelElement.element.label
        var value: String?
        var traits: Traits = []
        var unresolved = node.unresolved
        switch node.primitive {
        case .toggle(let isOn):
            traits = [.button, .toggle]
            if let on = isOn.asBool { value = on ? "1" : "0" } else { unresolved.append(Self.reason(isOn, "toggle state")) }
        case .slider(let current, let range):
            traits = .adjustable
            value = Self.percentage(current, range: range)
            if value == nil { unresolved.append(Self.reason(current, "slider value")) }
        case .stepper(let shown):
            traits = .adjustable
            if let shown {
                value = shown.asString
                if value == nil { unresolved.append(Self.reason(shown, "stepper value")) }
            }
        case .picker(let selection):
            if context.pickerStyle == "segmented" { return lowerSegments(node, selection, context, frame, path: path) }
            traits = context.pickerStyle == "wheel" ? .adjustable : .button
            value = selectedOptionTitle(node, selection, context)
            if value == nil, selection.isUnknown { unresolved.append(Self.reason(selection, "picker selection")) }
        case .datePicker:
            traits = .button
        case .textField(let placeholder, let text, let isSecure):
            traits = isSecure ? [.textEntry, .secureTextField] : .textEntry
            let current = text.asString ?? ""
            if current.isEmpty {
                label = label ?? placeholder
            } else {
                value = isSecure ? String(repeating: "•", count: current.count) : current
                label = labelElement.element.label
            }
        case .textEditor(let text):
            traits = [.textEntry, .textArea]
            value = text.asString.flatMap { $0.isEmpty ? nil : $0 }
        case .progress(let current, let total):
            traits = .updatesFrequently
            if let current {
                value = Self.percentage(current, range: .range(lower: .int(0), upper: total ?? .double(1), isClosed: true))
            } else {
                value = "In progress"
            }
        case .gauge(let current, let range):
            let currentLabel = lowerParts(node, slots: [.currentValueLabel], context, frame, path: path)
                .flatMap(\.visibleLeaves).compactMap(\.element.label)
            value = currentLabel.isEmpty ? Self.percentage(current, range: range) : currentLabel.joined(separator: ", ")
        default:
            break
        }
        if context.isDisabled, !traits.isDisjoint(with: [.button, .adjustable, .textEntry]) { traits.insert(.notEnabled) }
        var element = element(node, path: path, frame: frame, label: label, value: value, traits: traits)
        element.unresolved = (unresolved + labelElement.element.unresolved).uniqued
        element.stateDependentTraits = labelElement.element.stateDependentTraits
        element.visual = labelElement.element.visual
        let lowered = Lowered(element: element)
        if case .picker = node.primitive {
            // A wheel is adjustable through its options; a menu's options are not modelled.
            if traits.contains(.adjustable), var control = node.control {
                control.kind = .picker(Layout.flattened(node.children(in: .option)).compactMap(Self.optionValue))
                recordControl(control, on: lowered)
            }
        } else {
            recordControl(node.control, on: lowered)
        }
        return [lowered]
    }

    private static func reason(_ value: Value, _ what: String) -> Unresolved {
        Unresolved(.value, reason: value.unknownReason.map { "\(what) depends on \($0)" } ?? "\(what) is not known")
    }

    /// A value as a percentage of its range ("50%"), the form VoiceOver reads for sliders and progress.
    static func percentage(_ value: Value, range: Value?) -> String? {
        guard let current = value.asDouble, current.isFinite else { return nil }
        var lower = 0.0, upper = 1.0
        if case .range(let low, let high, _) = range {
            lower = low?.asDouble ?? 0
            upper = high?.asDouble ?? 1
        }
        guard upper > lower else { return nil }
        let fraction = min(max((current - lower) / (upper - lower), 0), 1)
        guard fraction.isFinite else { return nil }
        return "\(Int((fraction * 100).rounded()))%"
    }

    /// The title of the option whose `.tag` equals the selection (or whose text does).
    private mutating func selectedOptionTitle(_ node: ViewNode, _ selection: Value, _ context: LoweringContext) -> String? {
        for option in Layout.flattened(node.children(in: .option)) {
            if optionMatches(option, selection) {
                let lowered = lower(option, context, .zero, path: "option")
                return lowered.flatMap(\.visibleLeaves).compactMap(\.element.label).first
            }
        }
        return nil
    }

    /// The value selecting `option` sets: its `.tag`, else its text (what `optionMatches` compares).
    private static func optionValue(_ option: ViewNode) -> Value? {
        if let tag = option.modifier(named: "tag")?.first?.value { return tag }
        if case .text(let text) = option.strippingModifiers.base.primitive { return .string(text) }
        return nil
    }

    private func optionMatches(_ option: ViewNode, _ selection: Value) -> Bool {
        if let tag = option.modifier(named: "tag")?.first?.value {
            return Interpreter.equals(tag, selection) == true
        }
        if case .text(let text) = option.strippingModifiers.base.primitive, let selected = selection.interpolated {
            return text == selected
        }
        return false
    }

    /// A segmented picker: one button per segment, the selected one marked selected.
    private mutating func lowerSegments(_ node: ViewNode, _ selection: Value, _ context: LoweringContext, _ frame: Rect,
                                        path: String) -> [Lowered] {
        let options = Layout.flattened(node.children(in: .option))
        guard !options.isEmpty else { return [] }
        let width = frame.width / Double(options.count)
        return options.enumerated().map { index, option in
            let segmentFrame = Rect(x: frame.minX + Double(index) * width, y: frame.minY, width: width, height: frame.height)
            let segmentPath = childPath(path, option, index)
            let parts = lower(option, context, segmentFrame, path: segmentPath)
            var merged = ElementMerging.combine(parts, id: ElementID(segmentPath), frame: segmentFrame, source: option.source)
            merged.element.traits = optionMatches(option, selection) ? [.button, .selected] : .button
            merged.isText = false
            if let control = node.control, let value = Self.optionValue(option) {
                recordControl(ControlBinding(kind: .choice(value), key: control.key), on: merged)
            }
            return merged
        }
    }
}
