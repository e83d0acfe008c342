import SwiftSyntax

extension ModifierChain {
    /// Modifiers that attach another screen or code run on an event, not a property of the
    /// element: an accessibility modifier written after them still describes the element, but is
    /// written before them by convention, beside the modifiers that shape it.
    static let presentingModifiers: Set<String> = [
        "sheet", "fullScreenCover", "popover", "alert", "confirmationDialog", "navigationDestination",
        "onAppear", "onDisappear", "task", "onChange", "onReceive", "onSubmit", "fileImporter", "photosPicker",
    ]

    /// The modifier after which a label, value or trait for the whole element is written: the
    /// last one that shapes the element, before any that only present another screen or run
    /// code (`.buttonStyle(.plain)` in `Button { … }.buttonStyle(.plain).sheet(…) { … }`); nil
    /// when the chain has none.
    var lastShapingModifier: Modifier? {
        modifiers.last { !Self.presentingModifiers.contains($0.name) }
    }
}
