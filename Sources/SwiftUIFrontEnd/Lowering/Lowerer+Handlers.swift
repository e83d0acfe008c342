import AccessibilityTree

/// While a screen runs (`SourceScene`), what each element does when acted on: the code of the
/// button, gesture or accessibility action that made it. The audit keeps none (`handlers` nil).
extension Lowerer {
    /// Records `modifier`'s action, if it has one, on the elements it applied to.
    mutating func recordHandlers(of modifier: AppliedModifier, on items: [Lowered]) {
        guard handlers != nil else { return }
        let closure = modifier.arguments.first { $0.value.isClosure && ($0.label == nil || $0.label == "perform" || $0.label == "action") }
        guard let closure else { return }
        let action = SourceAction(value: closure.value)
        for item in items {
            let id = item.element.id
            switch modifier.name {
            case "accessibilityAdjustableAction":
                handlers?[id, default: SourceHandlers()].adjust = action
            case "accessibilityAction":
                if let name = Self.text(of: modifier.argument("named"))?.text {
                    handlers?[id, default: SourceHandlers()].custom[name] = action
                } else if let name = item.element.customActions.last?.name, modifier.argument("label") != nil {
                    handlers?[id, default: SourceHandlers()].custom[name] = action
                } else if (modifier.first?.value.enumName ?? "default") == "default" {
                    handlers?[id, default: SourceHandlers()].activate = action
                }
            case "onTapGesture" where (modifier.argument("count")?.value.asInt ?? 1) == 1:
                handlers?[id, default: SourceHandlers()].activate = action
            default:
                return
            }
        }
    }

    /// Records, under the view's `path`, its drag gesture (with its `frame`) and its `onChange(of:)`.
    mutating func recordViewHandlers(of modifier: AppliedModifier, frame: Rect, path: String) {
        switch modifier.name {
        case "gesture", "simultaneousGesture", "highPriorityGesture":
            guard let drag = DragHandler(modifier.first?.value, frame: frame) else { return }
            handlers?[ElementID(path), default: SourceHandlers()].drag = drag
        case "onChange":
            guard let watched = modifier.argument("of")?.value,
                  let closure = modifier.arguments.last(where: { $0.value.isClosure }) else { return }
            handlers?[ElementID(path), default: SourceHandlers()].observers.append(
                ChangeObserver(value: watched, action: SourceAction(value: closure.value)))
        default:
            return
        }
    }

    /// Records the state a toggle, slider or stepper changes on the element it made.
    mutating func recordControl(_ control: ControlBinding?, on item: Lowered) {
        guard handlers != nil, let control else { return }
        handlers?[item.element.id, default: SourceHandlers()].control = control
    }

    /// Records a button's action on the element it made.
    mutating func recordActivation(_ action: SourceAction?, on item: Lowered) {
        guard handlers != nil, let action else { return }
        handlers?[item.element.id, default: SourceHandlers()].activate = action
    }
}
