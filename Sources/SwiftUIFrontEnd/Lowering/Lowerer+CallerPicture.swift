import AccessibilityTree

/// A picture nothing names (a loaded or run-time image) that a view of the app's own type draws
/// as its only element is placed where that view is used, at the last modifier written on it
/// there: what the picture shows, and whether it only decorates, is known where it is used (a
/// backdrop behind a title, a poster beside its caption, an avatar alone), and that is where
/// `.accessibilityHidden(true)` or `.accessibilityLabel(…)` goes (WCAG 1.1.1 Non-text Content:
/// a text alternative for meaningful images, decoration ignorable; Apple, HIG › Accessibility ›
/// VoiceOver: describe meaningful images, hide decorative ones). Views nested in views move it
/// outwards, one caller at a time. A view called by no view of the app's — the view lowered on its
/// own, or one a preview shows — keeps it inside: a preview's code is not the app's.
extension Lowerer {
    /// `result`, the elements of the view of the app's own type `node`, with its only element
    /// placed at the caller when it is such a picture: at the last modifier written on the view
    /// at its call (the outermost of `modifiers` in the call's file, when after the call); else
    /// at the call.
    static func placingPicture(_ result: [Lowered], drawnBy node: ViewNode, modifiedAt modifiers: [String: SourceLocation]) -> [Lowered] {
        guard result.count == 1, var only = result.first, only.children.isEmpty, !only.isSymbolImage,
              let call = node.source, isUnnamedPicture(only.element), let drawn = only.element.source, drawn != call else {
            return result
        }
        let modifierAtCall = modifiers[call.file].flatMap { modifier in
            (modifier.line, modifier.column) > (call.line, call.column) ? modifier : nil
        }
        only.element.source = modifierAtCall ?? call
        return [only]
    }

    /// An image VoiceOver would read as just "Image": focusable, visible, nothing to do, no label
    /// or value.
    private static func isUnnamedPicture(_ element: AccessibilityElement) -> Bool {
        element.traits == .image && element.isAccessibilityElement && !element.isHidden && element.label == nil
            && element.value == nil && element.gestures.isEmpty && element.customActions.isEmpty
    }
}

extension LoweringContext {
    /// Records where the modifier chain around the view being lowered ends: going in, the first
    /// modifier met in each file (the caller's `.padding` around the app's own `.subtleShadow()`,
    /// whose body's modifiers are written in another file); any other view ends the chain. Below
    /// a view of the app's own type, the views lowered are called in the app's code.
    mutating func enter(_ node: ViewNode) {
        guard case .modifier(let modifier) = node.primitive else {
            if !callerModifiers.isEmpty { callerModifiers = [:] }
            if case .custom = node.primitive { isInsideAppView = true }
            return
        }
        if let source = modifier.source, callerModifiers[source.file] == nil { callerModifiers[source.file] = source }
    }
}
