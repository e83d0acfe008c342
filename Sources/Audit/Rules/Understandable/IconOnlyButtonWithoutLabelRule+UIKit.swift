import SwiftSyntax
import SwiftSyntaxSupport

/// UIKit code: a bar button item made from an image (`UIBarButtonItem(image:style:target:action:)`)
/// that is never given an `accessibilityLabel`.
///
/// A bar button item with no title is read by its image: the asset's name, or just "Button"
/// (Apple, `UIBarButtonItem`; docs/uikit.md, UIKit defaults). An SF Symbol
/// (`UIImage(systemName:)`) may carry its own description and is not reported. The item counts as
/// labelled when the code that makes it, or for a stored property the class, sets an
/// `accessibilityLabel`.
extension IconOnlyButtonWithoutLabelRule {
    func barButtonFindings(in file: ParsedSourceFile) -> [Finding] {
        guard file.text.containsBytes("UIBarButtonItem") else { return [] }
        return file.nodes(FunctionCallExprSyntax.self).compactMap { call in
            guard call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "UIBarButtonItem",
                  let image = call.arguments.first, image.label?.text == "image",
                  !Self.isSymbol(image.expression), !Self.labels(call) else { return nil }
            return finding(.barButtonIconOnly, at: file.location(of: call))
        }
    }

    /// `UIImage(systemName:)`, or `.init(systemName:)`: an SF Symbol.
    private static func isSymbol(_ expression: ExprSyntax) -> Bool {
        guard let call = expression.as(FunctionCallExprSyntax.self) else { return false }
        return call.arguments.first?.label?.text == "systemName"
    }

    /// Whether the code around the item sets an accessibility label: the function (or closure,
    /// initialiser) that makes it, or the whole type when it is a stored property's value.
    private static func labels(_ call: FunctionCallExprSyntax) -> Bool {
        guard let scope = call.enclosingFunctionScope else { return true }
        if scope.is(PatternBindingSyntax.self) {
            return scope.enclosingTypeScope.containsToken(["accessibilityLabel"])
        }
        return scope.containsToken(["accessibilityLabel"])
    }
}

extension RuleMessage {
    static let barButtonIconOnly = RuleMessage(
        id: "icon-only-button-without-label.uikit",
        text: """
            This bar button item shows only an image: VoiceOver reads the image's name or just \
            "Button", so a person who cannot see the icon does not know what it does.
            """,
        fix: """
            Set the item's `accessibilityLabel` to what it does (`closeItem.accessibilityLabel = \
            NSLocalizedString("Close", comment: "")`), or give it a title.
            """)
}
