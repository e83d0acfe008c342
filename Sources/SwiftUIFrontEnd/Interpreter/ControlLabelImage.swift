import SwiftSyntax
import SwiftSyntaxSupport

/// An `Image` written inside the label of a control (`Button { Image(systemName: name) }`,
/// `NavigationLink(destination:) { Image(…) }`): what the control's label reads is decided there,
/// and `icon-only-button-without-label` asks about such a control where it is written.
public enum ControlLabelImage {
    /// The SwiftUI controls whose label closure draws what they are read by.
    public static let controls: Set<String> = ["Button", "NavigationLink", "Link", "Menu", "ShareLink"]

    /// Whether `node` (an image's call or one of its arguments) stands inside a closure given to
    /// one of `controls` in the same declaration, through any stacks between.
    public static func isWritten(_ node: some SyntaxProtocol) -> Bool {
        var current = Syntax(node)
        while let parent = current.parent {
            if parent.is(DeclSyntax.self) || parent.is(AccessorBlockSyntax.self) { return false }
            if let closure = current.as(ClosureExprSyntax.self),
               let name = closure.owningCall?.call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
               controls.contains(name) {
                return true
            }
            current = parent
        }
        return false
    }
}
