import AccessibilityTree

extension Lowerer {
    /// Records a sheet, cover, popover, alert or dialog to lower as its own modal screen.
    mutating func recordModal(_ modifier: AppliedModifier, path: String) {
        let presentation = ModalScreen.Presentation(rawValue: modifier.name) ?? .sheet
        var isPresented: Bool?
        if let binding = modifier.argument("isPresented")?.value {
            isPresented = binding.asBool
        } else if let item = modifier.argument("item")?.value, case .null = item {
            isPresented = false
        }
        let views = modifier.arguments.compactMap { argument -> (String?, ViewNode)? in
            argument.value.asView.map { (argument.label, $0) }
        }
        let content: ViewNode
        var title: String?
        switch presentation {
        case .alert, .confirmationDialog:
            title = Self.text(of: modifier.arguments.first { $0.label == nil && $0.value.asView == nil })?.text
            var parts: [ViewNode] = []
            if let title { parts.append(ViewNode(.text(title), source: modifier.source)) }
            parts += views.filter { $0.0 == "message" }.map(\.1)
            var actions = views.filter { $0.0 != "message" }.map(\.1)
            if actions.isEmpty, presentation == .alert {
                actions = [ViewNode(.button, children: [ViewNode(.text("OK"), slot: .label, source: modifier.source)], source: modifier.source)]
            }
            content = ViewNode(.stack(.vertical, spacing: nil, alignment: nil), children: parts + actions, source: modifier.source)
        default:
            guard let view = views.first(where: { $0.0 == nil || $0.0 == "content" })?.1 ?? views.first?.1 else { return }
            content = view
        }
        modals.append(PendingModal(presentation: presentation, isPresented: isPresented, content: content,
                                   source: modifier.source, path: "\(path)/\(modifier.name)",
                                   presentationKey: modifier.argument(Interpreter.presentationKeyLabel)?.value.asString))
    }
}
