import SwiftSyntax
import SwiftSyntaxSupport

extension UIKitEvaluator {
    /// Whether the code of `className` or of its superclasses updates its views itself when the
    /// person changes their text size while the app runs: it observes
    /// `UIContentSizeCategory.didChangeNotification`, reads the trait
    /// `preferredContentSizeCategory` (in `traitCollectionDidChange(_:)` or
    /// `registerForTraitChanges(_:handler:)`), or overrides `traitCollectionDidChange(_:)` for more
    /// than the colours of dark mode (Apple, `UIContentSizeCategory.didChangeNotification`,
    /// `UITraitEnvironment.traitCollectionDidChange(_:)`). Such a class may set its fonts again
    /// there, which the audit does not run.
    mutating func updatesOnTextSizeChange(_ className: String) -> Bool {
        if let known = textSizeObservers[className] { return known }
        let result = index.chain(of: className).contains { type in
            type.functions.contains { name, members in
                members.contains { member in
                    guard let body = member.syntax.body?.description else { return false }
                    return Self.readsTextSize(body) || (name == "traitCollectionDidChange" && !Self.isOnlyAboutColours(body))
                }
            } || type.initializers.contains { $0.syntax.body.map { Self.readsTextSize($0.description) } ?? false }
        }
        textSizeObservers[className] = result
        return result
    }

    /// Whether code reads the text size or observes its change (`UIContentSizeCategory`,
    /// `preferredContentSizeCategory`, `UITraitPreferredContentSizeCategory`, a
    /// `contentSizeCategoryDidChange` selector); `adjustsFontForContentSizeCategory`, which asks
    /// UIKit to do it for one view, is not such code.
    private static func readsTextSize(_ code: String) -> Bool {
        code.containsBytes("UIContentSizeCategory") || code.containsBytes("preferredContentSizeCategory")
            || code.containsBytes("PreferredContentSizeCategory") || code.containsBytes("contentSizeCategory")
    }

    /// A `traitCollectionDidChange(_:)` that only follows the colours of dark mode.
    private static func isOnlyAboutColours(_ body: String) -> Bool {
        !body.containsBytes("font") && !body.containsBytes("Font")
            && (body.containsBytes("hasDifferentColorAppearance") || body.containsBytes("userInterfaceStyle"))
    }
}
