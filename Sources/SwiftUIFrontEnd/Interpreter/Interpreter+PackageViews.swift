import AccessibilityTree
import SwiftSyntax

/// What the code can say of a view the audit does not read — a package's view, or an SDK view
/// the front end does not model — by the way it is called (docs/review.md, Views the audit does
/// not read). Anything else about such a view stays its own, and it stays opaque.
enum PackageViewRole: Equatable {
    /// A view named as a button (`AsyncButton`) called as SwiftUI's `Button` is: with a title
    /// literal or a `label:` view. Its name and trait come from the label the code gives it.
    case button
    /// A view named as text (`EmojiText`, `Markdown`; TipKit's `TipView`, whose tip has a title,
    /// Apple: `Tip.title`) given what it shows as its first argument: it reads as text whose
    /// words are known at run time.
    case text

    init?(name: String, call: FunctionCallExprSyntax) {
        let first = call.arguments.first
        if name.hasSuffix("Button"), name != "Button" {
            let labelled = call.arguments.contains { $0.label?.text == "label" }
                || call.additionalTrailingClosures.contains { $0.label.text == "label" }
            let titled = first?.label == nil && first?.expression.is(StringLiteralExprSyntax.self) == true
            guard labelled || titled else { return nil }
            self = .button
        } else if name == "TipView" || name.hasSuffix("Text") || name.hasSuffix("Markdown") {
            guard let first, first.label == nil else { return nil }
            self = .text
        } else {
            return nil
        }
    }
}

extension Interpreter {
    /// The view `name` is taken for when its call states its role (`PackageViewRole`); nil leaves
    /// it an opaque view, to be asked about.
    mutating func packageView(_ name: String, call: FunctionCallExprSyntax, _ scope: Scope) -> ViewNode? {
        switch PackageViewRole(name: name, call: call) {
        case .button:
            return makeBuiltInView("Button", call: call, scope)
        case .text:
            guard let first = call.arguments.first else { return nil }
            let reason = "text shown by `\(name)`, a view the audit does not read"
            return ViewNode(.text("\\(\(first.expression.trimmedDescription))"), source: location(of: call, in: scope),
                            unresolved: [Unresolved(.label, reason: reason)])
        case nil:
            return nil
        }
    }
}
