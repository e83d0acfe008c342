/// The label `accessibilityLabel(content:)` hands its closure: the label the view already has,
/// placed among new text (`.accessibilityLabel { label in Text("3 unread"); label }`).
///
/// Apple: "the label proxy … represents the existing label"
/// (https://developer.apple.com/documentation/swiftui/view/accessibilitylabel(content:)). The
/// interpreter passes the closure a text view holding a marker; lowering puts the existing label
/// where the marker is. The parts are joined with ", " as a combined element's are: how SwiftUI
/// joins them is not documented.
enum AccessibilityLabelProxy {
    /// A private-use character no source text holds, and a name for a reader of a dump.
    static let marker = "\u{E000}existing label"

    /// The view the closure's parameter stands for.
    static var view: Value { .view(ViewNode(.text(marker), source: nil)) }

    /// Whether `argument` is the content closure's views rather than a label written out.
    static func isContent(_ argument: AppliedModifier.Argument?) -> Bool {
        guard let argument, argument.label == nil || argument.label == "content",
              let node = argument.value.asView else { return false }
        if case .text(let text) = node.strippingModifiers.base.primitive { return text == marker }
        return true
    }

    /// The label built from the content's `parts`, the marker replaced by `existing`.
    static func label(from parts: [String], existing: String?) -> String? {
        let spoken = parts.compactMap { $0 == marker ? existing : $0 }.filter { !$0.isEmpty }
        return spoken.isEmpty ? nil : spoken.joined(separator: ", ")
    }
}
